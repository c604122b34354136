// The one settlement of a rail payment (issue 13; 001 §7 "Notify URLs point to server-side
// validation endpoints"): called only with what the provider's own ledger says (a Webpay Plus
// commit, a Khipu or Mercado Pago notification, a shopper's abort on the provider's page), never
// with what a return URL claims. One DB transaction, the ledger row locked: the first call settles,
// every later one (a repeated notify, a racing commit) finds it settled and changes nothing.
//  - paid: the transaction is completed and the target paid: a subscription as retry, reactivate
//    or prepay leave it (markSubscriptionPaid, the same code as the Oneclick payment); an intent
//    becomes successful, its request completed and its invoice written. When the target can no
//    longer take it (paid meanwhile by another payment, canceled), the payment is refused:
//    the transaction fails and the ledger says why (`refused`; Khipu and Mercado Pago would refund).
//  - rejected: the provider declined it: the transaction fails and a subscription keeps the time of
//    the failed try (001 §4 "Failure stores the time"), as a declined Oneclick charge.
//  - canceled: the shopper left the provider's page (abort, timeout, form error, "Cancelar"): the
//    transaction fails, a subscription is untouched.
//  - rejected or canceled, an intent ends (expired) at once: another method may pay the request.
import type { Selectable, Transaction } from 'kysely';
import type { Database, ProviderPaymentsTable } from '../../db/schema/index';
import { factsOf } from '../../subscriptions/owned-subscription';
import { markSubscriptionPaid, stampFailedTry } from '../../subscriptions/pay-subscription';
import { paymentRefusal, type PaymentAction } from '../../subscriptions/shopper-rules';
import { chargeStatusOf } from '../../subscriptions/instalment-payment';
import { writeInvoice } from '../invoices/write-invoice';

export type ProviderVerdict = 'paid' | 'rejected' | 'canceled';
export type SettledOutcome = 'paid' | 'rejected' | 'canceled' | 'refused';

export interface Settlement {
  payment: Selectable<ProviderPaymentsTable>;
  outcome: SettledOutcome;
  /** False when it was already settled (this call changed nothing). */
  applied: boolean;
}

const authorizationCode = () => String(100000 + Math.floor(Math.random() * 900000));

async function paySubscriptionTarget(
  trx: Transaction<Database>,
  payment: Selectable<ProviderPaymentsTable>,
  now: Date,
): Promise<boolean> {
  const row = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', payment.subscription_id!)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return false;
  const action = payment.action as PaymentAction;
  // The 5-minute wait guarded the start of the payment; here only whether the cycle is still due
  // (and, for an instalment, whether its charge is still collected).
  if (paymentRefusal(action, { ...factsOf(row), lastPaymentTry: null }, now)) return false;
  const chargeStatus = await chargeStatusOf(trx, row);
  if (chargeStatus !== null && chargeStatus !== 'approved') return false;
  await markSubscriptionPaid(trx, row, {
    action,
    transactionId: payment.transaction_id,
    cardId: null,
    authorizationCode: authorizationCode(),
    now,
  });
  return true;
}

async function payIntentTarget(
  trx: Transaction<Database>,
  payment: Selectable<ProviderPaymentsTable>,
  now: Date,
): Promise<boolean> {
  const intent = await trx
    .selectFrom('payment_intents')
    .selectAll()
    .where('id', '=', payment.payment_intent_id!)
    .forUpdate()
    .executeTakeFirst();
  if (!intent || intent.status === 'successful') return false;
  const request = await trx
    .selectFrom('payment_requests')
    .selectAll()
    .where('id', '=', intent.payment_request_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // The money arrived for this intent even if its countdown ran out meanwhile; a request another
  // intent already paid is not paid twice.
  if (request.status === 'completed') return false;
  const paid = await trx
    .updateTable('payment_intents')
    .set({ status: 'successful', transaction_id: payment.transaction_id })
    .where('id', '=', intent.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('payment_requests')
    .set({ status: 'completed' })
    .where('id', '=', request.id)
    .execute();
  await writeInvoice(trx, paid, request.description, now);
  return true;
}

/**
 * Issue 39: a rejected or abandoned rail ends its intent at once (002 §3: "an expired/failed state
 * set through an expire call"), so the shopper may pay with another method instead of waiting out
 * the ten minutes with the others disabled. Not while another payment of the same intent is still
 * open at a provider (a newer try on the same method): that one may still pay it.
 */
async function endFailedIntent(
  trx: Transaction<Database>,
  payment: Selectable<ProviderPaymentsTable>,
): Promise<void> {
  await trx
    .updateTable('payment_intents')
    .set({ status: 'expired' })
    .where('id', '=', payment.payment_intent_id!)
    .where('status', '=', 'initiated')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('provider_payments')
            .select('id')
            .where('payment_intent_id', '=', payment.payment_intent_id!)
            .where('id', '!=', payment.id)
            .where('settled_at', 'is', null),
        ),
      ),
    )
    .execute();
}

export async function settleRailPayment(
  trx: Transaction<Database>,
  paymentId: string,
  verdict: ProviderVerdict,
  now = new Date(),
): Promise<Settlement> {
  const payment = await trx
    .selectFrom('provider_payments')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (payment.settled_at)
    return { payment, outcome: payment.outcome as SettledOutcome, applied: false };

  let outcome: SettledOutcome = verdict;
  if (verdict === 'paid') {
    const paid = payment.subscription_id
      ? await paySubscriptionTarget(trx, payment, now)
      : await payIntentTarget(trx, payment, now);
    if (!paid) outcome = 'refused';
  } else if (verdict === 'rejected' && payment.subscription_id) {
    const row = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', payment.subscription_id)
      .forUpdate()
      .executeTakeFirst();
    if (row) await stampFailedTry(trx, row, now);
  } else if (payment.payment_intent_id) {
    // Rejected or canceled: the intent ends.
    await endFailedIntent(trx, payment);
  }
  await trx
    .updateTable('transactions')
    .set({ status: outcome === 'paid' ? 'approved' : 'declined' })
    .where('id', '=', payment.transaction_id)
    .execute();
  const settled = await trx
    .updateTable('provider_payments')
    .set({ settled_at: now, outcome })
    .where('id', '=', payment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { payment: settled, outcome, applied: true };
}
