// POST /paymentIntents (002 §4 "Pay: reuses the pending intent or creates one"; API.md "Payments
// (issue 13)"). Checked first on plain reads, so a refusal writes nothing; then again in one
// transaction holding the payment request's row lock, so racing creates queue and the later ones
// find the first's intent (the partial unique index keeps one `initiated` intent per request).
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { DbExecutor, PaymentIntentsTable, PaymentRequestsTable } from '../../db/schema/index';
import type { AuthUser } from '../../http/authenticate';
import { badRequest, conflict } from '../../http/errors';
import { unguessableId } from '../../ids';
import { METHOD_NOT_AVAILABLE, SINGLE_USE_METHODS, storeOffers } from '../payment-methods';
import { readablePaymentRequest } from '../../payment-requests/request-access';
import { INTENT_LIFETIME_MS, isLive, toPaymentIntent } from './intent-view';

export const REQUEST_ALREADY_PAID = 'Payment request already paid';
export const PRICE_MISMATCH = 'Price does not match the payment request';
export const ANOTHER_INTENT = 'Another payment intent is in progress';

export interface IntentInput {
  paymentRequestId: string;
  userEmail: string;
  paymentMethod: { name: string };
  price: number;
}

type RequestRow = Selectable<PaymentRequestsTable>;
type IntentRow = Selectable<PaymentIntentsTable>;

async function initiatedIntent(db: DbExecutor, requestId: string): Promise<IntentRow | undefined> {
  return db
    .selectFrom('payment_intents')
    .selectAll()
    .where('payment_request_id', '=', requestId)
    .where('status', '=', 'initiated')
    .executeTakeFirst();
}

/** The refusals, or the live intent to answer with (same method), or null to create one. */
async function decide(db: DbExecutor, request: RequestRow, input: IntentInput, now: Date) {
  if (request.status === 'completed') throw conflict(REQUEST_ALREADY_PAID);
  const provider = SINGLE_USE_METHODS[input.paymentMethod.name];
  if (!provider || !(await storeOffers(db, request.store_id, provider)))
    throw badRequest(METHOD_NOT_AVAILABLE, { 'paymentMethod.name': 'not offered by the store' });
  if (input.price !== request.price)
    throw badRequest(PRICE_MISMATCH, { price: `the request's price is ${request.price}` });
  const current = await initiatedIntent(db, request.id);
  if (current && isLive(current, now)) {
    if (current.payment_method === input.paymentMethod.name) return current;
    throw conflict(ANOTHER_INTENT, { paymentIntent: toPaymentIntent(current) });
  }
  return null;
}

export async function createIntent(
  ctx: AppContext,
  auth: AuthUser,
  input: IntentInput,
): Promise<{ intent: IntentRow; created: boolean }> {
  if (!/^[^\s@]+@[^\s@]+$/.test(input.userEmail.trim()))
    throw badRequest('Invalid email', { userEmail: 'not an e-mail address' });
  const now = new Date();
  const read = await readablePaymentRequest(ctx.db, auth, input.paymentRequestId);
  const reused = await decide(ctx.db, read, input, now);
  if (reused) return { intent: reused, created: false };

  return ctx.db.transaction().execute(async (trx) => {
    const request = await readablePaymentRequest(trx, auth, input.paymentRequestId, { lock: true });
    const live = await decide(trx, request, input, now);
    if (live) return { intent: live, created: false };
    // An initiated intent past its expirationDate ends here, so the new one can take its place.
    await trx
      .updateTable('payment_intents')
      .set({ status: 'expired' })
      .where('payment_request_id', '=', request.id)
      .where('status', '=', 'initiated')
      .execute();
    const intent = await trx
      .insertInto('payment_intents')
      .values({
        id: unguessableId('pi'),
        payment_request_id: request.id,
        store_id: request.store_id,
        user_id: auth.userId,
        user_email: input.userEmail.trim().toLowerCase(),
        payment_method: input.paymentMethod.name,
        price: request.price,
        currency: request.currency,
        status: 'initiated',
        expiration_date: new Date(now.getTime() + INTENT_LIFETIME_MS),
        transaction_id: null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { intent, created: true };
  });
}
