// The answer after a settlement (validatePayment's, a notification's): the outcome in 001 §4's
// single-payment vocabulary ("completed, warning, canceled, failed"), the transaction to show and
// the target as it now is.
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { DbExecutor, ProviderPaymentsTable } from '../../db/schema/index';
import { toSubscription } from '../../subscriptions/subscription-view';
import { toTransaction } from '../../transactions/transaction-view';
import { toPaymentIntent } from '../intents/intent-view';

export const STATUS_OF_OUTCOME: Record<string, 'completed' | 'failed' | 'canceled'> = {
  paid: 'completed',
  rejected: 'failed',
  refused: 'failed',
  canceled: 'canceled',
};

export async function settlementView(
  ctx: AppContext,
  db: DbExecutor,
  payment: Selectable<ProviderPaymentsTable>,
) {
  const transaction = await db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', payment.transaction_id)
    .executeTakeFirstOrThrow();
  const view: Record<string, unknown> = {
    status: STATUS_OF_OUTCOME[payment.outcome ?? ''] ?? 'failed',
    transaction: toTransaction(transaction),
  };
  if (payment.subscription_id) {
    const row = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', payment.subscription_id)
      .executeTakeFirst();
    if (row) view.subscription = toSubscription(row, ctx.urls());
  }
  if (payment.payment_intent_id) {
    const row = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', payment.payment_intent_id)
      .executeTakeFirst();
    if (row) view.paymentIntent = toPaymentIntent(row);
  }
  return view;
}

/** What a notification is answered with: the outcome only (the caller is the provider, not a shopper). */
export const notifyAnswer = (payment: Selectable<ProviderPaymentsTable>) => ({
  status: STATUS_OF_OUTCOME[payment.outcome ?? ''] ?? 'failed',
});
