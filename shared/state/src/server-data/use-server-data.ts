// React's door to the page's server-data cache. A screen names what it reads by a key and how to
// load it; every component reading the same key shares one request and one answer.
import type { Api } from '@storefront/sdk';
import type { ServerDataKey } from './server-data-cache';
import type { ServerDataResult } from './use-server-data-cache';
import { useServerDataMany, type ServerDataOptions } from './use-server-data-many';

export {
  serverDataCacheAtom,
  serverDataSeedAtom,
  serverRenderAtom,
  useServerDataCache,
  type ServerData,
  type ServerDataResult,
} from './use-server-data-cache';

/**
 * Reads `key` from the cache, loading it with `load(api)` when absent or stale. A null key waits
 * (nothing to load yet: no user, no id). Errors stay in the state; they are also logged once.
 */
export function useServerData<T>(
  key: ServerDataKey | null,
  load: (api: Api) => Promise<T>,
  options?: ServerDataOptions,
): ServerDataResult<T> {
  return useServerDataMany([{ key, load }], options)[0]!;
}
