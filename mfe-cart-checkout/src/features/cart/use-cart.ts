// The cart of this shopper (spec 000 §4 Cart, §7 Carts): getOrCreate keyed by guestId, plus userId
// when logged in, read through the page's server-data cache under cartKey (the checkout reads the
// same entry); quantity changes and removals go through the SDK, their answers are written to that
// entry, and every new cart is announced on the bus ('cart:changed' with its totalLength) so the
// navbar badge follows. A line that does not say whether its product is quantifiable
// (line-product-info.ts) gets its product read once: the selector rules and the quantity discount
// need it.
//
// Guests: spec 000 §4 "Guest users skip cart loading". A guest-type session (isGuest, from a
// guest login) therefore never asks for a cart here and sees the empty cart; the router guard
// logs such a session out on this public route anyway. A shopper with no session at all is not
// a guest user: the cart is keyed by the browser's guestId and is loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '@storefront/bus';
import { quantityDiscountFor } from '@storefront/domain';
import type { Cart, CartLine, CartOwner, Product } from '@storefront/sdk';
import {
  cartKey,
  getGuestId,
  useApi,
  useCartSnapshot,
  useServerData,
  useServerDataMany,
  useSession,
  useTenant,
} from '@storefront/state';
import { useCartChangeNotice } from '@storefront/state/cart-changes';
import { loadCart } from '@storefront/state/route-data/cart';
import { lineIsSelfDescribing, lineProductInfo } from './line-product-info';

export type CartState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; cart: Cart }
  | { status: 'skipped' };
export type LineAction = 'quantity' | 'remove';

export const LINE_ERROR_TEXT = 'No pudimos actualizar tu carrito. Intenta nuevamente.';

/** A line's product as the cart page reads it (a failed read leaves the line's own data). */
const lineProductKey = (productId: string) => ['catalog', 'product', productId] as const;

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

  const owner = useCallback(
    (): CartOwner => ({ storeId, guestId: getGuestId(), userId }),
    [storeId, userId],
  );
  // Read again on every visit: the checkout or another tab may have changed it since. The route
  // declares this read (routes.json `data`: cart), started before this code arrives (issue 41).
  const cartData = useServerData<Cart>(
    isGuest ? null : cartKey(owner()),
    (client) => loadCart(client, owner()),
    { revalidateOnMount: true },
  );
  const cart = cartData.state.data;
  const { write: writeCart, reload: reloadCart } = cartData;

  const [pending, setPending] = useState<Record<string, LineAction>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  // Every cart a change brings is compared with what the shopper asked for (000 §4 change
  // detection); a notice another screen found (add, merge, process) opens here too.
  const changeNotice = useCartChangeNotice({ showPending: true, storeId });
  const { receive: detect } = changeNotice;
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Each cart shown is announced, and a plain read becomes the baseline for change detection (a
  // read is not one of the moments the spec names: merge, add, patch, process); a change's answer
  // was already compared (and made the baseline) by detect.
  const keepSeen = useCartSnapshot()[1];
  const compared = useRef<Cart | null>(null);
  useEffect(() => {
    if (!cart) return;
    bus.emit('cart:changed', { totalLength: cart.totalLength });
    if (compared.current !== cart) keepSeen({ storeId: cart.storeId, products: cart.products });
  }, [cart, keepSeen]);

  // The products the lines do not describe themselves, each read once per page.
  const missing = [
    ...new Set(
      (cart?.products ?? [])
        .filter((line) => !lineIsSelfDescribing(line))
        .map((line) => line.productId),
    ),
  ];
  const productReads = useServerDataMany<Product>(
    missing.map((id) => ({ key: lineProductKey(id), load: (client) => client.catalog.product(id) })),
  );
  const products: Record<string, Product> = {};
  productReads.forEach((read) => {
    if (read.state.data) products[read.state.data._id] = read.state.data;
  });

  const state: CartState = isGuest
    ? { status: 'skipped' }
    : cart
      ? { status: 'ready', cart }
      : cartData.state.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };

  // What the callbacks read at call time (the lines as shown, their products).
  const shown = useRef<Cart | undefined>(cart);
  shown.current = cart;
  const known = useRef(products);
  known.current = products;

  const run = useCallback(
    /** `expected`: the lines as the shopper asked for them (her own change is not a notice). */
    async (line: CartLine, action: LineAction, expected: CartLine[], call: () => Promise<Cart>) => {
      setPending((all) => ({ ...all, [line._id]: action }));
      setLineErrors(({ [line._id]: _dropped, ...rest }) => rest);
      try {
        const answer = await call();
        compared.current = answer;
        detect(answer, expected);
        writeCart(answer);
      } catch {
        if (alive.current) setLineErrors((all) => ({ ...all, [line._id]: LINE_ERROR_TEXT }));
      } finally {
        if (alive.current) setPending(({ [line._id]: _done, ...rest }) => rest);
      }
    },
    [detect, writeCart],
  );

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) =>
      run(line, 'quantity', withQuantity(shown.current ?? null, line, quantity), () =>
        api.carts.patchProduct({
          ...owner(),
          productId: line.productId,
          product: {
            productOptionId: line._id,
            quantity,
            // Spec 000 §4: the quantity discount follows the new quantity. `discount` is left to
            // the server, which prices every line on read (the line's own value is stale here).
            quantityDiscount: quantityDiscountFor(
              lineProductInfo(line, known.current[line.productId]).quantityDiscounts,
              quantity,
            ),
            ...(Array.isArray(line.labels) ? { labels: line.labels } : {}),
          },
        }),
      ),
    [api, owner, run],
  );

  const remove = useCallback(
    (line: CartLine) =>
      run(line, 'remove', without(shown.current ?? null, line), () =>
        api.carts.removeProduct({ ...owner(), productOptionId: line._id }),
      ),
    [api, owner, run],
  );

  const reload = useCallback(() => void reloadCart(), [reloadCart]);

  return { state, products, pending, lineErrors, changeQuantity, remove, reload, changeNotice };
}
