// Cart change detection as every screen runs it (spec 000 §4 Cart: "Cart change detection runs
// after merge, add, patch and process"): a fresh cart is compared with the cart the shopper last
// saw (cartSnapshotAtom), becomes the new baseline, and opens the removed-or-reduced notice when
// the server removed or cut something. A change the shopper asked for is passed as `expected`, so
// lowering a quantity herself is not reported as "reduced".
import { useCallback, useState } from 'react';
import { useStore } from 'jotai';
import { detectCartChanges, hasBlockingChanges, type CartChanges, type CartLineLike } from '@storefront/domain';
import { cartSnapshotAtom } from './cart-snapshot';

export interface CartChangeNotice {
  changes: CartChanges;
  cartEmpty: boolean;
}

export function useCartChangeNotice() {
  const jotai = useStore();
  const [notice, setNotice] = useState<CartChangeNotice | null>(null);
  const [open, setOpen] = useState(false);

  const receive = useCallback(
    (cart: { storeId: string; products: CartLineLike[] }, expected?: CartLineLike[]): CartChanges | null => {
      const seen = jotai.get(cartSnapshotAtom);
      const before = expected ?? (seen && seen.storeId === cart.storeId ? seen.products : null);
      jotai.set(cartSnapshotAtom, { storeId: cart.storeId, products: cart.products });
      const changes = before ? detectCartChanges(before, cart.products) : null;
      if (!changes || !hasBlockingChanges(changes)) return null;
      setNotice({ changes, cartEmpty: cart.products.length === 0 });
      setOpen(true);
      return changes;
    },
    [jotai],
  );

  return { notice, open, close: useCallback(() => setOpen(false), []), receive };
}
