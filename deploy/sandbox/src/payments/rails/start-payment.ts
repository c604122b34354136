// Starting a rail payment (Webpay Plus, Khipu, Mercado Pago): a `pending` transaction without a
// card, owned by the caller, and the provider's own payment in the ledger, in one transaction that
// holds the target's row lock and checks it again (a concurrent settlement may have paid it).
// Nothing is written when a check refuses on the plain read first.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { ProviderPaymentsTable, RailProvider } from '../../db/schema/index';
import type { AuthUser } from '../../http/authenticate';
import { randomId } from '../../ids';
import { issuerFeesOf } from '../../subscriptions/oneclick-transaction';
import { payableTarget, type TargetInput } from './rail-target';

export interface StartInput {
  provider: RailProvider;
  target: TargetInput;
  /** The provider's payment id (the page's capability): a Webpay token, a Khipu id, a preference id. */
  paymentId: string;
  returnUrls: Record<string, string>;
  notificationToken?: string;
  /** Checks that need the target's store (return and notify URLs), run before anything is written. */
  checkUrls(storeId: string): Promise<void>;
}

export const unguessableToken = () => crypto.randomBytes(32).toString('hex');

export async function startRailPayment(
  ctx: AppContext,
  auth: AuthUser,
  input: StartInput,
): Promise<Selectable<ProviderPaymentsTable>> {
  const now = new Date();
  const read = await payableTarget(ctx.db, auth, input.target, input.provider, now);
  await input.checkUrls(read.storeId);
  return ctx.db.transaction().execute(async (trx) => {
    const { target, storeId, amount, currency } = await payableTarget(
      trx,
      auth,
      input.target,
      input.provider,
      now,
      { lock: true },
    );
    const transactionId = randomId('tx');
    await trx
      .insertInto('transactions')
      .values({
        id: transactionId,
        store_id: storeId,
        user_id: auth.userId,
        card_id: null,
        kind: input.provider,
        status: 'pending',
        amount,
        currency,
        issuer_fees: target.kind === 'subscription' ? issuerFeesOf(target.row.doc) : 0,
        subscription_ids: JSON.stringify(target.kind === 'subscription' ? [target.row.id] : []),
        delivery_ids: JSON.stringify([]),
        idempotency_key: null,
        payment_intent_id: target.kind === 'intent' ? target.row.id : null,
        created_at: now,
      })
      .execute();
    return trx
      .insertInto('provider_payments')
      .values({
        id: input.paymentId,
        provider: input.provider,
        store_id: storeId,
        user_id: auth.userId,
        transaction_id: transactionId,
        subscription_id: target.kind === 'subscription' ? target.row.id : null,
        payment_intent_id: target.kind === 'intent' ? target.row.id : null,
        action: target.kind === 'subscription' ? target.action : null,
        amount,
        currency,
        status: 'created',
        return_urls: JSON.stringify(input.returnUrls),
        session_id: randomId('ses'),
        notification_token: input.notificationToken ?? null,
        provider_payment_id: null,
        committed_answer: JSON.stringify(null),
        settled_at: null,
        outcome: null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
