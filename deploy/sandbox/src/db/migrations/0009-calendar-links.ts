// Issue 12: the calendar feed's capability link, one per shopper and store. The token itself is
// never stored: it is an HMAC of user, store and `version` keyed by the server secret (so the same
// link is handed out again), and only its sha256 is kept to find the feed. A rotation bumps the
// version and replaces the hash, so the old URL dies.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table calendar_links (
     user_id text not null references users (id) on delete cascade,
     store_id text not null references stores (id) on delete cascade,
     version integer not null,
     token_hash text not null unique,
     created_at timestamptz not null default now(),
     primary key (user_id, store_id))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
