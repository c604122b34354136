// Kysely's view of the tables created by ./migrations. jsonb columns are written as JSON text
// (node-postgres would turn a JS array into a PostgreSQL array literal) and read back parsed.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** jsonb: read as T, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type JsonObject = Record<string, unknown>;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface StoresTable {
  id: string;
  name: string;
  domain: string | null;
  active: boolean;
  template_id: string;
  service_type: 'deliverable' | 'service';
  payment_methods: Json<string[]>;
  /** The rest of the Store document (spec 000 §3), with `{sandbox}`/`{shell}` URL placeholders. */
  doc: Json<JsonObject>;
  position: number;
}

export interface TemplatesTable {
  id: string;
  doc: Json<JsonObject>;
}

export interface PoliciesTable {
  store_id: string;
  doc: Json<JsonObject>;
}

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  name: string | null;
  last_name: string | null;
  phone: string | null;
  phone_prefix: string | null;
  rut: string | null;
  is_guest: boolean;
  guest_id: string | null;
  addresses: Json<JsonObject[]>;
  /** Proven by a code, a recovery link, a merchant's link or Google; a password sign-up is not. */
  email_verified: Generated<boolean>;
  created_at: Timestamp;
}

/** The stores an account has entered (signed up or signed in at). */
export interface StoreMembersTable {
  store_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** One sign-in (the `sid` claim): every token of it dies when it is revoked. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: string;
  store_id: string;
  name: string;
  parent_id: string | null;
  /** Ancestor ids and own id, each followed by '/': descendants share the prefix. */
  path: string;
  depth: number;
  active: boolean;
  position: number;
}

export interface ProductsTable {
  id: string;
  store_id: string;
  sku: string;
  name: string;
  /** Lower-case name without accents: a sort key that orders the same on every collation. */
  sort_name: string;
  brand: string;
  active: boolean;
  hidden: boolean;
  stock: number | null;
  full_stock: number | null;
  default_price: number;
  currency: string;
  category_id: string | null;
  product_family_id: string | null;
  /** Lower-case name, sku and brand without accents, for the search filter. */
  search_text: string;
  doc: Json<JsonObject>;
  position: number;
}

export interface CartsTable {
  id: string;
  store_id: string;
  guest_id: string | null;
  user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  id: string;
  cart_id: string;
  product_id: string;
  quantity: number;
  billing_type: string;
  labels: Json<unknown[]>;
  expiration_cycles: number | null;
  base_payday: string | null;
  custom_price: number | null;
  position: Generated<string>;
}

export interface CardsTable {
  id: string;
  store_id: string;
  user_id: string;
  brand: string;
  type: string;
  digits: string;
  created_at: Timestamp;
}

export interface CardInscriptionsTable {
  token: string;
  store_id: string;
  user_id: string;
  return_url: string;
  status: 'started' | 'succeeded' | 'failed' | 'confirmed';
  brand: string | null;
  type: string | null;
  digits: string | null;
  card_id: string | null;
  created_at: Timestamp;
}

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

export interface OutboxTable {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  created_at: Timestamp;
}

/** A mailed one-time code (only its HMAC is kept). The newest row of an e-mail supersedes the others. */
export interface OtpCodesTable {
  id: string;
  email: string;
  store_id: string;
  code_hash: string;
  sent_at: Timestamp;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  status: ColumnType<
    'active' | 'used' | 'burned' | 'superseded',
    'active' | undefined,
    'active' | 'used' | 'burned' | 'superseded'
  >;
  created_at: Timestamp;
}

