// The shopper's subscription transitions as pure decisions (spec 001 §4 "Actions by status",
// "Shopper transitions", "Retry and reactivate"; §9). The routes run them twice: on a plain read
// (a refusal writes nothing) and again under the row lock (a concurrent call may have moved it).
// The spec's own rules come from @storefront/domain/subscriptions; what the spec leaves to the
// server (which pausing options, which new payday) is chosen here and written in API.md.
import { formatDate } from '@storefront/domain/dates';
import {
  canPause,
  isFailing,
  NO_PAUSE_OPTIONS_MESSAGE,
  normalizeSubscriptionStatus,
  paymentWaitLeftMs,
  PAUSE_MAX_BILLING_FREQUENCY,
  PAYMENT_TOO_SOON_MESSAGE,
  RETRY_TOO_SOON_MESSAGE,
  subscriptionGroup,
} from '@storefront/domain/subscriptions';
import { utcDay } from '../billing/billing-groups';

const DAY = 24 * 3600 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/** A refusal the route answers with: HTTP status, message, and field reasons where useful. */
export interface Refusal {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

/** What the rules read of a subscription row and its store's policy. */
export interface SubscriptionFacts {
  status: string;
  billingFrequency: number;
  trialDays: number;
  payday: Date;
  lastPaymentTry: string | null;
  /** confirmedByMerchantAt is set (referential prices confirmed, 001 §4 Confirm-price view selection). */
  confirmedByMerchant: boolean;
  /** An instalment of a charge (doc.chargeId, issue 14): paid once, whenever it is due. */
  instalment?: boolean;
}

export interface ShopperPolicy {
  allowPause: boolean;
  allowCancel: boolean;
  defaultStatus: string;
}

/** subscriptionPolicy.allowShopperTo.{pause,cancel} (absent = allowed) and defaultStatus. */
export function shopperPolicyOf(policy: unknown): ShopperPolicy {
  const subscriptionPolicy = (policy as { subscriptionPolicy?: Record<string, unknown> } | null)
    ?.subscriptionPolicy;
  const allow = (subscriptionPolicy?.allowShopperTo ?? {}) as { pause?: unknown; cancel?: unknown };
  const defaultStatus = subscriptionPolicy?.defaultStatus;
  return {
    allowPause: allow.pause !== false,
    allowCancel: allow.cancel !== false,
    defaultStatus: typeof defaultStatus === 'string' && defaultStatus ? defaultStatus : 'active',
  };
}

export const CANCEL_NOT_ALLOWED = 'Cancel not allowed by the store policy';
export const ALREADY_ENDED = 'Subscription already ended';
export const NOT_PAUSED = 'Only a paused subscription can be resumed';
export const NOT_A_PAUSING_OPTION = 'Payday is not one of the pausing options';
export const NO_CARD = 'Subscription has no card';
/** 001 §8 "Payment not allowed by status", with the subscription's status in the brackets. */
export const paymentNotAllowed = (status: string) =>
  `La transacción no se ha realizado. El estado de la suscripción (${status}) no permite efectuar el pago.`;
/** The same for an instalment (001 §8 "El estado de la suscripción/cuota (status)"). */
export const instalmentPaymentNotAllowed = (status: string) =>
  `La transacción no se ha realizado. El estado de la suscripción/cuota (${status}) no permite efectuar el pago.`;

/** Statuses a shopper may pause: active ("Active with a card: pause"), and pending without trial. */
const PAUSABLE = ['active', 'pending'];

/**
 * 001 §4 Pause: "Allowed only if billingFrequency is under 180, the subscription is not pending
 * with trialDays above zero, and the policy does not forbid it" (domain canPause), on a running
 * subscription. Every refusal carries the spec's "Lo sentimos, tu suscripción no puede pausarse".
 */
export function pauseRefusal(sub: SubscriptionFacts, policy: ShopperPolicy): Refusal | null {
  const status = normalizeSubscriptionStatus(sub.status);
  const refuse = (httpStatus: number, field: string, why: string): Refusal => ({
    status: httpStatus,
    message: NO_PAUSE_OPTIONS_MESSAGE,
    errors: { [field]: why },
  });
  if (!policy.allowPause)
    return refuse(
      403,
      'policy',
      'the store does not allow shoppers to pause (allowShopperTo.pause)',
    );
  if (!PAUSABLE.includes(status))
    return refuse(409, 'status', `a subscription in status "${sub.status}" cannot be paused`);
  if (sub.billingFrequency >= PAUSE_MAX_BILLING_FREQUENCY)
    return refuse(409, 'billingFrequency', `only under ${PAUSE_MAX_BILLING_FREQUENCY} days`);
  if (!canPause({ ...sub, status, policyAllowsPause: policy.allowPause }))
    return refuse(409, 'trialDays', 'a pending subscription in its trial period cannot be paused');
  return null;
}

export interface PausingOption {
  text: string;
  /** ISO: the payday the subscription gets when this option is chosen. */
  payday: string;
}

export const PAUSE_OPTION_CYCLES = [1, 2, 3] as const;

/**
 * The server's pausing options (001 §4 "a list of text and payday"): skip 1, 2 or 3 charges, each
 * moving the next payday that many periods on from the current one (or from today when the
 * payday has already passed). None when the pause is refused, so the dialog says the spec's text.
 */
export function pausingOptions(
  sub: SubscriptionFacts,
  policy: ShopperPolicy,
  now: Date,
): PausingOption[] {
  if (pauseRefusal(sub, policy)) return [];
  const from = sub.payday.getTime() > now.getTime() ? sub.payday : now;
  return PAUSE_OPTION_CYCLES.map((cycles) => {
    const payday = addDays(from, cycles * sub.billingFrequency);
    const skipped = cycles === 1 ? '1 cobro' : `${cycles} cobros`;
    return {
      text: `Saltar ${skipped}: próximo pago el ${formatDate(payday)}`,
      payday: payday.toISOString(),
    };
  });
}

/** The option whose payday is `payday` (same instant), or a 400 refusal. */
export function chosenPausingOption(
  options: readonly PausingOption[],
  payday: string,
): PausingOption | Refusal {
  const at = new Date(payday).getTime();
  const option = options.find((item) => new Date(item.payday).getTime() === at);
  return (
    option ?? {
      status: 400,
      message: NOT_A_PAUSING_OPTION,
      errors: { payday: 'send the payday of one of GET subscriptions/{id}/pausingOptions' },
    }
  );
}

export function resumeRefusal(sub: SubscriptionFacts): Refusal | null {
  return normalizeSubscriptionStatus(sub.status) === 'paused'
    ? null
    : {
        status: 409,
        message: NOT_PAUSED,
        errors: { status: `the subscription is "${sub.status}"` },
      };
}

/**
 * The new payday a resume offers (001 §4 "sets payday to the new payday offered by the server"):
 * the charges start again tomorrow (UTC day, at the subscription's time of day), or at the paused
 * payday when that comes sooner: resuming never postpones a charge.
 */
export function resumingPayday(sub: SubscriptionFacts, now: Date): Date {
  const timeOfDay = sub.payday.getTime() - utcDay(sub.payday).getTime();
  const tomorrow = new Date(addDays(utcDay(now), 1).getTime() + timeOfDay);
  return sub.payday.getTime() > now.getTime() && sub.payday < tomorrow ? sub.payday : tomorrow;
}

/** An ended subscription (canceled, completed, no renewal) stays as it is. */
export function endedRefusal(sub: SubscriptionFacts): Refusal | null {
  if (subscriptionGroup(sub.status) === 'ended' || subscriptionGroup(sub.status) === null)
    return {
      status: 409,
      message: ALREADY_ENDED,
      errors: { status: `the subscription is "${sub.status}"` },
    };
  return null;
}

/** 001 §4 "Cancel is allowed unless the policy forbids it"; an ended subscription stays ended. */
export function cancelRefusal(sub: SubscriptionFacts, policy: ShopperPolicy): Refusal | null {
  if (!policy.allowCancel)
    return {
      status: 403,
      message: CANCEL_NOT_ALLOWED,
      errors: { policy: 'the store does not allow shoppers to cancel (allowShopperTo.cancel)' },
    };
  return endedRefusal(sub);
}

export type PaymentAction = 'retry' | 'reactivate' | 'prepay' | 'confirmPrice';

export const ALREADY_PAID_AHEAD = 'The next cycle is already paid';

/** Which statuses each payment takes (001 §4 "Payment execution": "Failed: reactivate. Failed attempt: retry. Otherwise: prepay"). */
const PAYABLE: Record<PaymentAction, { allows: (status: string) => boolean; needs: string }> = {
  retry: { allows: isFailing, needs: 'a failed attempt (1, 2 or 3)' },
  reactivate: { allows: (status) => status === 'failed', needs: 'failed' },
  // Prepay pays the coming cycle of a running subscription; awaiting response goes through the
  // price confirmation instead, and completed, canceled, paused or ended ones are not charged.
  prepay: {
    allows: (status) => status === 'active' || status === 'pending',
    needs: 'active or pending',
  },
  // shopperConfirmPrice: the TERMS_AND_CONDITIONS / CARD_PICKER views' subscription.
  confirmPrice: { allows: (status) => status === 'awaiting response', needs: 'awaiting response' },
};

export const NOT_CONFIRMED_BY_MERCHANT = 'The merchant has not confirmed the price yet';

/**
 * 001 §4 "Actions by status": retry for a failed attempt (1, 2 or 3), reactivate for failed
 * (suspended), prepay for a running one whose coming cycle is not paid yet; §9 "Wait between
 * payment attempts 5 minutes" after a failed try (429, with the moment the next try is allowed so
 * a dialog can count down; §8 the payment screen's wording for prepay).
 */
export function paymentRefusal(
  action: PaymentAction,
  sub: SubscriptionFacts,
  now: Date,
): (Refusal & { data?: { lastPaymentTry: string; retryAt: string } }) | null {
  const status = normalizeSubscriptionStatus(sub.status);
  if (!PAYABLE[action].allows(status))
    return {
      status: 409,
      message: (sub.instalment ? instalmentPaymentNotAllowed : paymentNotAllowed)(sub.status),
      errors: { status: `needs ${PAYABLE[action].needs}` },
    };
  if (action === 'confirmPrice' && !sub.confirmedByMerchant)
    return {
      status: 409,
      message: NOT_CONFIRMED_BY_MERCHANT,
      errors: { confirmedByMerchantAt: 'null' },
    };
  // One cycle ahead at most: once prepaid, the payday lies more than a period away, so a repeat
  // (or a concurrent second call) is refused instead of paying the cycle after. An instalment is
  // paid once whenever the shopper wants (a paid one is completed, refused above).
  if (
    action === 'prepay' &&
    !sub.instalment &&
    sub.payday.getTime() - now.getTime() > sub.billingFrequency * DAY
  )
    return {
      status: 409,
      message: ALREADY_PAID_AHEAD,
      errors: { payday: sub.payday.toISOString() },
    };
  const wait = paymentWaitLeftMs(sub.lastPaymentTry, now);
  if (wait > 0 && sub.lastPaymentTry)
    return {
      status: 429,
      message: action === 'prepay' ? PAYMENT_TOO_SOON_MESSAGE : RETRY_TOO_SOON_MESSAGE,
      data: {
        lastPaymentTry: sub.lastPaymentTry,
        retryAt: new Date(now.getTime() + wait).toISOString(),
      },
    };
  return null;
}

/**
 * The payday after a successful retry or reactivation: the paid cycle's payday plus one period;
 * when that has passed too (a long suspension), one period from now: one payment pays one cycle.
 */
export function paydayAfterPayment(sub: SubscriptionFacts, now: Date): Date {
  const next = addDays(sub.payday, sub.billingFrequency);
  return next.getTime() > now.getTime() ? next : addDays(now, sub.billingFrequency);
}

/**
 * 001 §4 "Payment execution": "Failed: reactivate. Failed attempt: retry. Otherwise: prepay" (a
 * running one: active or pending); completed, canceled, paused and the rest are not paid (null:
 * the route answers 001 §8 "Payment not allowed by status"). Used by the payment rails (issue 13).
 */
export function paymentActionFor(status: string): PaymentAction | null {
  const normalized = normalizeSubscriptionStatus(status);
  if (normalized === 'failed') return 'reactivate';
  if (isFailing(normalized)) return 'retry';
  if (normalized === 'active' || normalized === 'pending') return 'prepay';
  return null;
}
