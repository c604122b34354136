// Several keys read at once, for a list whose length is known only at run time (one key per
// landing section, one per page): hooks cannot be called in a loop, so this one reads them all.
// Each key keeps its own state, so one failed entry can be reloaded alone.
import { startTransition, use, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { Api } from '@storefront/sdk';
import { useApi } from '../api';
import {
  keyId,
  type ServerDataCache,
  type ServerDataEntry,
  type ServerDataKey,
} from './server-data-cache';
import {
  serverRenderAtom,
  useServerDataCache,
  type ServerData,
  type ServerDataResult,
} from './use-server-data-cache';

export interface ServerDataRequest<T> {
  /** null waits (nothing to load yet). */
  key: ServerDataKey | null;
  load: (api: Api) => Promise<T>;
}

export interface ServerDataOptions {
  /**
   * Also load again (quietly: the cached data stays shown) when a reader mounts or its key
   * changes. For data other screens or systems change without telling this cache, such as a cart
   * or a payment's status; without it a cached answer is trusted until invalidated.
   */
  revalidateOnMount?: boolean;
}

const IDLE = { status: 'idle' } as const;

// One settled promise per cache and key set, so a server render that suspends on it gets the
// same promise when React retries (a new one each render would never settle from React's view).
const serverLoads = new WeakMap<ServerDataCache, Map<string, Promise<unknown>>>();

/** Server render: loads what is missing; the promise to suspend on (null: all settled). */
function pendingServerLoads(
  cache: ServerDataCache,
  keys: readonly (ServerDataKey | null)[],
  load: (index: number) => Promise<unknown>,
): Promise<unknown> | null {
  const missing = keys.flatMap((key, index) => {
    const entry = key ? cache.read(key) : undefined;
    return key && (entry === undefined || entry.status === 'loading') ? [index] : [];
  });
  if (missing.length === 0) return null;
  const id = JSON.stringify(missing.map((index) => keyId(keys[index]!)));
  const byCache = serverLoads.get(cache) ?? new Map<string, Promise<unknown>>();
  serverLoads.set(cache, byCache);
  let pending = byCache.get(id);
  if (!pending) {
    pending = Promise.all(missing.map((index) => load(index).catch(() => undefined)));
    byCache.set(id, pending);
  }
  return pending;
}

const sameEntries = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

export function useServerDataMany<T>(
  requests: readonly ServerDataRequest<T>[],
  options: ServerDataOptions = {},
): ServerDataResult<T>[] {
  const api = useApi();
  const cache = useServerDataCache();
  const loads = useRef(requests.map((request) => request.load));
  loads.current = requests.map((request) => request.load);

  // Callers pass new arrays every render; only the keys' contents matter.
  const ids = requests.map((request) => (request.key ? keyId(request.key) : null));
  const idsId = JSON.stringify(ids);
  const stable = useRef({ idsId, keys: requests.map((request) => request.key) });
  if (stable.current.idsId !== idsId) stable.current = { idsId, keys: requests.map((r) => r.key) };
  const keys = stable.current.keys;

  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = keys.flatMap((key) => (key ? [cache.subscribe(key, listener)] : []));
      return () => offs.forEach((off) => off());
    },
    [cache, keys],
  );
  // The same array while nothing changed (the effects below depend on it).
  const snapshot = useRef<(ServerDataEntry<T> | undefined)[]>([]);
  const read = useCallback(() => {
    const next = keys.map((key) => (key ? cache.read<T>(key) : undefined));
    if (!sameEntries(next, snapshot.current)) snapshot.current = next;
    return snapshot.current;
  }, [cache, keys]);
  // Not useSyncExternalStore: its updates always render synchronously, so every answer that
  // arrived rendered its whole screen in one task (the checkout's: 350 ms in Lighthouse's phone
  // simulation; issue 15). An answer re-renders its readers in a transition, which React slices
  // and which a shopper's input interrupts. All readers of a key are told in the same
  // transition. Each reads the cache as it renders, so an answer landing between two slices can
  // show in one reader before another for a moment (the tearing useSyncExternalStore prevents);
  // it is told to them all, and the next commit agrees.
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const rendered = useRef<(ServerDataEntry<T> | undefined)[]>([]);
  const serverRender = useAtomValue(serverRenderAtom);
  const pending = serverRender
    ? pendingServerLoads(cache, keys, (index) =>
        cache.load(keys[index]!, () => loads.current[index]!(api)),
      )
    : null;
  if (pending) use(pending); // `use` may be conditional; serverRender never changes in a store
  // `version` is not read: it changes when the cache did, so `read` runs again.
  const entries = useMemo(read, [read, version]);
  rendered.current = entries;
  useEffect(() => {
    const off = subscribe(() => startTransition(changed));
    // An answer that arrived between this render and the subscription.
    if (read() !== rendered.current) startTransition(changed);
    return off;
  }, [subscribe, read]);
  const stale = keys.map((key) => (key ? cache.isStale(key) : false));
  const staleId = stale.join();

  const run = useCallback(
    (index: number, runOptions: { force?: boolean; quiet?: boolean } = {}) => {
      const key = keys[index];
      if (!key) return Promise.resolve(undefined);
      return cache
        .load(key, () => loads.current[index]!(api), runOptions)
        .catch((error: unknown) => {
          console.error('[server-data] load failed', key, error);
          return undefined;
        });
    },
    [api, cache, keys],
  );

  // Keys this reader has already looked at since it mounted (for revalidateOnMount).
  const seen = useRef(new Set<string>());
  // Keys whose prefetched answer this reader took as fresh (kept over StrictMode's remount, which
  // keeps refs: a real remount is a new reader and revalidates).
  const prefetched = useRef(new Set<string>());
  const revalidate = options.revalidateOnMount === true;
  useEffect(() => {
    keys.forEach((key, index) => {
      if (!key) return;
      const id = keyId(key);
      // The cache as it is now, not as this render read it: a render that began before the
      // route's prefetch started and commits after it answered would otherwise see no entry and
      // ask again (a navigation's page, rendered in a transition while its data arrived).
      const entry = cache.read<T>(key);
      const isStale = cache.isStale(key);
      // A prefetch's load (in flight or answered) is this reader's fresh read of the key.
      if (!seen.current.has(id) && cache.claimPrefetch(key)) prefetched.current.add(id);
      if (entry === undefined || isStale) void run(index, { quiet: isStale });
      // Not forced: a reader mounting with another joins its load instead of starting a second.
      else if (
        revalidate &&
        !seen.current.has(id) &&
        entry.status !== 'loading' &&
        !(prefetched.current.has(id) && entry.status === 'ready')
      )
        void run(index, { quiet: true });
      seen.current.add(id);
    });
  }, [keys, entries, staleId, run, revalidate, cache]);
  useEffect(() => {
    const looked = seen.current;
    return () => looked.clear(); // a remount (StrictMode too) is a new reader
  }, []);

  const actions = useMemo(
    () =>
      keys.map((key, index) => ({
        reload: (reloadOptions: { quiet?: boolean } = {}) =>
          run(index, { force: true, quiet: reloadOptions.quiet }),
        write: (data: T) => {
          if (key) cache.write(key, data);
        },
      })),
    [keys, run, cache],
  );
  return useMemo(
    () =>
      actions.map((action, index) => ({
        ...action,
        // A failed server load renders as loading: the snapshot carries ready entries only, so
        // the browser's first render sees loading too (then loads it itself).
        state: (keys[index]
          ? serverRender && entries[index]?.status === 'error'
            ? { status: 'loading' }
            : (entries[index] ?? { status: 'loading' })
          : IDLE) as ServerData<T>,
      })),
    [actions, keys, entries, serverRender],
  );
}
