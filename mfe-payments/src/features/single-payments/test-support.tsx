/// <reference types="@testing-library/jest-dom" />
// Component-test kit: the page inside the providers the shell gives it (jotai store with a real
// createApi over a fake fetch, tenant and session atoms, a router, the Chakra system). Tests only.
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  createApi,
  createMemoryTokenStore,
  type Policy,
  type Store,
  type Template,
} from '@storefront/sdk';
import { apiAtom, sessionAtom, tenantAtom, type SessionUser } from '@storefront/state';
import { UiProvider } from '@storefront/ui';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type FakeReply = { status: number; body: unknown };
export type FakeRoutes = Record<string, (call: FakeCall) => FakeReply | Promise<FakeReply>>;

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { code: 200, data } });
export const fail = (status: number, message: string): FakeReply => ({
  status,
  body: { code: status, message },
});

// Busy two-core machine: Chakra's first dialog render can take seconds, so wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const BASE = 'http://api.test/v1';

/** A fetch that answers "METHOD path" keys (path after /v1/, no query); unknown calls are 404. */
export function fakeFetch(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input);
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/v1\//, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const reply = handler ? await handler(call) : fail(404, 'Not found');
    const text = JSON.stringify(reply.body);
    return { status: reply.status, ok: reply.status < 400, text: async () => text } as Response;
  };
  return { fetch, calls };
}

export const demoStore = (overrides: Partial<Store> = {}): Store =>
  ({
    _id: 'st-tienda-demo',
    name: 'tienda-demo',
    active: true,
    serviceType: 'deliverable',
    userOptionalAttrs: {},
    merchants: [],
    content: { navigation: { navbar: { storeName: 'Tienda Demo' }, footer: {} }, views: {} },
    ...overrides,
  }) as Store;

export const ana: SessionUser = {
  userId: 'u-ana',
  email: 'ana@demo.cl',
  name: 'Ana',
  lastName: 'Pérez',
  phone: '',
  phonePrefix: '',
  rut: '',
  isGuest: false,
};

/** Shows the current location so tests can assert URL replacements. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="URL actual">{location.pathname + location.search}</output>;
}

export function renderPage(
  page: ReactElement,
  options: {
    routes: FakeRoutes;
    url: string;
    pattern: string;
    store?: Store;
    user?: SessionUser | null;
  },
) {
  const { fetch, calls } = fakeFetch(options.routes);
  const jotai = createStore();
  jotai.set(
    apiAtom,
    createApi({ baseUrl: BASE, tokens: createMemoryTokenStore({ access: 'token' }), fetch }),
  );
  const store = options.store ?? demoStore();
  jotai.set(tenantAtom, {
    store,
    template: {} as Template,
    policy: {} as Policy,
    prefix: '/tienda-demo',
    mode: 'marketplace',
  });
  const user = options.user === undefined ? ana : options.user;
  jotai.set(sessionAtom, user ? { user, isGuest: user.isGuest } : null);
  const view = render(
    <Provider store={jotai}>
      <UiProvider preload={false}>
        <MemoryRouter initialEntries={[options.url]}>
          <Routes>
            <Route
              path={options.pattern}
              element={
                <>
                  {page}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { ...view, calls, jotai };
}
