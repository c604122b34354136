// React's door to the page's server-data cache. A screen names what it reads by a key and how to
// load it; every component reading the same key shares one request and one answer.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { atom, useAtomValue } from 'jotai';
import type { Api } from '@storefront/sdk';
import { globalAtom } from '../global-atom';
import { useApi } from '../api';
import { createServerDataCache, type ServerDataCache, type ServerDataEntry, type ServerDataKey } from './server-data-cache';

/** One cache per jotai store, so per page in the browser and per request on a server. */
export const serverDataCacheAtom = globalAtom('serverDataCache', () =>
  atom<ServerDataCache>(() => createServerDataCache()),
);

export function useServerDataCache(): ServerDataCache {
  return useAtomValue(serverDataCacheAtom);
}

export type ServerData<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | ServerDataEntry<T>;

export interface ServerDataResult<T> {
  state: ServerData<T>;
  /** Load again; `quiet` keeps showing the current data until the answer arrives. */
  reload(options?: { quiet?: boolean }): Promise<T | undefined>;
  /** Put data the caller already has (the answer of a change) in the cache. */
  write(data: T): void;
}

const IDLE = { status: 'idle' } as const;

/**
 * Reads `key` from the cache, loading it with `load(api)` when absent or stale. A null key waits
 * (nothing to load yet: no user, no id). Errors stay in the state; they are also logged once.
 */
export function useServerData<T>(
  key: ServerDataKey | null,
  load: (api: Api) => Promise<T>,
): ServerDataResult<T> {
  const api = useApi();
  const cache = useServerDataCache();
  const loadRef = useRef(load);
  loadRef.current = load;
  const id = key ? JSON.stringify(key) : null;
  const stableKey = useRef<ServerDataKey | null>(key);
  if ((stableKey.current ? JSON.stringify(stableKey.current) : null) !== id) stableKey.current = key;
  const current = stableKey.current;

  const subscribe = useCallback(
    (listener: () => void) => (current ? cache.subscribe(current, listener) : () => undefined),
    [cache, current],
  );
  const entry = useSyncExternalStore(
    subscribe,
    () => (current ? cache.read<T>(current) : undefined),
    () => (current ? cache.read<T>(current) : undefined),
  );
  const stale = current ? cache.isStale(current) : false;

  const run = useCallback(
    (options: { force?: boolean; quiet?: boolean } = {}) => {
      if (!current) return Promise.resolve(undefined);
      return cache.load(current, () => loadRef.current(api), options).catch((error: unknown) => {
        console.error('[server-data] load failed', current, error);
        return undefined;
      });
    },
    [api, cache, current],
  );

  useEffect(() => {
    if (current && (entry === undefined || stale)) void run({ quiet: stale });
  }, [current, entry, stale, run]);

  const reload = useCallback(
    (options: { quiet?: boolean } = {}) => run({ force: true, quiet: options.quiet }),
    [run],
  );
  const write = useCallback((data: T) => current && cache.write(current, data), [cache, current]);

  const state: ServerData<T> = !current ? IDLE : (entry ?? { status: 'loading' });
  return { state, reload, write };
}
