// Kysely's view of the tables created by ../migrations, one file per area, put together here as
// the one `Database`. jsonb columns are written as JSON text and read back parsed (column-types.ts).
import type { Kysely, Transaction } from 'kysely';
import type {
  SettingsTable,
  StoresTable,
  TemplatesTable,
  PoliciesTable,
  AnalyticsEventsTable,
} from './stores';
import type {
  UsersTable,
  StoreMembersTable,
  SessionsTable,
  RefreshTokensTable,
  OtpCodesTable,
  RecoverTokensTable,
  LoginLinksTable,
  UsedIdTokensTable,
  OutboxTable,
  PayersTable,
  BrakesTable,
} from './accounts';
import type {
  CategoriesTable,
  ProductsTable,
  CartsTable,
  CartLinesTable,
  ShippingsTable,
} from './shopping';
import type { CardsTable, CardInscriptionsTable, CardVerificationsTable } from './cards';
import type {
  SubscriptionsTable,
  ChargesTable,
  ServicesTable,
  PriceConsentsTable,
  CalendarLinksTable,
  ApiCheckoutsTable,
} from './subscriptions';
import type { DeliveriesTable, TransactionsTable, IdempotencyKeysTable } from './orders';
import type {
  PaymentRequestsTable,
  PaymentLinksTable,
  PaymentIntentsTable,
  InvoicesTable,
  ProviderPaymentsTable,
} from './payments';

export type * from './column-types';
export type * from './stores';
export type * from './accounts';
export type * from './shopping';
export type * from './cards';
export type * from './subscriptions';
export type * from './orders';
export type * from './payments';

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
  brakes: BrakesTable;
}

export type Db = Kysely<Database>;
/** A database handle or an open transaction: seed and reset code takes either. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

/** Tables a reset empties (every table but settings, which keeps the token secret). */
export const DATA_TABLES = [
  'brakes',
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
