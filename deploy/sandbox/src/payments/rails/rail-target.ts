// What a rail payment pays (001 §7 "subscriptionId or paymentIntentId": exactly one) and whether it
// may be paid now. Checked on a plain read before anything is written, and again under the
// target's row lock inside the transaction that starts the payment (start-payment.ts).
import type { Selectable } from 'kysely';
import type { DbExecutor, PaymentIntentsTable, RailProvider } from '../../db/schema/index';
import type { AuthUser } from '../../http/authenticate';
import { badRequest, conflict } from '../../http/errors';
import {
  factsOf,
  ownedSubscription,
  refuse,
  type SubscriptionRow,
} from '../../subscriptions/owned-subscription';
import {
  instalmentPaymentNotAllowed,
  paymentActionFor,
  paymentNotAllowed,
  paymentRefusal,
  type PaymentAction,
} from '../../subscriptions/shopper-rules';
import { refuseUnapprovedCharge } from '../../subscriptions/instalment-payment';
import { readableIntent } from '../intents/readable-intent';
import { isLive } from '../intents/intent-view';
import { REQUEST_ALREADY_PAID } from '../intents/create-intent';
import { INTENT_ALREADY_PAID } from '../intents/routes';
import { METHOD_NAME_OF, METHOD_NOT_AVAILABLE, storeOffers } from '../payment-methods';
import { chargedAmount } from '../uf-value';

export interface TargetInput {
  subscriptionId?: string;
  paymentIntentId?: string;
}

export const ONE_TARGET = 'Send exactly one of subscriptionId and paymentIntentId';
export const INTENT_NOT_PAYABLE = 'Payment intent is not initiated';
export const INTENT_EXPIRED = 'Payment intent expired';
export const METHOD_MISMATCH = 'Payment method does not match the payment intent';

export type RailTarget =
  | { kind: 'subscription'; row: SubscriptionRow; action: PaymentAction }
  | { kind: 'intent'; row: Selectable<PaymentIntentsTable> };

export interface ResolvedTarget {
  target: RailTarget;
  storeId: string;
  amount: number;
  currency: string;
}

export function targetOf(
  input: TargetInput,
): { subscriptionId: string } | { paymentIntentId: string } {
  const { subscriptionId, paymentIntentId } = input;
  if (subscriptionId && !paymentIntentId) return { subscriptionId };
  if (paymentIntentId && !subscriptionId) return { paymentIntentId };
  throw badRequest(ONE_TARGET, { subscriptionId: 'exactly one of the two' });
}

/** 001 §4 "Payment execution" for a subscription; an initiated, unexpired intent of this method. */
export async function payableTarget(
  db: DbExecutor,
  auth: AuthUser,
  input: TargetInput,
  provider: RailProvider,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<ResolvedTarget> {
  const which = targetOf(input);
  if ('subscriptionId' in which) {
    const row = await ownedSubscription(db, which.subscriptionId, auth.userId, options);
    const action = paymentActionFor(row.status);
    if (!action)
      throw conflict(
        (factsOf(row).instalment ? instalmentPaymentNotAllowed : paymentNotAllowed)(row.status),
      );
    refuse(paymentRefusal(action, factsOf(row), now));
    await refuseUnapprovedCharge(db, row);
    if (!(await storeOffers(db, row.store_id, provider))) throw badRequest(METHOD_NOT_AVAILABLE);
    return {
      target: { kind: 'subscription', row, action },
      storeId: row.store_id,
      ...chargedAmount(row.price, row.currency),
    };
  }
  const row = await readableIntent(db, auth, which.paymentIntentId, options);
  if (row.status === 'successful') throw conflict(INTENT_ALREADY_PAID);
  if (row.status !== 'initiated') throw conflict(INTENT_NOT_PAYABLE);
  if (!isLive(row, now)) throw conflict(INTENT_EXPIRED);
  if (row.payment_method !== METHOD_NAME_OF[provider]) throw badRequest(METHOD_MISMATCH);
  const request = await db
    .selectFrom('payment_requests')
    .select('status')
    .where('id', '=', row.payment_request_id)
    .executeTakeFirstOrThrow();
  if (request.status === 'completed') throw conflict(REQUEST_ALREADY_PAID);
  return {
    target: { kind: 'intent', row },
    storeId: row.store_id,
    ...chargedAmount(row.price, row.currency),
  };
}
