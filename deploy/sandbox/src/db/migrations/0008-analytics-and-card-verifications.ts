// Issue 11: the analytics collector's events (spec 000 §2, 001 §7 "Every event-tracking call goes
// to an analytics service") and the CLP 50 card verification charge with its refund (001 §9),
// one row per confirmed inscription (the unique token makes a repeated or raced confirm record
// it once).
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table analytics_events (
     id bigserial primary key,
     store_id text not null,
     type text not null check (type in ('identify', 'track', 'page')),
     event text,
     user_id text,
     anonymous_id text,
     properties jsonb not null default '{}'::jsonb,
     received_at timestamptz not null default now())`,
  `create index analytics_events_store_idx on analytics_events (store_id, id)`,
  `create table card_verifications (
     id text primary key,
     inscription_token text not null unique,
     card_id text not null references cards (id) on delete cascade,
     store_id text not null,
     user_id text not null,
     amount integer not null check (amount > 0),
     currency text not null,
     charged_at timestamptz not null,
     refunded_at timestamptz,
     status text not null check (status in ('charged', 'refunded')))`,
  `create index card_verifications_card_idx on card_verifications (card_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
