// Where a shopper's cart (GET carts/getOrCreate) lives in the page's server-data cache. Shared so
// every remote names it the same way: code that changes a cart invalidates `storeCartsKey(storeId)`
// (or the owner's exact key) and every mounted reader of that cart loads it again.
import type { CartOwner } from '@storefront/sdk';
import type { ServerDataKey } from './server-data/keys';

export const storeCartsKey = (storeId: string) => ['cart', storeId] as const;

/** One cart per store, browser (guestId) and, once signed in, user. */
export const cartKey = (owner: CartOwner) =>
  [
    ...storeCartsKey(owner.storeId),
    owner.guestId,
    owner.userId ?? null,
  ] as const satisfies ServerDataKey;
