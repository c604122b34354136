// The payment intent of a single payment (spec 002 §4 "Payment intent", §2 "Payment-methods block",
// §5 "A pending intent disables all methods other than its own"): what the screen does with the
// last initiated intent it finds, which methods stay selectable, the button's words and the
// countdown to the intent's expirationDate.
import {
  findPaymentMethod,
  type PaymentMethodId,
  type PaymentMethodInfo,
} from '../payment-methods/catalogue';

/** The intent fields these rules read (structurally the SDK's PaymentIntent). */
export interface IntentLike {
  _id: string;
  status: string;
  expirationDate: string;
  paymentMethod: { name: string };
}

/** "An initiated intent whose expirationDate is earlier than now" (an unreadable date is past). */
export function isIntentExpired(intent: Pick<IntentLike, 'expirationDate'>, now: number): boolean {
  const expires = Date.parse(intent.expirationDate);
  return Number.isNaN(expires) || expires <= now;
}

/** Whole seconds left until the intent expires, never negative (the countdown). */
export function intentSecondsLeft(intent: Pick<IntentLike, 'expirationDate'>, now: number): number {
  const expires = Date.parse(intent.expirationDate);
  if (Number.isNaN(expires)) return 0;
  return Math.max(0, Math.ceil((expires - now) / 1000));
}

/** The catalogue id of the intent's method ('Webpay Plus' → 'webpay-plus'). */
export function intentMethodId(intent: Pick<IntentLike, 'paymentMethod'>): PaymentMethodId | null {
  return findPaymentMethod(intent.paymentMethod.name)?.id ?? null;
}

export type IntentDecision =
  /** "It is … resumed (its method is preselected and other methods are disabled)". */
  | { action: 'resume'; intent: IntentLike; methodId: PaymentMethodId }
  /** "… is marked expired through the expire call, and the state is reset" (first method). */
  | { action: 'expire'; intent: IntentLike; methodId: PaymentMethodId | null }
  /** "… or a default method is chosen": the first offered. */
  | { action: 'default'; methodId: PaymentMethodId | null };

/**
 * Spec 002 §4 "Load without a success redirect: … the last initiated intent is fetched. It is
 * either resumed … or a default method is chosen." An intent past its expirationDate is expired
 * and the first method selected. An intent of a method the store no longer offers cannot be
 * continued here, so it is expired too rather than leaving every method disabled.
 */
export function decideOnLoad(
  lastInitiated: IntentLike | null | undefined,
  methods: readonly PaymentMethodInfo[],
  now: number,
): IntentDecision {
  const first = methods[0]?.id ?? null;
  if (!lastInitiated || lastInitiated.status !== 'initiated')
    return { action: 'default', methodId: first };
  const methodId = intentMethodId(lastInitiated);
  const offered = methodId !== null && methods.some((m) => m.id === methodId);
  if (isIntentExpired(lastInitiated, now) || !offered) {
    return { action: 'expire', intent: lastInitiated, methodId: first };
  }
  return { action: 'resume', intent: lastInitiated, methodId };
}

/** Spec 002 §4 "On expiry the first available method is reselected." */
export function methodAfterExpiry(methods: readonly PaymentMethodInfo[]): PaymentMethodId | null {
  return methods[0]?.id ?? null;
}

/** Spec 002 §5 "A pending intent disables all methods other than its own." */
export function isMethodDisabled(
  methodId: PaymentMethodId,
  pending: IntentLike | null | undefined,
): boolean {
  if (!pending) return false;
  return intentMethodId(pending) !== methodId;
}

/** Spec 002 §2 "Button text is 'Pagar', or 'Continuar con {method in Spanish}' when a pending intent exists." */
export function payButtonText(pending: IntentLike | null | undefined): string {
  if (!pending) return 'Pagar';
  const method = findPaymentMethod(pending.paymentMethod.name);
  return `Continuar con ${method?.title ?? pending.paymentMethod.name}`;
}

/**
 * Spec 002 §4 "Pay: reuses the pending intent or creates one": the pending intent when it is of
 * the chosen method and still running, else null (create one).
 */
export function reusableIntent(
  pending: IntentLike | null | undefined,
  methodId: PaymentMethodId,
  now: number,
): IntentLike | null {
  if (!pending || pending.status !== 'initiated' || isIntentExpired(pending, now)) return null;
  return intentMethodId(pending) === methodId ? pending : null;
}
