import * as v from 'valibot';
import { optNum, optStr, pagedSchema } from '@storefront/sdk';

/**
 * 001 §4 "A transaction is polled every 5 seconds until completed or failed": the provider's
 * statuses (API.md "Transactions": an approved charge is completed, a declined renewal failed; a
 * rail payment is pending until the provider's answer settles it, issue 13).
 */
export type TransactionStatus = 'pending' | 'completed' | 'failed';

/** Transaction (spec 002 §3 "cardId, status, deliveryId, userId"; 001 §3 "_id, status"). */
export const TransactionSchema = v.looseObject({
  _id: v.string(),
  status: v.string(),
  userId: optStr(),
  storeId: optStr(),
  cardId: optStr(),
  kind: optStr(),
  amount: optNum(),
  currency: v.optional(v.string(), 'clp'),
  issuerFees: optNum(),
  subscriptionIds: v.optional(v.array(v.string()), []),
  deliveryIds: v.optional(v.array(v.string()), []),
  /** The first order the charge paid (002 §3 names one), or null. */
  deliveryId: optStr(),
  /** Issue 13: the payment intent a rail payment (Webpay Plus, Khipu, Mercado Pago) pays, or null. */
  paymentIntentId: optStr(),
  createdAt: optStr(),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;
export const PagedTransactionSchema = pagedSchema(TransactionSchema);
