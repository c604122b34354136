// The store root with ?action=subscribe (spec 000 §2 store root: "sends the user to checkout once
// cart validation finds nothing changed"; §4 Cart change detection). The login sends a shopper
// here on the way to checkout: the cart is read again (merged with this device's guest cart for a
// registered user, since detection runs after merge; the server drops what is off sale and cuts
// quantities to the stock) and compared with the cart the shopper last saw. Nothing removed or
// reduced → checkout; otherwise the removed-or-reduced dialog says what changed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'jotai';
import { bus } from '@storefront/bus';
import { detectCartChanges, hasBlockingChanges, type CartChanges } from '@storefront/domain';
import type { Cart } from '@storefront/sdk';
import {
  cartSnapshotAtom,
  getGuestId,
  useApi,
  useSession,
  useStorePath,
  useTenant,
} from '@storefront/state';
import type { OverlayTexts } from '@storefront/ui';

export interface SubscribeActionDialog {
  texts: OverlayTexts;
  changes: CartChanges;
  cartEmpty: boolean;
}

export function useSubscribeAction() {
  const api = useApi();
  const { store } = useTenant();
  const session = useSession();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const jotai = useStore();
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<SubscribeActionDialog | null>(null);
  // Kept apart from `dialog` so the texts stay while the dialog animates out.
  const [open, setOpen] = useState(false);
  const started = useRef(false); // one validation per visit (StrictMode runs effects twice)
  const wanted = search.get('action') === 'subscribe';

  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    if (!session) {
      navigate(storePath('login?action=subscribe'), { replace: true });
      return;
    }
    const storeId = store._id;
    const guestId = getGuestId();
    // The snapshot is read once, before the fresh cart replaces it.
    const seen = jotai.get(cartSnapshotAtom);
    const before = seen && seen.storeId === storeId ? seen.products : null;
    const read: Promise<Cart> = session.isGuest
      ? api.carts.getOrCreate({ storeId, guestId })
      : api.carts.mergeCarts({ storeId, guestId });
    read.then(
      (after) => {
        jotai.set(cartSnapshotAtom, { storeId, products: after.products });
        bus.emit('cart:changed', { totalLength: after.totalLength });
        const changes = before ? detectCartChanges(before, after.products) : null;
        if (changes && hasBlockingChanges(changes)) {
          const texts = store.content.views.overlays?.cartCatalogSafeCheck ?? {};
          setDialog({ texts, changes, cartEmpty: after.products.length === 0 });
          setOpen(true);
          dropAction(setSearch);
        } else if (after.products.length > 0) {
          navigate(storePath('checkout'), { replace: true });
        } else {
          dropAction(setSearch); // nothing to pay for: stay on the landing
        }
      },
      // The cart could not be read: the cart page shows it (and its own error).
      () => navigate(storePath('cart'), { replace: true }),
    );
  }, [wanted, session, store, api, jotai, navigate, storePath, setSearch]);

  const close = useCallback(() => setOpen(false), []);
  const continueToPayment = useCallback(() => {
    setOpen(false);
    navigate(storePath('checkout'));
  }, [navigate, storePath]);
  const backToCart = useCallback(() => {
    setOpen(false);
    navigate(storePath('cart'));
  }, [navigate, storePath]);

  return { dialog, open, close, continueToPayment, backToCart };
}

/** Removes `action` so a reload does not validate again. */
function dropAction(setSearch: ReturnType<typeof useSearchParams>[1]) {
  setSearch(
    (current) => {
      const next = new URLSearchParams(current);
      next.delete('action');
      return next;
    },
    { replace: true },
  );
}
