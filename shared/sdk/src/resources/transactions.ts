import type { Transport } from '@storefront/sdk';
import type { Paged } from '../schemas/common';
import {
  PagedTransactionSchema,
  TransactionSchema,
  type Transaction,
  type TransactionStatus,
} from '../schemas/transaction';
import { seg } from './ids';

/** 001 §7 "GET /transactions/ | page (default 1), limit (default 10), filters"; 002 §7 "by deliveryId and userId". */
export interface TransactionListQuery {
  /** Required: the signed-in shopper's own (another's → 404). */
  userId: string;
  storeId?: string;
  subscriptionId?: string;
  deliveryId?: string;
  status?: TransactionStatus;
  /** Default 1. */
  page?: number;
  /** Default 10 (at most 100). */
  limit?: number;
}

/** The shopper's charges, newest first. Bearer; only the caller's own (another's → 404 "Transaction not found"). */
export function createTransactionsResource(t: Transport) {
  return {
    list: (query: TransactionListQuery): Promise<Paged<Transaction>> =>
      t.request('GET', 'transactions', {
        query: { page: 1, limit: 10, ...query },
        schema: PagedTransactionSchema,
      }),
    /** One charge, e.g. polled every 5 seconds until completed or failed (001 §4). */
    get: (id: string): Promise<Transaction> =>
      t.request('GET', `transactions/${seg(id)}`, { schema: TransactionSchema }),
  };
}
export type TransactionsResource = ReturnType<typeof createTransactionsResource>;
