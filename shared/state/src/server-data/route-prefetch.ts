// A route's data, asked for with its code (issue 15: no request waterfall on client-rendered
// pages). A remote's `./routes` module may export `prefetch`, a map from route pattern to one of
// these: the shell calls it as soon as it knows the route (at boot, before its first render), so
// the page's first request is on the network while the page's chunks load and render. The page
// reads the same keys with useServerData and joins that load instead of starting its own.
import type { Api } from '@storefront/sdk';
import type { ServerDataCache } from './server-data-cache';

export interface RoutePrefetchContext {
  api: Api;
  /** The page's server-data cache (the one its readers use). */
  cache: ServerDataCache;
  storeId: string;
  /** The stored session's user; undefined for a visitor (a signed-in route then loads nothing). */
  userId: string | undefined;
  /** The route's parameters (':subscriptionId' → params.subscriptionId). */
  params: Readonly<Record<string, string | undefined>>;
}

/** Starts loads through `context.cache.prefetch`; never throws, never waits. */
export type RoutePrefetch = (context: RoutePrefetchContext) => void | Promise<void>;
