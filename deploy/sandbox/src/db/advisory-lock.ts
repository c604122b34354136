// Transaction-scoped advisory locks: they queue requests about one thing (a shopper's cart, an
// e-mail being registered, a reset) until the holder's transaction ends. Needed on a PostgreSQL
// server, where requests run side by side; PGlite runs one at a time and never waits here.
import { sql } from 'kysely';
import type { DbExecutor } from './schema/index';

/** Waits for, then holds until the transaction ends, the lock named `key` (64-bit hash). */
export async function lockKey(trx: DbExecutor, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
