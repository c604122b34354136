// The invoice of a paid intent, written inside the settlement's transaction (one per intent: the
// unique payment_intent_id). A UF request is paid in CLP at the sandbox's UF value and keeps the
// UF price as its reference amount; a CLP request has no reference. A signed-in payer (a guest who
// filled user-info too) is named on it by name and RUT as her profile has them now (issue 39).
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
  const payer = await payerOf(trx, intent.user_id);
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
      payer_name: payer.name,
      payer_rut: payer.rut,
      description,
      created_at: now,
    })
    .onConflict((oc) => oc.column('payment_intent_id').doNothing())
    .execute();
}

async function payerOf(
  trx: Transaction<Database>,
  userId: string | null,
): Promise<{ name: string | null; rut: string | null }> {
  const user = userId
    ? await trx
        .selectFrom('users')
        .select(['name', 'last_name', 'rut'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  const name = [user?.name, user?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { name: name || null, rut: user?.rut?.trim() || null };
}
