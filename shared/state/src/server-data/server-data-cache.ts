// The page's one cache of server data (issue 11: one way to load and change server data). A small
// store of our own instead of TanStack Query: the product needs keyed loads shared between
// components, de-duplicated requests, newest-load-wins, quiet reloads, invalidation after a change
// and a snapshot a server render can hand to the browser — about 1 KB, where the library would add
// ~12 KB gzipped to every route's shell (the bundle budget forbids existing routes growing).
// Framework-free: React binds to it through its subscriptions, re-rendering readers in a
// transition (use-server-data-many.ts).

import type { ServerDataKey, ServerDataPrefix } from './keys';

export type { ServerDataKey, ServerDataPrefix } from './keys';

/** Any key as the cache stores it (its JSON is the entry's id). */
export type RawKey = readonly (string | number | boolean | null | undefined)[];

export type ServerDataEntry<T = unknown> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

export type ServerDataSnapshot = Record<string, unknown>;

/**
 * The cache, typed by its keys: the page's reads (keys.ts) unless a test of the cache itself
 * names its own (`createServerDataCache<RawKey, RawKey>()`).
 */
export interface ServerDataCache<
  K extends RawKey = ServerDataKey,
  P extends RawKey = ServerDataPrefix,
> {
  read<T>(key: K): ServerDataEntry<T> | undefined;
  /** Loads unless a load of this key is in flight (then joins it). `force` starts a newer one. */
  load<T>(
    key: K,
    loader: () => Promise<T>,
    options?: { force?: boolean; quiet?: boolean },
  ): Promise<T>;
  /**
   * Loads a key before its screen reads it (a route's prefetch, issue 15: the data's request
   * starts with the page's code instead of after its first render). Only when absent or stale; the
   * answer counts as fresh for the first reader that claims it (claimPrefetch).
   */
  prefetch<T>(key: K, loader: () => Promise<T>): void;
  /**
   * True once for a key a prefetch loaded within PREFETCH_FRESH_MS: a reader that revalidates on
   * mount skips that load (a hover's prefetch long before the click is read again).
   */
  claimPrefetch(key: K): boolean;
  /** Writes data the caller already has (the answer of a change), as if loaded. */
  write<T>(key: K, data: T): void;
  /** Marks every entry whose key starts with `prefix` stale: mounted readers load it again. */
  invalidate(prefix: P): void;
  subscribe(key: K, listener: () => void): () => void;
  /** Ready entries, for a server render to embed in the page. */
  dehydrate(): ServerDataSnapshot;
  hydrate(snapshot: ServerDataSnapshot): void;
  isStale(key: K): boolean;
}

export const keyId = (key: RawKey): string => JSON.stringify(key);

/** How long a prefetched answer counts as fresh for the first reader that claims it. */
export const PREFETCH_FRESH_MS = 30_000;

export function createServerDataCache<
  K extends RawKey = ServerDataKey,
  P extends RawKey = ServerDataPrefix,
>(initial?: ServerDataSnapshot): ServerDataCache<K, P> {
  const entries = new Map<string, ServerDataEntry>();
  const inFlight = new Map<string, { run: number; promise: Promise<unknown> }>();
  const runs = new Map<string, number>();
  const stale = new Set<string>();
  const listeners = new Map<string, Set<() => void>>();
  /** When each key's prefetch started. */
  const prefetched = new Map<string, number>();

  const notify = (id: string) => listeners.get(id)?.forEach((listener) => listener());
  const set = (id: string, entry: ServerDataEntry) => {
    entries.set(id, entry);
    notify(id);
  };

  const cache: ServerDataCache<K, P> = {
    read: <T>(key: K) => entries.get(keyId(key)) as ServerDataEntry<T> | undefined,

    load<T>(key: K, loader: () => Promise<T>, options: { force?: boolean; quiet?: boolean } = {}) {
      const id = keyId(key);
      const pending = inFlight.get(id);
      if (pending && !options.force) return pending.promise as Promise<T>;
      const run = (runs.get(id) ?? 0) + 1;
      runs.set(id, run);
      stale.delete(id);
      const previous = entries.get(id);
      if (!options.quiet || previous === undefined)
        set(id, { status: 'loading', data: previous?.data });
      // Settled before readers hear of it: a reader that loads again at once starts a new load.
      const settle = () => {
        if (inFlight.get(id)?.run === run) inFlight.delete(id);
      };
      const promise = loader().then(
        (data) => {
          settle();
          if (runs.get(id) === run) set(id, { status: 'ready', data });
          return data;
        },
        (error: unknown) => {
          settle();
          if (runs.get(id) === run)
            set(id, { status: 'error', error, data: entries.get(id)?.data });
          throw error;
        },
      );
      inFlight.set(id, { run, promise });
      return promise;
    },

    prefetch(key, loader) {
      const id = keyId(key);
      if (entries.has(id) && !stale.has(id)) return;
      prefetched.set(id, Date.now());
      // Its failure shows as the entry's error state; readers load again from there.
      cache.load(key, loader, { quiet: true }).catch(() => undefined);
    },

    claimPrefetch(key) {
      const id = keyId(key);
      const at = prefetched.get(id);
      prefetched.delete(id);
      return at !== undefined && Date.now() - at <= PREFETCH_FRESH_MS;
    },

    write(key, data) {
      const id = keyId(key);
      runs.set(id, (runs.get(id) ?? 0) + 1); // newer than any load in flight
      inFlight.delete(id);
      stale.delete(id);
      set(id, { status: 'ready', data });
    },

    invalidate(prefix) {
      const head = keyId(prefix).slice(0, -1); // '["cards","u-1"' matches '["cards","u-1",...]'
      for (const [id, entry] of entries) {
        if (id === keyId(prefix) || id.startsWith(`${head},`)) {
          stale.add(id);
          inFlight.delete(id); // a load started before the change may answer with old data
          set(id, { ...entry }); // a new snapshot, so React readers render and see it stale
        }
      }
    },

    subscribe(key, listener) {
      const id = keyId(key);
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => {
        set.delete(listener);
      };
    },

    dehydrate() {
      const snapshot: ServerDataSnapshot = {};
      for (const [id, entry] of entries) if (entry.status === 'ready') snapshot[id] = entry.data;
      return snapshot;
    },

    hydrate(snapshot) {
      for (const [id, data] of Object.entries(snapshot)) {
        if (!entries.has(id)) entries.set(id, { status: 'ready', data });
      }
    },

    isStale: (key) => stale.has(keyId(key)),
  };
  if (initial) cache.hydrate(initial);
  return cache;
}
