// Tests only: a page inside what the shell provides (jotai store with a real createApi over a
// fake fetch, tenant and session atoms; the Chakra system; a router).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApi, createMemoryTokenStore, type Policy, type Store } from '@storefront/sdk';
import { UiProvider } from '@storefront/ui';
import { apiAtom } from '../api';
import type { SessionUser } from '../decode-token';
import { sessionAtom, type Session } from '../session';
import { runtimeConfigAtom } from '../runtime-config';
import { tenantAtom } from '../tenant';
import { sandboxThirdParties, thirdPartyFetchAtom } from '../third-parties';
import { aPolicy, aTemplate } from './builders';
import { ana, demoStore } from './fixtures';
import { routesFetch, type createFakeFetch, type FakeRoutes } from './fake-fetch';

export const BASE_URL = 'http://localhost:4000/v1';
/** The sandbox the test's config names: its third-party stand-ins answer from the same fake fetch. */
export const SANDBOX_URL = 'http://localhost:4000';

type FakeFetch = ReturnType<typeof createFakeFetch>['fetch'];

/** The jotai store the shell would hand a remote: api, tenant and session set. */
export function shellStore(options: {
  fetch: FakeFetch;
  store: Store;
  policy?: Partial<Policy>;
  session?: Session | null;
  prefix?: string;
  accessToken?: string;
  refreshToken?: string;
}) {
  const jotai = createStore();
  const tokens = createMemoryTokenStore(
    options.accessToken
      ? { access: options.accessToken, refresh: options.refreshToken }
      : undefined,
  );
  jotai.set(apiAtom, createApi({ baseUrl: BASE_URL, tokens, fetch: options.fetch }));
  jotai.set(runtimeConfigAtom, {
    apiBaseUrl: BASE_URL,
    sandboxUrl: SANDBOX_URL,
    providerHomeUrl: `${SANDBOX_URL}/sandbox/home`,
    marketplaceHosts: ['localhost'],
    thirdParties: sandboxThirdParties(SANDBOX_URL),
  });
  // A third party's call is a fake route too, keyed by its whole path ("GET /sandbox/holidays/…").
  jotai.set(thirdPartyFetchAtom, { fetch: options.fetch });
  jotai.set(tenantAtom, {
    store: options.store,
    template: aTemplate(),
    policy: aPolicy({ storeId: options.store._id, ...options.policy }),
    prefix: options.prefix ?? '/tienda-demo',
    mode: 'marketplace',
  });
  jotai.set(sessionAtom, options.session ?? null);
  return jotai;
}

function renderRoutes(jotai: ReturnType<typeof createStore>, url: string, routes: ReactElement) {
  return render(
    <Provider store={jotai}>
      <UiProvider preload={false}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

export interface ShellOptions {
  store: Store;
  policy?: Partial<Policy>;
  session?: Session | null;
  fetch: FakeFetch;
  prefix?: string;
  /** Path after the prefix the router starts at, with an optional query ("catalog?categories=A"). */
  path?: string;
}

/** Renders `page` at prefix/path; any navigation away lands on "Otra página". */
export function renderInShell(page: ReactElement, options: ShellOptions) {
  const prefix = options.prefix ?? '/tienda-demo';
  const jotai = shellStore({ ...options, prefix });
  const [path = '', query] = (options.path ?? '').split('?');
  const start = `${prefix}/${path}`.replace(/\/$/, '') || '/';
  return renderRoutes(
    jotai,
    query ? `${start}?${query}` : start,
    <>
      <Route path={start} element={page} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );
}

/** Shows the current location so tests can assert URL replacements. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="URL actual">{location.pathname + location.search}</output>;
}

/**
 * Renders `page` on route `pattern` at `url`, answering API calls from `routes`, signed in as
 * `user` (Ana unless null). A "URL actual" output shows the current location.
 */
export function renderPage(
  page: ReactElement,
  options: {
    routes: FakeRoutes;
    url: string;
    pattern: string;
    store?: Store;
    policy?: Partial<Policy>;
    user?: SessionUser | null;
    /** Stored tokens; default access 'token' and no refresh token. */
    tokens?: { access: string; refresh?: string };
    /** Runs on the filled jotai store before the page renders (a route's prefetch). */
    beforeRender?: (jotai: ReturnType<typeof createStore>) => void;
  },
) {
  const { fetch, calls } = routesFetch(options.routes);
  const user = options.user === undefined ? ana : options.user;
  const jotai = shellStore({
    fetch,
    store: options.store ?? demoStore(),
    policy: options.policy,
    session: user ? { user, isGuest: user.isGuest } : null,
    accessToken: options.tokens?.access ?? 'token',
    refreshToken: options.tokens?.refresh,
  });
  options.beforeRender?.(jotai);
  const view = renderRoutes(
    jotai,
    options.url,
    <>
      <Route
        path={options.pattern}
        element={
          <>
            {page}
            <LocationProbe />
          </>
        }
      />
      {/* Where the page navigated to, when it left its route. */}
      <Route path="*" element={<LocationProbe />} />
    </>,
  );
  return { ...view, calls, jotai };
}
