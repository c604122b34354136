// Issue 13 (payments): payment links, the payment intents of a payment request (002 §3, §4), the
// invoice written when an intent is paid, and the simulated providers' own ledger of Webpay Plus,
// Khipu and Mercado Pago payments. A rail's charge is a `transactions` row without a card.
//  - one `initiated` intent per request (partial unique index): racing creates make one intent;
//  - one pending request per shopper and link (partial unique index): get-or-create is a race-free
//    insert … on conflict do nothing;
//  - one invoice per intent (unique): settling twice cannot bill twice.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table payment_links (
     id text primary key,
     store_id text not null references stores (id) on delete cascade,
     price double precision not null,
     currency text not null,
     description text not null,
     status text not null,
     created_at timestamptz not null default now())`,
  `alter table payment_requests add column payment_link_id text references payment_links (id) on delete cascade`,
  `create unique index payment_requests_link_pending_idx on payment_requests (payment_link_id, user_id)
     where payment_link_id is not null and status = 'pending'`,
  `create table payment_intents (
     id text primary key,
     payment_request_id text not null references payment_requests (id) on delete cascade,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     user_email text not null,
     payment_method text not null,
     price double precision not null,
     currency text not null,
     status text not null,
     expiration_date timestamptz not null,
     transaction_id text,
     created_at timestamptz not null default now())`,
  `create unique index payment_intents_one_initiated_idx on payment_intents (payment_request_id)
     where status = 'initiated'`,
  `create index payment_intents_request_idx on payment_intents (payment_request_id, created_at desc)`,
  `create table invoices (
     id text primary key,
     payment_intent_id text not null unique references payment_intents (id) on delete cascade,
     payment_request_id text not null references payment_requests (id) on delete cascade,
     store_id text not null references stores (id) on delete cascade,
     currency text not null,
     reference_currency text,
     total_gross_amount double precision not null,
     reference_total_gross_amount double precision,
     payment_method text not null,
     payer_email text not null,
     description text not null,
     created_at timestamptz not null default now())`,
  `alter table transactions alter column card_id drop not null`,
  `alter table transactions add column payment_intent_id text`,
  `create table provider_payments (
     id text primary key,
     provider text not null,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     transaction_id text not null references transactions (id) on delete cascade,
     subscription_id text references subscriptions (id) on delete cascade,
     payment_intent_id text references payment_intents (id) on delete cascade,
     action text,
     amount double precision not null,
     currency text not null,
     status text not null,
     return_urls jsonb not null,
     session_id text not null,
     notification_token text unique,
     provider_payment_id text unique,
     committed_answer jsonb,
     settled_at timestamptz,
     outcome text,
     created_at timestamptz not null default now())`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
