// Buying the cart (spec 001 §4 Checkout, §7 Process cart, §8): one idempotency key per attempt
// (the server buys once however often the same attempt arrives), the cart the answer carries is
// the new cart (000 §4: "On a failed process the cart is replaced by the returned one"), and a
// failure without one reloads the cart (not for guests).
import { useCallback, useRef, useState } from 'react';
import { bus } from '@storefront/bus';
import { processPayload, reloadCartAfterFailure, type ProcessPayloadInput } from '@storefront/domain';
import type { Cart } from '@storefront/sdk';
import {
  cartOfFailedProcess,
  purchasesApi,
  type ProcessCartBody,
  type ProcessCartResult,
} from '@storefront/sdk/purchases';
import { useApi, useCartSnapshot, useSession, uuid } from '@storefront/state';
import { useCartChangeNotice } from '@storefront/state/cart-changes';

export function useProcessCart(cart: { write(cart: Cart): void; reload(): Promise<unknown> }) {
  const api = useApi();
  const session = useSession();
  const [, keepSnapshot] = useCartSnapshot();
  const { receive: detect } = useCartChangeNotice();
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  const process = useCallback(
    /** `leave` runs first on success (navigation), so the emptied cart never redirects this screen. */
    async (input: ProcessPayloadInput, leave: (result: ProcessCartResult) => void): Promise<void> => {
      if (inFlight.current) return; // a second press while the first runs is the same attempt
      inFlight.current = true;
      setProcessing(true);
      try {
        const body = processPayload(input) as ProcessCartBody;
        const result = await purchasesApi(api).processCart(body, { idempotencyKey: uuid() });
        leave(result);
        cart.write(result.cart);
        keepSnapshot({ storeId: result.cart.storeId, products: result.cart.products });
        bus.emit('cart:changed', { totalLength: result.cart.totalLength });
      } catch (error) {
        console.error('[mfe-cart-checkout] checkout: process failed', error);
        const returned = cartOfFailedProcess(error);
        if (returned) {
          cart.write(returned);
          // 000 §4 "detection runs after ... process": what the failed process took away is
          // shown on the cart page (Back leads there).
          detect(returned, undefined, { later: true });
          bus.emit('cart:changed', { totalLength: returned.totalLength });
        } else if (reloadCartAfterFailure(session?.user)) void cart.reload();
        setFailed(true);
      } finally {
        inFlight.current = false;
        setProcessing(false);
      }
    },
    [api, cart, detect, keepSnapshot, session],
  );

  return { process, processing, failed, dismissFailure: () => setFailed(false) };
}
