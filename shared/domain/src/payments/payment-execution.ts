// Spec 001 §4 "Payment execution (payment screen)": "Subscription completed: OK. Canceled or
// paused: 'Canceled'. Failed: reactivate. Failed attempt: retry. Otherwise: prepay. Any error ends
// as 'Failed'." and "A transaction is polled every 5 seconds until completed or failed."
import { isFailing, normalizeSubscriptionStatus } from '../subscriptions/statuses';

/** The three results of a payment on the payment screen (002 §4 "OK (finish), Canceled (cancel), Failed (fail)"). */
export type PaymentResult = 'OK' | 'Canceled' | 'Failed';

/** The subscription call that pays it (001 §7 "prepay({id}), retry({id}), reactivate({id})"). */
export type PaymentAction = 'reactivate' | 'retry' | 'prepay';

export type PaymentExecution =
  | { kind: 'result'; result: Exclude<PaymentResult, 'Failed'> }
  | { kind: 'pay'; action: PaymentAction };

/** What paying a subscription in this status does; a failure of the call ends as 'Failed'. */
export function paymentExecutionFor(status: string): PaymentExecution {
  const normalized = normalizeSubscriptionStatus(status);
  if (normalized === 'completed') return { kind: 'result', result: 'OK' };
  if (normalized === 'canceled' || normalized === 'paused') {
    return { kind: 'result', result: 'Canceled' };
  }
  if (normalized === 'failed') return { kind: 'pay', action: 'reactivate' };
  if (isFailing(normalized)) return { kind: 'pay', action: 'retry' };
  return { kind: 'pay', action: 'prepay' };
}

/** 001 §4 / §9 "Transaction polling 5 seconds". */
export const TRANSACTION_POLL_MS = 5000;

/** 001 §4 "polled every 5 seconds until completed or failed". */
export function isFinalTransactionStatus(status: string | null | undefined): boolean {
  return status === 'completed' || status === 'failed';
}

/** 001 §4 "A subscription is final if completed, paused or canceled." */
export function isFinalSubscriptionStatus(status: string): boolean {
  return ['completed', 'paused', 'canceled'].includes(normalizeSubscriptionStatus(status));
}
