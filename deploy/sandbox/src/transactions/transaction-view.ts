// Transaction (spec 002 §3 "cardId, status, deliveryId, userId"; 001 §3 "_id, status") as /v1
// serves it. 001 §4 "A transaction is polled every 5 seconds until completed or failed": the
// status speaks that vocabulary, mapped from the simulated Oneclick's stored outcome.
import type { Selectable } from 'kysely';
import type { TransactionsTable } from '../db/schema/index';

/** Stored outcome → /v1 status (API.md "Transactions"). */
export const TRANSACTION_STATUS: Record<string, 'pending' | 'completed' | 'failed'> = {
  // Issue 13: a rail payment waits for the provider's answer (Webpay Plus commit, notifications).
  pending: 'pending',
  approved: 'completed',
  declined: 'failed',
};
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;

/** The stored outcomes a /v1 status stands for (the inverse of TRANSACTION_STATUS). */
export const storedStatusesOf = (status: string) =>
  Object.entries(TRANSACTION_STATUS)
    .filter(([, shown]) => shown === status)
    .map(([stored]) => stored);

export function toTransaction(row: Selectable<TransactionsTable>) {
  return {
    _id: row.id,
    storeId: row.store_id,
    userId: row.user_id,
    cardId: row.card_id,
    kind: row.kind,
    status: TRANSACTION_STATUS[row.status] ?? 'failed',
    amount: row.amount,
    currency: row.currency,
    issuerFees: row.issuer_fees,
    subscriptionIds: row.subscription_ids,
    deliveryIds: row.delivery_ids,
    /** 002 §3 names one deliveryId: the first order the charge paid, or null. */
    deliveryId: row.delivery_ids[0] ?? null,
    paymentIntentId: row.payment_intent_id,
    createdAt: row.created_at,
  };
}
export type TransactionView = ReturnType<typeof toTransaction>;
