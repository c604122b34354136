// The remote page a visit opens on, when the shopper will see it: a route of a remote that no
// guard or store rule sends elsewhere (a visitor on a signed-in route, a service store's
// subscriptions). Both the boot's head start (boot/page-start.ts) and startRoutePage ask it, so
// neither starts anything for a page that is not shown. No UI kit here: main.js's head start
// imports it.
import { matchPath } from 'react-router-dom';
import { guardDecision, routeRedirect, stripPrefix } from '@storefront/domain';
import type { Session, Tenant } from '@storefront/state';
import { matchStoreRoute, type StoreRoute } from '../routing/route-table';

export interface RoutePageTarget {
  route: StoreRoute;
  remote: string;
  /** The route's parameters (':chargeId' → params.chargeId). */
  params: Record<string, string | undefined>;
}

export function routePageTarget(
  routes: StoreRoute[],
  tenant: Tenant,
  session: Session | null,
  location: { pathname: string; search: string },
): RoutePageTarget | null {
  const route = matchStoreRoute(routes, tenant.prefix, location.pathname);
  if (route?.owner.kind !== 'remote') return null;
  const path = stripPrefix(location.pathname, tenant.prefix);
  const decision = guardDecision({
    access: route.access,
    routeName: route.name,
    path,
    search: location.search,
    prefix: tenant.prefix,
    session: { loggedIn: session !== null, isGuest: session?.isGuest ?? false },
  });
  if (routeRedirect({ route, store: tenant.store, prefix: tenant.prefix, path, decision }))
    return null;
  const params = matchPath({ path: `/${route.path}`, end: true }, path)?.params ?? {};
  return { route, remote: route.owner.remote, params };
}
