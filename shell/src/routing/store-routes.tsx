// The router's table: every store route under the prefix, each behind StoreRouteElement (guard,
// redirects, title), its page from the shell or lazily from its remote; anything else → UnknownPath.
import { lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@storefront/ui';
import { storePath } from '@storefront/domain';
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

export function StoreRoutes({
  routes,
  prefix,
  loadRoutes,
}: {
  routes: StoreRoute[];
  prefix: string;
  loadRoutes?: RemoteRoutesLoader;
}) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={storePath(prefix, route.path)}
          element={
            <StoreRouteElement key={route.path} route={route}>
              {route.owner.kind === 'shell' ? (
                <PageBoundary fallback={<PageSpinner />}>
                  {shellPage(route.owner.page)}
                </PageBoundary>
              ) : (
                <RemotePage remote={route.owner.remote} pattern={route.path} load={loadRoutes} />
              )}
            </StoreRouteElement>
          }
        />
      ))}
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
