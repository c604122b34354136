// What a route's declared loads start from (index.ts's startRouteData hands it to each name's).
import type { Api } from '@storefront/sdk';
import type { ServerDataCache } from '../server-data/server-data-cache';

export interface RouteDataContext {
  api: Api;
  /** The page's server-data cache (the one its readers use). */
  cache: ServerDataCache;
  storeId: string;
  /** The stored session's user; undefined for a visitor (whose route then loads nothing). */
  userId: string | undefined;
  /** A guest-type session (spec 000 §4): its shopper has no cart or profile to read. */
  isGuest?: boolean;
  /** The route's parameters (':chargeId' → params.chargeId). */
  params: Readonly<Record<string, string | undefined>>;
}
