// Sliding-window counters in this process's memory: the brakes on password guessing, code
// requests and e-mail checks (issue 10). The sandbox is one process; a deployment of several
// would keep these counters in a shared store instead. A reset of the sandbox empties them.
export interface RateLimits {
  /** Records one event under the key; false when that makes more than `max` in the window. */
  take(key: string, max: number, windowMs: number): boolean;
  /** Events under the key within the window, without recording one. */
  count(key: string, windowMs: number): number;
  /** Forgets the key (a successful sign-in clears its failures). */
  clear(key: string): void;
  /** Forgets everything. */
  reset(): void;
  /** Multiplies every per-client limit (the test stack's browsers all come from one address). */
  readonly clientFactor: number;
}

/** Keys kept at most; the oldest go first, so a flood of distinct keys cannot grow memory. */
const MAX_KEYS = 100_000;

export function createRateLimits(clientFactor = 1, now: () => number = Date.now): RateLimits {
  const events = new Map<string, number[]>();
  const recent = (key: string, windowMs: number) => {
    const since = now() - windowMs;
    const kept = (events.get(key) ?? []).filter((at) => at > since);
    if (kept.length) events.set(key, kept);
    else events.delete(key);
    return kept;
  };
  return {
    clientFactor,
    take(key, max, windowMs) {
      const kept = recent(key, windowMs);
      kept.push(now());
      events.delete(key); // re-insert: Map order is age order
      events.set(key, kept);
      if (events.size > MAX_KEYS) events.delete(events.keys().next().value as string);
      return kept.length <= max;
    },
    count: (key, windowMs) => recent(key, windowMs).length,
    clear: (key) => void events.delete(key),
    reset: () => events.clear(),
  };
}
