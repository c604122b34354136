// The router's table: every store route under the prefix, each behind StoreRouteElement (guard,
// redirects, title), its page from the shell or lazily from its remote; anything else → UnknownPath.
import { lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@storefront/ui';
import { storePath } from '@storefront/domain';
import { RemoteLoading } from '../remotes/remote-fallback';
import { RemotePage } from '../remotes/remote-page';
import type { RemoteRoutesLoader } from '../remotes/load-remote-routes';
import { PageBoundary } from './page-committed';
import type { ShellPage, StoreRoute } from './route-table';
import { StoreRouteElement, UnknownPath } from './store-route';

// Shell pages are split out of the first load too: a landing visit never downloads the login form.
const LoginPage = lazy(() => import('../pages/login/login-page'));
const IframePage = lazy(() => import('../pages/iframe/iframe-page'));
const RecoverPage = lazy(() => import('../pages/recover/recover-page'));
const UserInfoPage = lazy(() => import('../pages/user-info/user-info-page'));

function shellPage(page: ShellPage): ReactElement {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'iframe':
      return <IframePage />;
    case 'user-info':
      return <UserInfoPage />;
    case 'recover':
      return <RecoverPage />;
  }
}

/**
 * The server's placeholder of a client-rendered route (`placeholder`): the route's loading
 * element, the same the browser's first render shows there before the page's code arrives (the
 * shell server asks for placeholders of remote routes only; shell pages have their spinner).
 */
function routeLoading(route: StoreRoute): ReactElement {
  return route.owner.kind === 'shell' ? <PageSpinner /> : <RemoteLoading frame={route} />;
}

export function StoreRoutes({
  routes,
  prefix,
  loadRoutes,
  placeholder = false,
}: {
  routes: StoreRoute[];
  prefix: string;
  loadRoutes?: RemoteRoutesLoader;
  /**
   * A server render of a route the browser renders (signed-in, payment, no server build): every
   * route shows its loading state, with no guard (the session is the browser's) and no page.
   */
  placeholder?: boolean;
}) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={storePath(prefix, route.path)}
          element={
            placeholder ? (
              routeLoading(route)
            ) : (
              <StoreRouteElement key={route.path} route={route}>
                {route.owner.kind === 'shell' ? (
                  <PageBoundary fallback={<PageSpinner />}>
                    {shellPage(route.owner.page)}
                  </PageBoundary>
                ) : (
                  <RemotePage
                    remote={route.owner.remote}
                    pattern={route.path}
                    load={loadRoutes}
                    frame={route}
                    data={route.data}
                  />
                )}
              </StoreRouteElement>
            )
          }
        />
      ))}
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
