// Issue 42: the brakes (brakes/rate-limits.ts) move from one process's memory into the database, so
// two sandbox processes on one database enforce one limit, and a restart no longer lifts a lock.
// A row per key and table: the newest max + 1 event times (ms), the limit and window they were
// taken under (a live lock is told from them), and the last event's time (eviction order).
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table brakes (
     kind text not null,
     key text not null,
     at jsonb not null,
     max integer not null,
     window_ms integer not null,
     touched_at bigint not null,
     primary key (kind, key)
   )`,
  `create index brakes_touched_idx on brakes (kind, touched_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
