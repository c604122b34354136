// Issue 13 (fast checkout, 001 §2 "Fast checkout", §7 `createApiCheckoutSub | token, storeId |
// list`): a merchant's API checkout, reached by a random single-purpose token kept only hashed.
// `subscription_ids` is written in the same transaction that creates the subscriptions, under the
// row's lock, so a repeat (or a race) of the create answers the same list instead of a second one.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table api_checkouts (
     id text primary key,
     token_hash text not null unique,
     store_id text not null references stores (id) on delete cascade,
     user_id text not null references users (id) on delete cascade,
     lines jsonb not null,
     billing_frequency integer not null,
     payday timestamptz not null,
     callback_url text,
     error_url text,
     expires_at timestamptz not null,
     subscription_ids jsonb,
     used_at timestamptz,
     created_at timestamptz not null default now())`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
