// What a paid checkout or cycle leaves: orders (deliveries), transactions, and the stored answers
// of carts/process under their Idempotency-Key.
import type { ColumnType } from 'kysely';
import type { Json, JsonObject, Timestamp } from './column-types';

/** An order of a single purchase (spec 002 §3 Delivery). */
export interface DeliveriesTable {
  id: string;
  delivery_number: number;
  store_id: string;
  user_id: string;
  subscription_id: string;
  status: string;
  price: number;
  delivery_price: number;
  total_price: number;
  currency: string;
  products: Json<JsonObject[]>;
  contact: Json<JsonObject>;
  created_at: Timestamp;
}

/**
 * A simulated Oneclick charge (spec 002 §3 Transaction): `approved`, or `declined` for an automatic
 * renewal the card refused (the sandbox clock); a shopper's declined retry is not kept. Issue 13:
 * a rail payment (Webpay Plus, Khipu, Mercado Pago) starts `pending` and is settled once to
 * `approved` or `declined` by the provider's own answer.
 */
export interface TransactionsTable {
  id: string;
  store_id: string;
  user_id: string;
  /** null for a rail payment (Webpay Plus, Khipu, Mercado Pago: issue 13). */
  card_id: string | null;
  kind: string;
  status: string;
  amount: number;
  currency: string;
  issuer_fees: ColumnType<number, number | undefined, number>;
  subscription_ids: Json<string[]>;
  delivery_ids: Json<string[]>;
  idempotency_key: string | null;
  /** Issue 13: the payment intent a rail payment pays, if any. */
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** The answer of a successful carts/process, stored under the caller's Idempotency-Key. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: Json<JsonObject | null>;
  created_at: Timestamp;
}
