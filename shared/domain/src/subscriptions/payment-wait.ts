// Spec 001 §4 "Retry and reactivate": "If the last try was under 5 minutes ago (kept in local
// storage as lastPaymentTry) it shows a wait message with a countdown"; §9 "Wait between payment
// attempts 5 minutes"; §8 "Retry too soon". The provider sandbox enforces the same wait on its side
// (a failed try stamps the subscription's lastPaymentTry), so both read it from here.
export const PAYMENT_WAIT_MS = 5 * 60 * 1000;

export const RETRY_TOO_SOON_TITLE = 'Inténtalo de nuevo más tarde';
export const RETRY_TOO_SOON_MESSAGE =
  'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento';
/** The payment screen's wording of the same wait. */
export const PAYMENT_TOO_SOON_MESSAGE =
  'No se ha podido ejecutar el pago, debes esperar 5 minutos entre cada intento';

/** Milliseconds still to wait before another try (0: may try now; no or unreadable last try: 0). */
export function paymentWaitLeftMs(
  lastPaymentTry: Date | string | number | null | undefined,
  now: Date = new Date(),
): number {
  if (lastPaymentTry === null || lastPaymentTry === undefined || lastPaymentTry === '') return 0;
  const at = new Date(lastPaymentTry).getTime();
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.min(PAYMENT_WAIT_MS, at + PAYMENT_WAIT_MS - now.getTime()));
}
