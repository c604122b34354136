// Whether a request wrote to the database: PostgreSQL gives a transaction id only to a
// transaction that writes, so the snapshot's xmax (the next id to hand out) moves exactly when
// something wrote (even a write rolled back). Read-only requests leave it where it was.
import { sql } from 'kysely';
import type { Db } from '../../src/db/schema/index';

export async function writeMark(db: Db): Promise<string> {
  const result = await sql<{
    mark: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`.execute(db);
  return result.rows[0]!.mark;
}