/** A password-recovery link; rows for unknown e-mails (user_id null) only count for the rate limit. */
export interface RecoverTokensTable {
  token_hash: string;
  email: string;
  user_id: string | null;
  store_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
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

/** A bypass / access token link minted by the merchant (scene /sandbox/loginLinks). */
export interface LoginLinksTable {
  token_hash: string;
  type: string | null;
  email: string;
  store_id: string;
  callback_url: string | null;
  error_url: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** Issue 36: when a sign-in used it (each link signs in once); null while unused. */
  used_at: NullableTimestamp;
}

/**
 * The `jti` of every Google ID token that signed in, until it expires: a replay is refused. Not a
 * data table: a reset keeps it, so a token used before the reset stays used.
 */
export interface UsedIdTokensTable {
  jti: string;
  expires_at: Timestamp;
  used_at: Timestamp;
}

export interface PayersTable {
  id: string;
  user_id: string;
  store_id: string;
  name: string | null;
  last_name: string | null;
  email: string | null;
  active: boolean;
  billing: Json<{ taxId?: string | null }>;
  company: Json<{ rut?: string | null; address?: string | null }>;
  created_at: Timestamp;
}

/** Issue 11: what the analytics collector received (POST /v1/analytics/events). */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  store_id: string;
  type: 'identify' | 'track' | 'page';
  event: string | null;
  user_id: string | null;
  anonymous_id: string | null;
  properties: Json<JsonObject>;
  received_at: Timestamp;
}

/** Issue 11: the CLP 50 charge made when a card is inscribed, and its automatic refund (001 §9). */
export interface CardVerificationsTable {
  id: string;
  inscription_token: string;
  card_id: string;
  store_id: string;
  user_id: string;
  amount: number;
  currency: string;
  charged_at: Timestamp;
  refunded_at: NullableTimestamp;
  status: 'charged' | 'refunded';
}

/** A shipping quote (spec 001 §7 GET shippings/getPrice); its id is a hash of the inputs. */
export interface ShippingsTable {
  id: string;
  store_id: string;
  commune: string;
  currency: string;
  amount: number;
  price: number;
  created_at: Timestamp;
}

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

/** Issue 12: the calendar feed link of a shopper in a store (migration 0009). */
export interface CalendarLinksTable {
  user_id: string;
  store_id: string;
  version: number;
  token_hash: string;
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

/** The answer of a successful carts/process, stored under the caller's Idempotency-Key. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: Json<JsonObject | null>;
  created_at: Timestamp;
}

export interface Database {
  settings: SettingsTable;
  stores: StoresTable;
  templates: TemplatesTable;
  policies: PoliciesTable;
  users: UsersTable;
  store_members: StoreMembersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  categories: CategoriesTable;
  products: ProductsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  cards: CardsTable;
  card_inscriptions: CardInscriptionsTable;
  payment_requests: PaymentRequestsTable;
  subscriptions: SubscriptionsTable;
  charges: ChargesTable;
  services: ServicesTable;
  outbox: OutboxTable;
  otp_codes: OtpCodesTable;
  recover_tokens: RecoverTokensTable;
  login_links: LoginLinksTable;
  payers: PayersTable;
  used_id_tokens: UsedIdTokensTable;
  analytics_events: AnalyticsEventsTable;
  card_verifications: CardVerificationsTable;
  shippings: ShippingsTable;
  deliveries: DeliveriesTable;
  transactions: TransactionsTable;
  idempotency_keys: IdempotencyKeysTable;
  calendar_links: CalendarLinksTable;
  price_consents: PriceConsentsTable;
  payment_links: PaymentLinksTable;
  payment_intents: PaymentIntentsTable;
  invoices: InvoicesTable;
  provider_payments: ProviderPaymentsTable;
  api_checkouts: ApiCheckoutsTable;
}

export type Db = Kysely<Database>;
/** A database handle or an open transaction: seed and reset code takes either. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

/** Tables a reset empties (every table but settings, which keeps the token secret). */
export const DATA_TABLES = [
  'api_checkouts',
  'provider_payments',
  'invoices',
  'payment_intents',
  'payment_links',
  'calendar_links',
  'price_consents',
  'analytics_events',
  'card_verifications',
  'idempotency_keys',
  'transactions',
  'deliveries',
  'shippings',
  'otp_codes',
  'recover_tokens',
  'login_links',
  'payers',
  'outbox',
  'charges',
  'services',
  'subscriptions',
  'payment_requests',
  'card_inscriptions',
  'cards',
  'cart_lines',
  'carts',
  'products',
  'categories',
  'refresh_tokens',
  'sessions',
  'store_members',
  'users',
  'policies',
  'stores',
  'templates',
] as const;
