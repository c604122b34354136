// Issue 12 "Price changes as consent": every opt-in or opt-out of a subscription item's price change
// (001 §4 "an opt-in toggle. On means it stays subscribed; off means the item is removed and not
// charged in the next period") is kept with its date, the price it answered and who gave it, so the
// subscription's history can show what the shopper agreed to. Rows are only ever added.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table price_consents (
     id bigserial primary key,
     subscription_id text not null references subscriptions (id) on delete cascade,
     user_id text not null,
     product_id text not null,
     product_name text not null,
     opt_in boolean not null,
     new_price double precision not null,
     currency text not null,
     price_deployment_at timestamptz,
     created_at timestamptz not null default now())`,
  `create index price_consents_subscription_idx on price_consents (subscription_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
