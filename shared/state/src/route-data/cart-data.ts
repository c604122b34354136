// The shopper's cart in a store (spec 000 §4 Cart, §7 Carts: get or create, by the browser's
// guestId and her userId), which the cart page and the checkout read under cartKey. A guest-type
// session reads no cart (000 §4 "Guest users skip cart loading").
import type { Api, CartOwner } from '@storefront/sdk';
import { cartKey } from '../cart-key';
import { getGuestId } from '../guest-id';
import type { RouteDataContext } from './route-data-context';

export const loadCart = (api: Api, owner: CartOwner) => api.carts.getOrCreate(owner);

export function start({ api, cache, userId, isGuest, storeId }: RouteDataContext): void {
  if (!userId || isGuest) return;
  const owner: CartOwner = { storeId, guestId: getGuestId(), userId };
  cache.prefetch(cartKey(owner), () => loadCart(api, owner));
}
