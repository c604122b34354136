// Subscriptions and what hangs on them: charges (their instalments are subscriptions), services,
// price consents, calendar feed links and merchants' API checkouts.
import type { ColumnType, Generated } from 'kysely';
import type { Json, JsonObject, NullableTimestamp, Timestamp } from './column-types';

export interface SubscriptionsTable {
  id: string;
  store_id: string;
  user_id: string;
  status: string;
  card_id: string | null;
  type: 'single' | 'recurring';
  billing_frequency: number;
  payday: Timestamp;
  paused_until: NullableTimestamp;
  price: number;
  currency: string;
  products: Json<JsonObject[]>;
  /** The rest of the Subscription document (spec 001 §3). */
  doc: Json<JsonObject>;
  created_at: Timestamp;
}

export interface ChargesTable {
  id: string;
  store_id: string;
  user_id: string;
  name: string;
  status: 'pending' | 'approved' | 'rejected' | 'completed';
  total_price: number;
  currency: string;
  card_id: string | null;
  /** Issue 14: the approval's choice, 'recurring' (Pago Automático) or 'single' (Pago Manual). */
  payment_type: ColumnType<
    'recurring' | 'single' | null,
    'recurring' | 'single' | null | undefined
  >;
  approved_at: NullableTimestamp;
  /** Issue 14: the service a hire made this charge from. */
  service_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** description, files (the instalments are subscriptions whose doc.chargeId is this id). */
  doc: Json<JsonObject>;
  created_at: Timestamp;
}

/** Issue 14: a service a shopper can hire (002 §3 Service). */
export interface ServicesTable {
  id: string;
  store_id: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  active: boolean;
  /** How many instalments a hire makes (002 §9 "price / installments (1)"). */
  installments: number;
  created_at: Timestamp;
}

/** One opt-in or opt-out of a subscription item's price change (issue 12 "Price changes as consent"). */
export interface PriceConsentsTable {
  id: Generated<string>;
  subscription_id: string;
  user_id: string;
  product_id: string;
  product_name: string;
  opt_in: boolean;
  new_price: number;
  currency: string;
  price_deployment_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Issue 12: the calendar feed link of a shopper in a store (migration 0009). */
export interface CalendarLinksTable {
  user_id: string;
  store_id: string;
  version: number;
  token_hash: string;
  created_at: Timestamp;
}

/** A merchant's API checkout (fast checkout, issue 13): what the token buys, once. */
export interface ApiCheckoutsTable {
  id: string;
  token_hash: string;
  store_id: string;
  user_id: string;
  lines: Json<{ productId: string; quantity: number }[]>;
  billing_frequency: number;
  payday: Timestamp;
  callback_url: string | null;
  error_url: string | null;
  expires_at: Timestamp;
  /** The subscriptions it created (null until the shopper's first create). */
  subscription_ids: ColumnType<string[] | null, string | null, string | null>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}
