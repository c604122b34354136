// Single payments (issue 13): payment requests and links, intents, invoices, and the simulated
// providers' own ledger.
import type { ColumnType } from 'kysely';
import type { Json, JsonObject, NullableTimestamp, Timestamp } from './column-types';

export interface PaymentRequestsTable {
  id: string;
  store_id: string;
  user_email: string;
  user_id: string | null;
  price: number;
  currency: string;
  description: string;
  status: 'pending' | 'completed';
  callback_url: string | null;
  /** Issue 13: the payment link this request was made from (get-or-create per shopper). */
  payment_link_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** Issue 13: a merchant's payment link (002 §2 paymentLink); its 128-bit id is the capability. */
export interface PaymentLinksTable {
  id: string;
  store_id: string;
  price: number;
  currency: string;
  description: string;
  status: 'active' | 'inactive';
  created_at: Timestamp;
}

export type PaymentIntentStatus = 'initiated' | 'successful' | 'expired' | 'failed';

/** Issue 13: a shopper's attempt to pay a payment request with one method (002 §3, §4). */
export interface PaymentIntentsTable {
  id: string;
  payment_request_id: string;
  store_id: string;
  /** Who created it (a guest session's user too): owner of the rail transactions. */
  user_id: string;
  user_email: string;
  payment_method: string;
  price: number;
  currency: string;
  status: PaymentIntentStatus;
  expiration_date: Timestamp;
  transaction_id: string | null;
  created_at: Timestamp;
}

/** Issue 13: the receipt of a paid intent (002 §3 Invoice), written with the intent's success. */
export interface InvoicesTable {
  id: string;
  payment_intent_id: string;
  payment_request_id: string;
  store_id: string;
  currency: string;
  reference_currency: string | null;
  total_gross_amount: number;
  reference_total_gross_amount: number | null;
  payment_method: string;
  payer_email: string;
  /** The signed-in payer's name and last name, and RUT, as her profile had them when she paid. */
  payer_name: string | null;
  payer_rut: string | null;
  description: string;
  created_at: Timestamp;
}

export type RailProvider = 'webpay-plus' | 'khipu' | 'mercado-pago';

/**
 * Issue 13: the simulated providers' own ledger. One row per provider payment (Webpay Plus token,
 * Khipu payment id, Mercado Pago preference id); `status` is what the provider knows, `settled_at`
 * when the sandbox applied it to the transaction and its target (once).
 */
export interface ProviderPaymentsTable {
  id: string;
  provider: RailProvider;
  store_id: string;
  user_id: string;
  transaction_id: string;
  subscription_id: string | null;
  payment_intent_id: string | null;
  /** The subscription payment chosen at creation (retry, reactivate, prepay). */
  action: string | null;
  amount: number;
  currency: string;
  status: string;
  return_urls: Json<Record<string, string>>;
  session_id: string;
  notification_token: string | null;
  provider_payment_id: string | null;
  committed_answer: Json<JsonObject | null>;
  settled_at: NullableTimestamp;
  outcome: string | null;
  created_at: Timestamp;
}
