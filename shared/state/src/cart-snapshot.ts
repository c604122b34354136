// The cart the shopper last saw (spec 000 §4 Cart change detection compares it with the fresh
// cart). Kept in sessionStorage so it survives the trip through login and a reload; read lazily
// on first use, written on every set. The shell's logout clears it.
import { atom, useAtom } from 'jotai';
import type { CartLineLike } from '@storefront/domain';
import { globalAtom } from './global-atom';
import { CLIENT_ITEMS } from './client-storage/client-items';

export const CART_SNAPSHOT_KEY = CLIENT_ITEMS.cartSnapshot.key;

export interface CartSnapshot {
  storeId: string;
  products: CartLineLike[];
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): the snapshot lives in memory only
  }
};

function readStored(): CartSnapshot | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(CART_SNAPSHOT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { storeId, products } = parsed as Partial<CartSnapshot>;
    return typeof storeId === 'string' && Array.isArray(products) ? { storeId, products } : null;
  } catch {
    return null;
  }
}

/** Only the fields change detection needs: a cart line carries much more (prices, metadata...). */
const slim = (line: CartLineLike): CartLineLike => ({
  productId: line.productId,
  name: line.name ?? null,
  quantity: line.quantity,
  billingType: line.billingType ?? null,
  labels: line.labels ?? [],
  productFamilyId: line.productFamilyId ?? null,
});

// undefined = not read from storage yet.
const memoryAtom = globalAtom('cartSnapshotMemory', () =>
  atom<CartSnapshot | null | undefined>(undefined),
);

export const cartSnapshotAtom = globalAtom('cartSnapshot', () =>
  atom(
    (get): CartSnapshot | null => {
      const value = get(memoryAtom);
      return value === undefined ? readStored() : value;
    },
    (_get, set, cart: CartSnapshot | null) => {
      const next = cart ? { storeId: cart.storeId, products: cart.products.map(slim) } : null;
      try {
        if (next) storage()?.setItem(CART_SNAPSHOT_KEY, JSON.stringify(next));
        else storage()?.removeItem(CART_SNAPSHOT_KEY);
      } catch {
        // full or blocked storage: keep it in memory
      }
      set(memoryAtom, next);
    },
  ),
);

/** [the last seen cart or null, write a cart (or null to forget it)]. */
export function useCartSnapshot(): [CartSnapshot | null, (cart: CartSnapshot | null) => void] {
  return useAtom(cartSnapshotAtom);
}
