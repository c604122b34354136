// @storefront/sdk/transactions: the charges made to the shopper (spec 001 §7 "GET /transactions/{id};
// GET /transactions/"; 002 §7 "List transactions by deliveryId and userId"). An entry of its own,
// not part of purchases: a shared module ships whole, and the screens that buy or list purchases
// (cart, checkout, orders, subscriptions) do not read transactions; the payment screens that poll
// them (001 §4 "A transaction is polled every 5 seconds") load it when they need it.
import type { Api, Transport } from '@storefront/sdk';
import { createTransactionsResource } from './resources/transactions';

export type TransactionsApi = ReturnType<typeof createTransactionsResource>;

const byTransport = new WeakMap<Transport, TransactionsApi>();

/** The transactions calls over an Api's transport (same base URL, tokens, refresh and 401 rules). */
export function transactionsApi(api: Pick<Api, 'transport'>): TransactionsApi {
  let transactions = byTransport.get(api.transport);
  if (!transactions) {
    transactions = createTransactionsResource(api.transport);
    byTransport.set(api.transport, transactions);
  }
  return transactions;
}

export * from './schemas/transaction';
export type { TransactionListQuery } from './resources/transactions';
