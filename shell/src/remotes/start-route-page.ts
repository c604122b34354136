// The page a client-rendered visit opens on, started before the shell's first render (issues 15
// and 41: no request waterfall): the page's data (its routes.json `data`) goes on the network as
// soon as the session is read, beside its remote's routes and the page's chunks, instead of after
// the remote's code has run; the page then reads its data through the same cache and joins those
// loads. Nothing is started for a route the shopper will not see (a guard's or a store's
// redirect); a failure here is the page's to show later.
import type { ComponentType } from 'react';
import type { Api } from '@storefront/sdk';
import type { ServerDataCache, Session, Tenant } from '@storefront/state';
import { startRouteData } from '@storefront/state/route-data';
import type { StoreRoute } from '../routing/route-table';
import { loadRemoteRoutes, type RemoteRoutesLoader } from './load-remote-routes';
import { routePageTarget } from './route-page-target';

export interface RoutePageStart {
  routes: StoreRoute[];
  tenant: Tenant;
  session: Session | null;
  api: Api;
  cache: ServerDataCache;
  location: { pathname: string; search: string };
  /** Injected in tests; the federation loader and the declared loads otherwise. */
  load?: RemoteRoutesLoader;
  startData?: typeof startRouteData;
}

/** Resolves once the page's loads are started and its code is in (or could not load); never rejects. */
export async function startRoutePage(start: RoutePageStart): Promise<void> {
  const { routes, tenant, session, location } = start;
  const { load = loadRemoteRoutes, startData = startRouteData } = start;
  const target = routePageTarget(routes, tenant, session, location);
  if (!target) return;
  const { route, remote, params } = target;
  // The data needs the session, not the remote's code: its loads go out first, and the remote's
  // chunks are asked for once they have (a small chunk of the shell's, usually there already), so
  // no page chunk ever waits in front of them.
  await startData(route.data, {
    api: start.api,
    cache: start.cache,
    storeId: tenant.store._id,
    userId: session?.user.userId,
    isGuest: session?.isGuest,
    params,
  });
  let pages;
  try {
    pages = await load(remote);
  } catch {
    return; // the page asks again when it renders, and shows its fallback if that fails too
  }
  const page = pages[route.path] as
    (ComponentType & { preload?: () => Promise<unknown> }) | undefined;
  await page?.preload?.().catch(() => undefined);
}
