// Spec 002 §2 Single payments, §4, §9: where a completed request goes, the routes, the receipt's
// auto-return target and the timings. (The provider-return flags are read by rail-return.ts.)
import type { RailName } from './rail-return';

/** 002 §9 "Auto-return countdown on the receipt: 1 minute". */
export const RECEIPT_AUTO_RETURN_SECONDS = 60;
/** 002 §9 "Payment link to checkout navigation delay: 800 ms". */
export const PAYMENT_LINK_NAVIGATION_DELAY_MS = 800;

/** "If the request status is completed and the return is not a Mercado Pago return, it goes to the success route". */
export function completedGoesToReceipt(
  requestStatus: string,
  returnedFrom: RailName | null | undefined,
): boolean {
  return requestStatus === 'completed' && returnedFrom !== 'mercado-pago';
}

/** The receipt route after the store prefix. */
export function receiptPath(paymentRequestId: string, paymentIntentId: string): string {
  return `single-payments/${encodeURIComponent(paymentRequestId)}/success/${encodeURIComponent(paymentIntentId)}`;
}

/** The single-payment route after the store prefix. */
export function singlePaymentPath(paymentRequestId: string): string {
  return `single-payments/${encodeURIComponent(paymentRequestId)}`;
}

function webAddress(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * 002 §9 "then it opens the callback URL, or else the store URL, in the same window". Only web
 * addresses are opened (a `javascript:` callback is never followed); null when neither is one.
 */
export function receiptReturnUrl(
  callbackUrl: string | null | undefined,
  storeUrl: string | null | undefined,
): string | null {
  return webAddress(callbackUrl) ?? webAddress(storeUrl);
}
