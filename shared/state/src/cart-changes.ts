// Cart change detection as every screen runs it (spec 000 §4 Cart: "Cart change detection runs
// after merge, add, patch and process"): a fresh cart is compared with the cart the shopper last
// saw (cartSnapshotAtom), becomes the new baseline, and opens the removed-or-reduced notice when
// the server removed or cut something. A change the shopper asked for is passed as `expected`, so
// lowering a quantity herself is not reported as "reduced".
//
// A screen that does not show the notice itself (the catalogue's add, the shell's merge after a
// password reset, the checkout's failed process) passes `{ later: true }`: the notice waits in
// pendingCartNoticeAtom and the cart page, which reads with `{ showPending: true }`, opens it when
// the shopper gets there (000 §2 Cart page modals).
//
// Its own entry, '@storefront/state/cart-changes': only the screens that change a cart load the
// detection (and the domain's comparison), not every route through the shell.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import {
  detectCartChanges,
  hasBlockingChanges,
  type CartChanges,
  type CartLineLike,
} from '@storefront/domain';
// By the package's name: the atoms are the main entry's (one instance per page).
import { cartSnapshotAtom, pendingCartNoticeAtom, type CartChangeNotice } from '@storefront/state';

export type { CartChangeNotice };

export interface ReceiveOptions {
  /** Leave the notice for the cart page instead of opening it here. */
  later?: boolean;
}

export function useCartChangeNotice(options: { showPending?: boolean; storeId?: string } = {}) {
  const jotai = useStore();
  const [notice, setNotice] = useState<CartChangeNotice | null>(null);
  const [open, setOpen] = useState(false);
  const { showPending = false, storeId } = options;

  // The cart page opens what another screen left for it (once: it is taken off the atom).
  useEffect(() => {
    if (!showPending) return;
    const pending = jotai.get(pendingCartNoticeAtom);
    if (!pending || (storeId && pending.storeId && pending.storeId !== storeId)) return;
    jotai.set(pendingCartNoticeAtom, null);
    setNotice(pending);
    setOpen(true);
  }, [jotai, showPending, storeId]);

  const receive = useCallback(
    (
      cart: { storeId: string; products: CartLineLike[] },
      expected?: CartLineLike[],
      receiveOptions: ReceiveOptions = {},
    ): CartChanges | null => {
      const seen = jotai.get(cartSnapshotAtom);
      const before = expected ?? (seen && seen.storeId === cart.storeId ? seen.products : null);
      jotai.set(cartSnapshotAtom, { storeId: cart.storeId, products: cart.products });
      const changes = before ? detectCartChanges(before, cart.products) : null;
      if (!changes || !hasBlockingChanges(changes)) return null;
      const found = { changes, cartEmpty: cart.products.length === 0, storeId: cart.storeId };
      if (receiveOptions.later) {
        jotai.set(pendingCartNoticeAtom, found);
      } else {
        setNotice(found);
        setOpen(true);
      }
      return changes;
    },
    [jotai],
  );

  return { notice, open, close: useCallback(() => setOpen(false), []), receive };
}
