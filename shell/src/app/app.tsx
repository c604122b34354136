// The page's providers, owned by the shell and shared by every remote: one jotai store, one
// Chakra system (from the template), one router.
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { createStoreSystem, UiProvider, type StoreSystem } from '@storefront/ui';
import type { Tenant } from '@storefront/state';
import { AnalyticsSync } from '../analytics/analytics-sync';
import { CartCountSync } from '../cart/cart-count-sync';
import { ShellLayout } from '../layout/shell-layout';
import type { RemoteRoutesLoader } from '../remotes/load-remote-routes';
import type { StoreRoute } from '../routing/route-table';
import { LinkPrefetch } from '../routing/link-prefetch';
import { RouteTableProvider } from '../routing/route-table-context';
import { SessionGate } from '../session/session-gate';
import { StoreRoutes } from '../routing/store-routes';
import { BusToasts } from '../toasts/bus-toasts';

export interface AppProps {
  store: ReturnType<typeof createStore>;
  tenant: Tenant;
  routes: StoreRoute[];
  /** Tests inject these; the federation runtime otherwise. */
  loadRoutes?: RemoteRoutesLoader;
  prefetch?: (remote: string) => void;
  /** Tests switch off the idle preloading of overlay code. */
  preloadOverlays?: boolean;
  /** The boot builds the store's system before rendering (boot.tsx); else the first render does. */
  system?: StoreSystem;
  /** The server render passes a static router (issue 15); the browser router otherwise. */
  router?: (children: ReactNode) => ReactElement;
  /** The server's placeholder of a client-rendered route: the chrome and the route's loading state. */
  placeholder?: boolean;
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

export function App({
  store,
  tenant,
  routes,
  loadRoutes,
  prefetch,
  preloadOverlays = true,
  router = browserRouter,
  system: builtSystem,
  placeholder = false,
}: AppProps) {
  const system = useMemo(
    () => builtSystem ?? createStoreSystem(tenant.template),
    [builtSystem, tenant.template],
  );
  return (
    <JotaiProvider store={store}>
      <UiProvider system={system} preload={preloadOverlays}>
        {router(
          <RouteTableProvider routes={routes} prefix={tenant.prefix} prefetch={prefetch}>
            <CartCountSync />
            <LinkPrefetch />
            <AnalyticsSync />
            <SessionGate />
            <BusToasts />
            <ShellLayout>
              <StoreRoutes
                routes={routes}
                prefix={tenant.prefix}
                loadRoutes={loadRoutes}
                placeholder={placeholder}
              />
            </ShellLayout>
          </RouteTableProvider>,
        )}
      </UiProvider>
    </JotaiProvider>
  );
}
