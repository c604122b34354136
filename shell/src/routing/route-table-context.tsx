// The store's route table, available to the layout (navbar links prefetch the remote that owns
// the route they point at).
import { createContext, useCallback, useContext, type ReactNode } from 'react';
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

/** Returns a function that warms the remote owning a path (navbar link hover/focus). */
export function usePrefetchPath(): (fullPath: string) => void {
  const { routes, prefix, prefetch } = useRouteTable();
  return useCallback(
    (fullPath: string) => {
      const route = matchStoreRoute(routes, prefix, fullPath);
      if (route?.owner.kind === 'remote') prefetch(route.owner.remote);
    },
    [routes, prefix, prefetch],
  );
}
