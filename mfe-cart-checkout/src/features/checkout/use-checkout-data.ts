// What the checkout reads (spec 001 §7): the cart (get or create, by guestId and userId), the
// profile with its addresses, rut and phone, and the shopper's payer in this store (company data).
// Through the page's server-data cache: the address dialog's save refreshes the profile here. The
// route declares both reads (routes.json `data`: cart, checkout-profile), so the shell has started
// them before this code arrives (issue 41); the page joins them through the same loaders.
import type { Cart, CartOwner } from '@storefront/sdk';
import {
  cartKey,
  getGuestId,
  useServerData,
  useServerDataCache,
  useSession,
} from '@storefront/state';
import { loadCart } from '@storefront/state/route-data/cart';
import {
  checkoutProfileKey,
  loadCheckoutProfile,
  type CheckoutProfile,
} from '@storefront/state/route-data/checkout-profile';

export type { CheckoutProfile };

export function useCheckoutCart(storeId: string) {
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  const owner: CartOwner = { storeId, guestId: getGuestId(), userId };
  // Read again on every visit: the cart page or another tab may have changed it since.
  return {
    owner,
    ...useServerData<Cart>(cartKey(owner), (api) => loadCart(api, owner), {
      revalidateOnMount: true,
    }),
  };
}

/** The profile with the store's payer, in one read under the profile's key. */
export function useCheckoutProfile(storeId: string, userId: string | null | undefined) {
  const cache = useServerDataCache();
  return useServerData<CheckoutProfile>(
    userId ? checkoutProfileKey(userId, storeId) : null,
    (api) => loadCheckoutProfile(api, cache, userId!, storeId),
  );
}
