// The page a client-rendered visit opens on, started before the shell's first render (issue 15:
// no request waterfall): its remote's routes, the page's chunks and the page's data (the remote's
// `prefetch` for the route) all go on the network while the shell boots, instead of the chunks
// after the first render and the data after the page's own first render. The page then reads its
// data through the same cache and joins those loads. Nothing is started for a route the shopper
// will not see (a guard's or a store's redirect); a failure here is the page's to show later.
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { guardDecision, routeRedirect, stripPrefix } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import type { ServerDataCache, Session, Tenant } from '@storefront/state';
import type { StoreRoute } from '../routing/route-table';
import { matchStoreRoute } from '../routing/route-table-context';
import {
  loadRemoteRoutes,
  routePrefetch,
  runRoutePrefetch,
  type RemoteRoutesLoader,
} from './load-remote-routes';

export interface RoutePageStart {
  routes: StoreRoute[];
  tenant: Tenant;
  session: Session | null;
  api: Api;
  cache: ServerDataCache;
  location: { pathname: string; search: string };
  /** Injected in tests; the federation loader and the prefetches it kept otherwise. */
  load?: RemoteRoutesLoader;
  prefetchOf?: typeof routePrefetch;
}

/** Resolves once the page's code is in (or could not load); never rejects. */
export async function startRoutePage(start: RoutePageStart): Promise<void> {
  const { routes, tenant, session, location } = start;
  const { load = loadRemoteRoutes, prefetchOf = routePrefetch } = start;
  const route = matchStoreRoute(routes, tenant.prefix, location.pathname);
  if (route?.owner.kind !== 'remote') return;
  const path = stripPrefix(location.pathname, tenant.prefix);
  const decision = guardDecision({
    access: route.access,
    routeName: route.name,
    path,
    search: location.search,
    prefix: tenant.prefix,
    session: { loggedIn: session !== null, isGuest: session?.isGuest ?? false },
  });
  if (routeRedirect({ route, store: tenant.store, prefix: tenant.prefix, path, decision })) return;
  const remote = route.owner.remote;
  let pages;
  try {
    pages = await load(remote);
  } catch {
    return; // the page asks again when it renders, and shows its fallback if that fails too
  }
  const page = pages[route.path] as
    (ComponentType & { preload?: () => Promise<unknown> }) | undefined;
  const code = page?.preload?.().catch(() => undefined);
  await runRoutePrefetch(
    remote,
    route.path,
    {
      api: start.api,
      cache: start.cache,
      storeId: tenant.store._id,
      userId: session?.user.userId,
      params: matchPath({ path: `/${route.path}`, end: true }, path)?.params ?? {},
    },
    prefetchOf,
  );
  await code;
}
