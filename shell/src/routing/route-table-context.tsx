// The store's route table, available to the layout (a link readies the remote that owns the route
// it points at, and that route's declared data).
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { stripPrefix } from '@storefront/domain';
import { apiAtom, sessionAtom, tenantAtom, useServerDataCache } from '@storefront/state';
import { startRouteData } from '@storefront/state/route-data';
import { prefetchRemote } from '../remotes/load-remote-routes';
import { matchStoreRoute, type StoreRoute } from './route-table';

export { matchStoreRoute };

interface RouteTableValue {
  routes: StoreRoute[];
  prefix: string;
  prefetch(remote: string): void;
}

const RouteTableContext = createContext<RouteTableValue>({
  routes: [],
  prefix: '',
  prefetch: () => undefined,
});

export function RouteTableProvider({
  routes,
  prefix,
  prefetch = prefetchRemote,
  children,
}: {
  routes: StoreRoute[];
  prefix: string;
  prefetch?: (remote: string) => void;
  children: ReactNode;
}) {
  return (
    <RouteTableContext.Provider value={{ routes, prefix, prefetch }}>
      {children}
    </RouteTableContext.Provider>
  );
}

export const useRouteTable = () => useContext(RouteTableContext);

/**
 * Returns a function that readies the page a path opens (a link's hover, focus or touch): its
 * remote, and for a shopper with a session the data its route declares (issue 41: the same loads
 * the boot starts), so the click finds both on their way.
 */
export function usePrefetchPath(): (fullPath: string) => void {
  const { routes, prefix, prefetch } = useRouteTable();
  const api = useAtomValue(apiAtom);
  const tenant = useAtomValue(tenantAtom);
  const session = useAtomValue(sessionAtom);
  const cache = useServerDataCache();
  return useCallback(
    (fullPath: string) => {
      const route = matchStoreRoute(routes, prefix, fullPath);
      if (route?.owner.kind !== 'remote') return;
      prefetch(route.owner.remote);
      if (!route.data || !api || !tenant || !session) return;
      const path = stripPrefix(fullPath.split(/[?#]/)[0] ?? '/', prefix);
      void startRouteData(route.data, {
        api,
        cache,
        storeId: tenant.store._id,
        userId: session.user.userId,
        isGuest: session.isGuest,
        params: matchPath({ path: `/${route.path}`, end: true }, path)?.params ?? {},
      });
    },
    [routes, prefix, prefetch, api, tenant, session, cache],
  );
}
