// Embedded, the payment's provider (Webpay Plus, Khipu, Mercado Pago) opens in a window of its
// own (frame-bridge.tsx), and returns there to this page's return URL. That window only hands
// the return back to the frame that opened it and closes: the frame, which holds the shopper's
// session, verifies it with the server exactly as a full-page return would.

/** The message the provider window posts to its opener (same origin only). */
export const PROVIDER_RETURN = 'storefront-payments:provider-return';
/** window.open target name of the provider window. */
export const PROVIDER_WINDOW = 'storefront-payments-provider';

const RAIL_FLAGS = ['webpayPlus', 'khipu', 'mp'];

/** True (and the return handed over) when this page is a provider window's return. */
export function handOverProviderReturn(win: Window = window): boolean {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return false;
  const query = new URLSearchParams(win.location.search);
  if (!RAIL_FLAGS.some((flag) => query.get(flag) === 'true')) return false;
  opener.postMessage(
    { channel: PROVIDER_RETURN, path: win.location.pathname + win.location.search },
    win.location.origin,
  );
  win.close();
  return true;
}
