// Issue 11 (checkout): what carts/process creates besides subscriptions. Shipping quotes (a
// deterministic id per store, commune, currency and amount, so repeated quotes add no rows),
// orders of single purchases (deliveries, spec 002 §3), the simulated Oneclick charges
// (transactions) and the idempotency keys of process calls. The unique key (user_id, key) is what
// makes concurrent identical calls create one set of subscriptions: the losers wait on it and
// replay the stored answer.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table shippings (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     commune text not null,
     currency text not null,
     amount double precision not null,
     price double precision not null,
     created_at timestamptz not null default now())`,
  `create sequence delivery_number_seq start 1001`,
  `create table deliveries (
     id text primary key,
     delivery_number integer not null unique,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     subscription_id text not null references subscriptions (id) on delete cascade,
     status text not null,
     price double precision not null,
     delivery_price double precision not null,
     total_price double precision not null,
     currency text not null,
     products jsonb not null,
     contact jsonb not null,
     created_at timestamptz not null default now())`,
  // Owned by the column: a reset's "truncate … restart identity" starts the numbers again.
  `alter sequence delivery_number_seq owned by deliveries.delivery_number`,
  `create index deliveries_user_idx on deliveries (user_id, store_id, created_at desc)`,
  `create table transactions (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     card_id text not null,
     kind text not null,
     status text not null,
     amount double precision not null,
     currency text not null,
     issuer_fees integer not null default 0,
     subscription_ids jsonb not null,
     delivery_ids jsonb not null,
     idempotency_key text,
     created_at timestamptz not null default now())`,
  `create index transactions_user_idx on transactions (user_id, store_id)`,
  `create table idempotency_keys (
     user_id text not null references users (id) on delete cascade,
     key text not null,
     request_hash text not null,
     status_code integer,
     response jsonb,
     created_at timestamptz not null default now(),
     primary key (user_id, key))`,
  // Stock never goes negative, whatever a bug or a race might try.
  `alter table products add constraint products_stock_not_negative check (stock is null or stock >= 0)`,
  `create index subscriptions_list_idx on subscriptions (user_id, store_id, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
