// The invoice of a paid intent, written inside the settlement's transaction (one per intent: the
// unique payment_intent_id). A UF request is paid in CLP at the sandbox's UF value and keeps the
// UF price as its reference amount; a CLP request has no reference.
import type { Selectable, Transaction } from 'kysely';
import type { Database, PaymentIntentsTable } from '../../db/schema/index';
import { randomId } from '../../ids';
import { chargedAmount } from '../uf-value';

export async function writeInvoice(
  trx: Transaction<Database>,
  intent: Selectable<PaymentIntentsTable>,
  description: string,
  now: Date,
): Promise<void> {
  const charged = chargedAmount(intent.price, intent.currency);
  const referenced = intent.currency !== charged.currency;
  await trx
    .insertInto('invoices')
    .values({
      id: randomId('inv'),
      payment_intent_id: intent.id,
      payment_request_id: intent.payment_request_id,
      store_id: intent.store_id,
      currency: charged.currency,
      reference_currency: referenced ? intent.currency : null,
      total_gross_amount: charged.amount,
      reference_total_gross_amount: referenced ? intent.price : null,
      payment_method: intent.payment_method,
      payer_email: intent.user_email,
      description,
      created_at: now,
    })
    .onConflict((oc) => oc.column('payment_intent_id').doNothing())
    .execute();
}
