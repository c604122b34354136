// Sliding-window counters: the brakes on password guessing, code requests and e-mail checks
// (issue 10). Issue 42: they live in the database (table `brakes`, migration 0017), so every
// sandbox process on one database counts against the same limit, and a restart lifts no lock. A
// reset of the sandbox empties them (a data table).
//
// Two tables (the row's `kind`), each bounded so that a flood of distinct keys cannot grow them
// without end (issue 36: one shared table that dropped its oldest key let 100,500 requests from new
// addresses lift an account's lock). They differ in what a full table gives up:
// - `clients` (keys per client address): the entry touched longest ago goes. Forgetting an old
//   address's count helps only whoever holds 100,000 fresh addresses, whom a per-address brake
//   could not stop anyway.
// - `accounts` (keys per e-mail): an entry at its limit (a live lock) is never evicted. The entry
//   touched longest ago among those below their limit goes; when every entry is a live lock, a
//   new key is refused (`take` answers false) until a lock's window slides. So nothing another
//   client sends can lift an account's lock.
// Each take runs in a transaction holding its key's row, so takes racing on one key (two
// processes, or one server's concurrent requests) all count.
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../db/schema/index';

type Kind = 'clients' | 'accounts';

export interface BrakeTable {
  /** Records one event under the key; false when that makes more than `max` in the window. */
  take(key: string, max: number, windowMs: number): Promise<boolean>;
  /** Events under the key within the window, without recording one. */
  count(key: string, windowMs: number): Promise<number>;
  /** Forgets the key (a successful sign-in clears its failures). */
  clear(key: string): Promise<void>;
  /** Keys held now (at most the table's bound). */
  size(): Promise<number>;
}

export interface RateLimits {
  /** Per-client counters (key: kind and address). */
  readonly clients: BrakeTable;
  /** Per-account counters (key: the e-mail); a live lock is never evicted. */
  readonly accounts: BrakeTable;
  /** Forgets everything. */
  reset(): Promise<void>;
  /** Multiplies every per-client limit (the test stack's browsers all come from one address). */
  readonly clientFactor: number;
}

/** Keys each table keeps at most. */
export const BRAKE_TABLE_KEYS = 100_000;

const recent = (at: number[], windowMs: number, time: number) =>
  at.filter((event) => event > time - windowMs);

/** At its limit: the next take within the window would be refused (SQL over a row of `brakes`). */
const isLiveLock = (time: number) =>
  sql<boolean>`(max > 0 and jsonb_array_length(at) >= max
    and (at ->> (jsonb_array_length(at) - max))::bigint > ${time}::bigint - window_ms)`;

function createTable(db: Db, kind: Kind, maxKeys: number, now: () => number): BrakeTable {
  const rows = (executor: DbExecutor) => executor.selectFrom('brakes').where('kind', '=', kind);

  /** Evicts one entry to make room for a new key; false when none may go. */
  async function makeRoom(trx: DbExecutor, time: number): Promise<boolean> {
    const held = await rows(trx)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(held.n) < maxKeys) return true;
    let oldest = rows(trx).select('key').orderBy('touched_at').limit(1);
    if (kind === 'accounts') oldest = oldest.where(sql<boolean>`not ${isLiveLock(time)}`);
    const gone = await trx
      .deleteFrom('brakes')
      .where('kind', '=', kind)
      .where('key', '=', (eb) => eb.selectFrom(oldest.as('oldest')).select('oldest.key'))
      .executeTakeFirst();
    return Number(gone.numDeletedRows) > 0;
  }

  return {
    take: (key, max, windowMs) =>
      db.transaction().execute(async (trx) => {
        const time = now();
        const held = () =>
          rows(trx).select('at').where('key', '=', key).forUpdate().executeTakeFirst();
        let row = await held();
        if (!row) {
          if (!(await makeRoom(trx, time))) return false;
          await trx
            .insertInto('brakes')
            .values({ kind, key, at: '[]', max, window_ms: windowMs, touched_at: time })
            .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
            .execute();
          row = await held();
        }
        const at = recent(row?.at ?? [], windowMs, time);
        at.push(time);
        if (at.length > max + 1) at.splice(0, at.length - (max + 1));
        await trx
          .updateTable('brakes')
          .set({ at: JSON.stringify(at), max, window_ms: windowMs, touched_at: time })
          .where('kind', '=', kind)
          .where('key', '=', key)
          .execute();
        return at.length <= max;
      }),
    async count(key, windowMs) {
      const row = await rows(db).select('at').where('key', '=', key).executeTakeFirst();
      return row ? recent(row.at, windowMs, now()).length : 0;
    },
    async clear(key) {
      await db.deleteFrom('brakes').where('kind', '=', kind).where('key', '=', key).execute();
    },
    async size() {
      const row = await rows(db)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export function createRateLimits(
  db: Db,
  clientFactor = 1,
  now: () => number = Date.now,
  maxKeys: number = BRAKE_TABLE_KEYS,
): RateLimits {
  return {
    clientFactor,
    clients: createTable(db, 'clients', maxKeys, now),
    accounts: createTable(db, 'accounts', maxKeys, now),
    reset: async () => {
      await db.deleteFrom('brakes').execute();
    },
  };
}
