// The page's one server-data cache in the jotai store, and the state React readers see.
import { atom, useAtomValue } from 'jotai';
import { globalAtom } from '../global-atom';
import {
  createServerDataCache,
  type ServerDataCache,
  type ServerDataEntry,
  type ServerDataSnapshot,
} from './server-data-cache';

/**
 * What a server render handed to the page (its `dehydrate()`); set before the first render so
 * the first client render reads the same data the server rendered (issue 15).
 */
export const serverDataSeedAtom = globalAtom('serverDataSeed', () =>
  atom<ServerDataSnapshot | undefined>(undefined),
);

/** True in a server render: readers suspend (React `use`) until their data is loaded. */
export const serverRenderAtom = globalAtom('serverRender', () => atom(false));

/** One cache per jotai store, so per page in the browser and per request on a server. */
export const serverDataCacheAtom = globalAtom('serverDataCache', () =>
  atom<ServerDataCache>((get) => createServerDataCache(get(serverDataSeedAtom))),
);

export function useServerDataCache(): ServerDataCache {
  return useAtomValue(serverDataCacheAtom);
}

export type ServerData<T> =
  { status: 'idle'; data?: undefined; error?: undefined } | ServerDataEntry<T>;

export interface ServerDataResult<T> {
  state: ServerData<T>;
  /** Load again; `quiet` keeps showing the current data until the answer arrives. */
  reload(options?: { quiet?: boolean }): Promise<T | undefined>;
  /** Put data the caller already has (the answer of a change) in the cache. */
  write(data: T): void;
}
