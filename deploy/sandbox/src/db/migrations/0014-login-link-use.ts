// Issue 36: a login link (bypass, or the access-token link of verifyCode) signs in once. The
// sign-in that uses it stamps `used_at` with a conditional update in its own transaction (only a
// row still unused, unexpired, of the right kind is claimed), so of two uses, even simultaneous
// ones on a PostgreSQL server, one wins.
import { sql, type Kysely } from 'kysely';

const statements = [`alter table login_links add column used_at timestamptz`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
