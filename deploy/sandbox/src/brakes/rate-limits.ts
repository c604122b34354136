// Sliding-window counters in this process's memory: the brakes on password guessing, code
// requests and e-mail checks (issue 10). The sandbox is one process; a deployment of several
// would keep these counters in a shared store instead. A reset of the sandbox empties them.
//
// Two tables, each bounded so that a flood of distinct keys cannot grow memory (issue 36: one
// shared table that dropped its oldest key let 100,500 requests from new addresses lift an
// account's lock). They differ in what a full table gives up:
// - `clients` (keys per client address): the entry touched longest ago goes. Forgetting an old
//   address's count helps only whoever holds 100,000 fresh addresses, whom a per-address brake
//   could not stop anyway.
// - `accounts` (keys per e-mail): an entry at its limit (a live lock) is never evicted. The entry
//   touched longest ago among those below their limit goes; when every entry is a live lock, a
//   new key is refused (`take` answers false) until a lock's window slides. So nothing another
//   client sends can lift an account's lock.
export interface BrakeTable {
  /** Records one event under the key; false when that makes more than `max` in the window. */
  take(key: string, max: number, windowMs: number): boolean;
  /** Events under the key within the window, without recording one. */
  count(key: string, windowMs: number): number;
  /** Forgets the key (a successful sign-in clears its failures). */
  clear(key: string): void;
  /** Keys held now (at most the table's bound). */
  readonly size: number;
}

export interface RateLimits {
  /** Per-client counters (key: kind and address). */
  readonly clients: BrakeTable;
  /** Per-account counters (key: the e-mail); a live lock is never evicted. */
  readonly accounts: BrakeTable;
  /** Forgets everything. */
  reset(): void;
  /** Multiplies every per-client limit (the test stack's browsers all come from one address). */
  readonly clientFactor: number;
}

/** Keys each table keeps at most. */
export const BRAKE_TABLE_KEYS = 100_000;

interface Entry {
  /** Event times, oldest first; only the newest max + 1 are kept (enough to tell "more than max"). */
  at: number[];
  max: number;
  windowMs: number;
}

/** At its limit: the next take within the window would be refused. */
const isLiveLock = (entry: Entry, now: number) =>
  entry.max > 0 &&
  entry.at.length >= entry.max &&
  entry.at[entry.at.length - entry.max]! > now - entry.windowMs;

function createTable(
  maxKeys: number,
  now: () => number,
  keepLiveLocks: boolean,
): BrakeTable & { reset(): void } {
  // Map order is age order: a key is re-inserted whenever an event is recorded under it.
  const entries = new Map<string, Entry>();
  const recent = (at: number[], windowMs: number, time: number) =>
    at.filter((event) => event > time - windowMs);

  /** Evicts one entry to make room for a new key; false when none may go. */
  const makeRoom = (time: number): boolean => {
    for (const [key, entry] of entries) {
      if (keepLiveLocks && isLiveLock(entry, time)) continue;
      entries.delete(key);
      return true;
    }
    return false;
  };

  return {
    take(key, max, windowMs) {
      const time = now();
      const entry = entries.get(key);
      if (entry) entries.delete(key);
      else if (entries.size >= maxKeys && !makeRoom(time)) return false;
      const at = recent(entry?.at ?? [], windowMs, time);
      at.push(time);
      if (at.length > max + 1) at.splice(0, at.length - (max + 1));
      entries.set(key, { at, max, windowMs });
      return at.length <= max;
    },
    count(key, windowMs) {
      const entry = entries.get(key);
      if (!entry) return 0;
      const at = recent(entry.at, windowMs, now());
      if (at.length) entry.at = at;
      else entries.delete(key);
      return at.length;
    },
    clear: (key) => void entries.delete(key),
    reset: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

export function createRateLimits(
  clientFactor = 1,
  now: () => number = Date.now,
  maxKeys: number = BRAKE_TABLE_KEYS,
): RateLimits {
  const clients = createTable(maxKeys, now, false);
  const accounts = createTable(maxKeys, now, true);
  return {
    clientFactor,
    clients,
    accounts,
    reset: () => {
      clients.reset();
      accounts.reset();
    },
  };
}
