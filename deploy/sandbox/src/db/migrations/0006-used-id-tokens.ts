// Issue 10 (Google sign-in): an ID token signs in once. Its `jti` is kept until the token expires,
// so a token replayed (intercepted, or resent from history) is refused.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table used_id_tokens (
     jti text primary key,
     expires_at timestamptz not null,
     used_at timestamptz not null default now())`,
  `create index used_id_tokens_expires_idx on used_id_tokens (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
