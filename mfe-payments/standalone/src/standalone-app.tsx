// The standalone page's providers (one jotai store, the template's Chakra system, one router),
// the payments remote's routes under /{store}/, each behind its access rule, and the bridge to
// the embedding page. No navbar, drawer or footer: the payment is the page.
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Provider as JotaiProvider, useAtom, type createStore } from 'jotai';
import { useAtomValue } from 'jotai';
import { documentTitle } from '@storefront/domain';
import {
  apiAtom,
  getGuestId,
  sessionAtom,
  sessionFromAccessToken,
  type Tenant,
} from '@storefront/state';
import {
  Box,
  Button,
  createStoreSystem,
  Flex,
  NotFoundPage,
  PageSpinner,
  UiProvider,
} from '@storefront/ui';
import { FrameBridge, useCloseFrame } from './frame-bridge';
import { PageFailureBoundary } from './page-failure-boundary';
import type { PaymentsRoute } from './standalone-config';

export type RemoteRoutes = Record<string, ComponentType>;

const TEXTS = {
  close: 'Cerrar',
  signInNeeded: 'Para pagar, inicia sesión en la tienda.',
  guestFailed: 'No pudimos iniciar el pago. Intenta nuevamente en unos minutos.',
  notFound: 'Página no encontrada',
};

/** A guest route signs a guest in when nobody is (the shell's login page does it there). */
function RouteAccess({ route, children }: { route: PaymentsRoute; children: ReactNode }) {
  const api = useAtomValue(apiAtom);
  const [session, setSession] = useAtom(sessionAtom);
  const [failed, setFailed] = useState(false);
  const needsGuest = route.access === 'guests' && !session;
  useEffect(() => {
    if (!needsGuest || !api) return;
    let live = true;
    api.auth
      .guestLogin({ guestId: getGuestId() })
      .then((tokens) => live && setSession(sessionFromAccessToken(tokens.access)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [needsGuest, api, setSession]);
  if (route.access === 'auth' && !session) return <Notice text={TEXTS.signInNeeded} />;
  if (failed) return <Notice text={TEXTS.guestFailed} />;
  if (needsGuest) return <PageSpinner label="Ingresando como invitado" />;
  return <>{children}</>;
}

function Notice({ text }: { text: string }) {
  return (
    <Box textAlign="center" py="16" px="4">
      {text}
    </Box>
  );
}

function CloseBar({ embedded }: { embedded: boolean }) {
  const close = useCloseFrame();
  if (!embedded) return null;
  return (
    <Flex justify="flex-end" px="4" pt="2">
      <Button variant="ghost" size="sm" onClick={close}>
        {TEXTS.close}
      </Button>
    </Flex>
  );
}

function DocumentTitle({ title, storeName }: { title: string; storeName: string }) {
  useEffect(() => {
    document.title = documentTitle(title, storeName);
  }, [title, storeName]);
  return null;
}

export function StandaloneApp(props: {
  store: ReturnType<typeof createStore>;
  tenant: Tenant;
  pages: RemoteRoutes;
  routes: PaymentsRoute[];
  parentOrigin: string | null;
  /** A page failed to load or render (its failure is on screen): report it (boot.tsx). */
  onPageError(error: unknown): void;
}) {
  const { store, tenant, pages, routes, parentOrigin, onPageError } = props;
  const system = useMemo(() => createStoreSystem(tenant.template), [tenant.template]);
  const storeName =
    tenant.store.content?.navigation?.navbar?.storeName?.trim() || tenant.store.name;
  return (
    <JotaiProvider store={store}>
      <UiProvider system={system}>
        <BrowserRouter>
          <FrameBridge parentOrigin={parentOrigin} prefix={tenant.prefix}>
            <CloseBar embedded={parentOrigin !== null} />
            <Box as="main" id="contenido">
              <Routes>
                {routes.map((route) => {
                  const Page = pages[route.path];
                  if (!Page) return null;
                  return (
                    <Route
                      key={route.path}
                      path={`${tenant.prefix}/${route.path}`}
                      element={
                        <RouteAccess route={route}>
                          <DocumentTitle title={route.title} storeName={storeName} />
                          <PageFailureBoundary onError={onPageError}>
                            <Page />
                          </PageFailureBoundary>
                        </RouteAccess>
                      }
                    />
                  );
                })}
                <Route path={tenant.prefix} element={<Navigate to="/" replace />} />
                <Route path="*" element={<NotFoundPage title={TEXTS.notFound} />} />
              </Routes>
            </Box>
          </FrameBridge>
        </BrowserRouter>
      </UiProvider>
    </JotaiProvider>
  );
}
