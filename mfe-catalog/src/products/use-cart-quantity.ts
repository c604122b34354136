// How many units of a product the shopper's cart already holds (spec 000 §5: quantity is at most
// the stock minus what is in the cart). A failed read counts as 0: the server still refuses an
// over-stock add, and that answer is shown as the quantity text.
// The cart is read through the page's server-data cache under the shared `cartKey`, so the page
// and a dialog share one request; it is read again on every mount, since the cart page and the
// login's merge change it without this remote knowing.
import { useCallback } from 'react';
import type { Cart } from '@storefront/sdk';
import {
  cartKey,
  getGuestId,
  useServerData,
  useHydrated,
  useServerDataCache,
  useSession,
} from '@storefront/state';

export function quantityInCart(cart: Cart | null, productId: string): number {
  if (!cart) return 0;
  const lines = [...cart.products, ...(cart.bundles ?? []).flatMap((bundle) => bundle.products)];
  return lines
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

export function useCartOwner(storeId: string) {
  const session = useSession();
  // The guest id lives in localStorage: read after hydration (a server render has none).
  const hydrated = useHydrated();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  return { storeId, guestId: hydrated ? getGuestId() : '', ...(userId ? { userId } : {}) };
}

export function useCartQuantity(storeId: string, productId: string | undefined) {
  const owner = useCartOwner(storeId);
  const key = owner.guestId ? cartKey(owner) : null; // no cart before hydration
  const cache = useServerDataCache();
  const { state } = useServerData<Cart>(
    productId ? key : null,
    (api) => api.carts.getOrCreate(owner),
    { revalidateOnMount: true },
  );
  // While a new read is on its way the last known cart still counts.
  const inCart =
    productId && state.status !== 'error' ? quantityInCart(state.data ?? null, productId) : 0;

  const { guestId, userId } = owner;
  /** Read the cart again (after an add): every reader of this cart reloads. */
  const refresh = useCallback(
    () => cache.invalidate(cartKey({ storeId, guestId, userId })),
    [cache, storeId, guestId, userId],
  );
  return { inCart, refresh, owner };
}
