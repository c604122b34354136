// What happens on every navigation to a store route (spec 000 §2 Router guard, Default route,
// Shell; 002 §2): navbar and footers shown again, the redirects of routeRedirect (a service
// store to userpanel/charges, an inactive view to the default route, the guard's decision; all in
// @storefront/domain), the document title "{route title} - {store name}", then the page.
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { bus } from '@storefront/bus';
import { guardDecision, routeRedirect, storePath, stripPrefix } from '@storefront/domain';
import { chromeAtom, RedirectStatus, useSession, useTenant } from '@storefront/state';
import { useSessionActions } from '../session/use-session-actions';
import { storeDocumentTitle } from './document-title';
import { PageCommitted } from './page-committed';
import type { StoreRoute } from './route-table';

export function StoreRouteElement({ route, children }: { route: StoreRoute; children: ReactNode }) {
  const location = useLocation();
  const { store, prefix } = useTenant();
  const session = useSession();
  const setChrome = useSetAtom(chromeAtom);
  const { logout } = useSessionActions();
  const path = stripPrefix(location.pathname, prefix);
  const params = useParams();
  // The iframe route is titled by its navbar option's text.
  const title = route.name === 'Iframe' && params.text ? params.text : route.title;

  // Every navigation shows the navbar and footers again (screens may hide them afterwards).
  useLayoutEffect(() => setChrome({ navbar: true, footer: true }), [location.key, setChrome]);

  // The guard decides once per navigation (location.key), with the session of that moment: a
  // sign-in or logout on the page (e.g. the login page's own guest sign-in) is not a navigation.
  const loggedIn = session !== null;
  const isGuest = session?.isGuest ?? false;
  const decision = useMemo(
    () => {
      const decided = guardDecision({
        access: route.access,
        routeName: route.name,
        path,
        search: location.search,
        prefix,
        session: { loggedIn, isGuest },
      });
      // Already on the login page: log the guest out there, keeping the page's query.
      if (decided.kind === 'logout-and-redirect' && route.name === 'Login')
        return { kind: 'logout-only' as const };
      return decided;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- evaluated per navigation on purpose
    [location.key, route],
  );

  const redirect = routeRedirect({ route, store, prefix, path, decision });

  useEffect(() => {
    if (
      decision.kind === 'logout-only' ||
      (decision.kind === 'logout-and-redirect' && redirect === decision.to)
    )
      logout();
  }, [decision, redirect, logout]);

  useEffect(() => {
    if (redirect) return;
    document.title = storeDocumentTitle(title, store);
    bus.emit('analytics', { kind: 'page', event: route.name, props: { path } });
  }, [redirect, title, route.name, store, path, location.key]);

  if (redirect)
    return (
      <>
        <Navigate to={redirect} replace />
        {/* A server render answers the redirect itself (a 302), not a page that then leaves. */}
        <RedirectStatus to={redirect} />
        <PageCommitted />
      </>
    );
  return <>{children}</>;
}

/** Unknown paths go to the store root (spec 000 §2); in marketplace mode a different first
 * segment is another store, so the page is loaded afresh to resolve it. */
export function UnknownPath() {
  const location = useLocation();
  const { prefix, mode } = useTenant();
  const root = storePath(prefix, '');
  const first = `/${location.pathname.split('/').filter(Boolean)[0] ?? ''}`;
  useEffect(() => {
    if (mode === 'marketplace' && first !== '/' && first !== prefix)
      window.location.assign(location.pathname + location.search);
  }, [mode, first, prefix, location.pathname, location.search]);
  if (mode === 'marketplace' && first !== '/' && first !== prefix) return <PageCommitted />;
  return (
    <>
      <Navigate to={root} replace />
      <PageCommitted />
    </>
  );
}
