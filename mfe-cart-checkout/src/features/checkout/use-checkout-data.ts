// What the checkout reads (spec 001 §7): the cart (get or create, by guestId and userId), the
// profile with its addresses, rut and phone, and the shopper's payer in this store (company data).
// Through the page's server-data cache: the address dialog's save refreshes the profile here.
import { storePayer } from '@storefront/domain';
import type { Cart, CartOwner, Payer, User } from '@storefront/sdk';
import { cartKey, getGuestId, useServerData, useSession } from '@storefront/state';

export function useCheckoutCart(storeId: string) {
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  const owner: CartOwner = { storeId, guestId: getGuestId(), userId };
  // Read again on every visit: the cart page or another tab may have changed it since.
  return {
    owner,
    ...useServerData<Cart>(cartKey(owner), (api) => api.carts.getOrCreate(owner), {
      revalidateOnMount: true,
    }),
  };
}

export interface CheckoutProfile {
  user: User;
  /** The active payer of this store (company data), if any. */
  payer: Payer | null;
}

/**
 * The profile with the store's payer, in one read under the profile's key (the address dialog's
 * and the profile page's saves refresh it). A payer list that cannot be read leaves the company
 * data empty: the checkout goes on without it (the profile page, which creates a payer when there
 * is none, reads the payers on their own and stops instead).
 */
export function useCheckoutProfile(storeId: string, userId: string | null | undefined) {
  return useServerData<CheckoutProfile>(
    userId ? (['profile', userId, storeId] as const) : null,
    async (api) => {
      const user = await api.auth.profile();
      const payers = await api.payers
        .list({ userId: user.userId, storeId })
        .then((page) => page.docs)
        .catch(() => [] as Payer[]);
      return { user, payer: storePayer(payers) };
    },
  );
}
