// The cart of this shopper (spec 000 §4 Cart, §7 Carts): getOrCreate keyed by guestId, plus userId
// when logged in; quantity changes and removals go through the SDK and every new cart is
// announced on the bus ('cart:changed' with its totalLength) so the navbar badge follows.
// A line that does not say whether its product is quantifiable (line-product-info.ts) gets its
// product fetched once: the selector rules and the quantity discount need it.
//
// Guests: spec 000 §4 "Guest users skip cart loading". A guest-type session (isGuest, from a
// guest login) therefore never asks for a cart here and sees the empty cart; the router guard
// logs such a session out on this public route anyway. A shopper with no session at all is not
// a guest user: the cart is keyed by the browser's guestId and is loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '@storefront/bus';
import { quantityDiscountFor } from '@storefront/domain';
import type { Api, Cart, CartLine, CartOwner, Product } from '@storefront/sdk';
import {
  getGuestId,
  useApi,
  useCartChangeNotice,
  useCartSnapshot,
  useSession,
  useTenant,
} from '@storefront/state';
import { lineIsSelfDescribing, lineProductInfo } from './line-product-info';

export type CartState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; cart: Cart }
  | { status: 'skipped' };
export type LineAction = 'quantity' | 'remove';

export const LINE_ERROR_TEXT = 'No pudimos actualizar tu carrito. Intenta nuevamente.';

function announce(cart: Cart) {
  bus.emit('cart:changed', { totalLength: cart.totalLength });
}

async function fetchProducts(api: Api, ids: string[]): Promise<Record<string, Product>> {
  const settled = await Promise.allSettled(ids.map((id) => api.catalog.product(id)));
  const found: Record<string, Product> = {};
  settled.forEach((result) => {
    if (result.status === 'fulfilled') found[result.value._id] = result.value;
  });
  return found;
}

/** The cart as the shopper asked for it: the line at the new quantity, or without the line. */
const withQuantity = (cart: Cart | null, line: CartLine, quantity: number) =>
  (cart?.products ?? []).map((l) => (l._id === line._id ? { ...l, quantity } : l));
const without = (cart: Cart | null, line: CartLine) =>
  (cart?.products ?? []).filter((l) => l._id !== line._id);

export function useCart() {
  const api = useApi();
  const { store } = useTenant();
  const session = useSession();
  const isGuest = session?.isGuest ?? false;
  const userId = session && !isGuest ? session.user.userId : undefined;
  const storeId = store._id;

  const [state, setState] = useState<CartState>({ status: isGuest ? 'skipped' : 'loading' });
  const [products, setProducts] = useState<Record<string, Product>>({});
  const [pending, setPending] = useState<Record<string, LineAction>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  // Every cart that arrives is compared with the one the shopper saw (000 §4 change detection);
  // a notice another screen found (add, merge, process) opens here too.
  const changeNotice = useCartChangeNotice({ showPending: true, storeId });
  const { receive: detect } = changeNotice;
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const owner = useCallback(
    (): CartOwner => ({ storeId, guestId: getGuestId(), userId }),
    [storeId, userId],
  );

  // Products asked for already (the lines carry their fresh stock, so each is fetched once).
  const asked = useRef(new Set<string>());
  const shown = useRef<Cart | null>(null);
  const keepSeen = useCartSnapshot()[1];
  /**
   * A cart answer: shown, announced, and the baseline for change detection. After a patch or a
   * removal (`expected`: the lines as the shopper asked for them) it is compared first; a plain
   * read is not one of the moments the spec names (000 §4: merge, add, patch, process).
   */
  const receive = useCallback(
    (cart: Cart, expected?: CartLine[]) => {
      shown.current = cart;
      setState({ status: 'ready', cart });
      announce(cart);
      if (expected) detect(cart, expected);
      else keepSeen({ storeId: cart.storeId, products: cart.products });
      const missing = [
        ...new Set(
          cart.products.filter((line) => !lineIsSelfDescribing(line)).map((line) => line.productId),
        ),
      ].filter((id) => !asked.current.has(id));
      missing.forEach((id) => asked.current.add(id));
      if (missing.length === 0) return;
      fetchProducts(api, missing).then(
        (found) => alive.current && setProducts((known) => ({ ...known, ...found })),
      );
    },
    [api, detect, keepSeen],
  );

  useEffect(() => {
    if (isGuest) {
      setState({ status: 'skipped' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    api.carts.getOrCreate(owner()).then(
      (cart) => current && receive(cart),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, isGuest, owner, receive, attempt]);

  const run = useCallback(
    /** `expected`: the lines as the shopper asked for them (her own change is not a notice). */
    async (line: CartLine, action: LineAction, expected: CartLine[], call: () => Promise<Cart>) => {
      setPending((all) => ({ ...all, [line._id]: action }));
      setLineErrors(({ [line._id]: _dropped, ...rest }) => rest);
      try {
        const cart = await call();
        if (alive.current) receive(cart, expected);
      } catch {
        if (alive.current) setLineErrors((all) => ({ ...all, [line._id]: LINE_ERROR_TEXT }));
      } finally {
        if (alive.current) setPending(({ [line._id]: _done, ...rest }) => rest);
      }
    },
    [receive],
  );

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) =>
      run(line, 'quantity', withQuantity(shown.current, line, quantity), () =>
        api.carts.patchProduct({
          ...owner(),
          productId: line.productId,
          product: {
            productOptionId: line._id,
            quantity,
            // Spec 000 §4: the quantity discount follows the new quantity. `discount` is left to
            // the server, which prices every line on read (the line's own value is stale here).
            quantityDiscount: quantityDiscountFor(
              lineProductInfo(line, products[line.productId]).quantityDiscounts,
              quantity,
            ),
            ...(Array.isArray(line.labels) ? { labels: line.labels } : {}),
          },
        }),
      ),
    [api, owner, products, run],
  );

  const remove = useCallback(
    (line: CartLine) =>
      run(line, 'remove', without(shown.current, line), () =>
        api.carts.removeProduct({ ...owner(), productOptionId: line._id }),
      ),
    [api, owner, run],
  );

  const reload = useCallback(() => {
    asked.current.clear();
    setAttempt((n) => n + 1);
  }, []);

  return { state, products, pending, lineErrors, changeQuantity, remove, reload, changeNotice };
}
