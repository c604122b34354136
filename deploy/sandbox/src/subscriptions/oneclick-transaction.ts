// The transactions row of one Oneclick charge of one subscription row (a renewal, a retry or
// prepay, a hired service's first instalment): the same columns wherever the card is charged.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema/index';
import type { SubscriptionRow } from './owned-subscription';

/** The largest issuer-fee option of the subscription's payment methods (kept on each charge). */
export const issuerFeesOf = (doc: Record<string, unknown>) => {
  const methods = Array.isArray(doc.paymentMethods) ? doc.paymentMethods : [];
  const fees = methods.map((method) =>
    Number((method as { options?: { issuerFees?: unknown } })?.options?.issuerFees ?? 0),
  );
  return Math.max(0, ...fees.filter((fee) => Number.isInteger(fee)));
};

export async function insertOneclickTransaction(
  trx: Transaction<Database>,
  tx: {
    id: string;
    row: Pick<SubscriptionRow, 'id' | 'store_id' | 'user_id' | 'currency' | 'doc'>;
    cardId: string;
    approved: boolean;
    amount: number;
    deliveryIds?: string[];
    /** The shopper's Idempotency-Key where the charge came from a request that carries one. */
    idempotencyKey?: string | null;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('transactions')
    .values({
      id: tx.id,
      store_id: tx.row.store_id,
      user_id: tx.row.user_id,
      card_id: tx.cardId,
      kind: 'oneclick',
      status: tx.approved ? 'approved' : 'declined',
      amount: tx.amount,
      currency: tx.row.currency,
      issuer_fees: issuerFeesOf(tx.row.doc),
      subscription_ids: JSON.stringify([tx.row.id]),
      delivery_ids: JSON.stringify(tx.deliveryIds ?? []),
      idempotency_key: tx.idempotencyKey ?? null,
      created_at: tx.at,
    })
    .execute();
}
