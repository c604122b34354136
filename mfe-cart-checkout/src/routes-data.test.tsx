// The data the cart, the checkout and the service pages declare (routes.json `data`, @storefront/state/route-data,
// issue 41): the shell starts it as soon as it has the session, before this remote's code runs.
// Each page reads those same loads, under the same keys, so it joins them and asks nothing twice.
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { apiAtom, createServerDataCache, serverDataCacheAtom } from '@storefront/state';
import { ROUTE_DATA_NAMES, startRouteData } from '@storefront/state/route-data';
import { createApi, createMemoryTokenStore, type Policy, type Store } from '@storefront/sdk';
import { aUser, createFakeFetch, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import routesJson from '../routes.json';
import { CartPage } from './features/cart/cart-page';
import CheckoutPage from './features/checkout/checkout-page';
import { cart, cartStore, line, product } from './test-support/cart-fixtures';
import ServiceCheckoutPage from './features/services/service-checkout-page';
import ServicePage from './features/services/service-page';
import {
  anaProfile,
  service,
  servicePolicy,
  serviceStore,
  visa,
} from './features/services/test-support/service-fixtures';

const theCart = cart([
  line('td-p-0002', 1, { billingType: 'monthly', singlePrice: 10000, price: 10000 }),
]);
const ana = aUser({
  rut: '11111111-1',
  phone: '912345678',
  phonePrefix: '+56',
  addresses: [
    {
      _id: 'addr-1',
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      main: true,
    },
  ],
});
const noDocs = { docs: [], page: 1, pages: 1, totalDocs: 0, limit: 100 };

interface Case {
  path: string;
  /** The URL (default the path) and the route's parameters it gives. */
  url?: string;
  params?: Record<string, string>;
  page: ReactElement;
  data: string[];
  api: FakeRoutes;
  /** Each read the route declares, made once per visit. */
  once: string[];
  /** The store (default the cart's) and its policy. */
  store?: Store;
  policy?: Partial<Policy>;
  shown: () => Promise<unknown>;
}

const cases: Case[] = [
  {
    path: 'cart',
    page: <CartPage />,
    data: ['cart'],
    api: {
      'GET carts/getOrCreate': () => ok(theCart),
      'GET subscriptions': () => ok(noDocs),
      'GET catalog/products/td-p-0002': () => ok(product('td-p-0002')),
    },
    once: ['carts/getOrCreate'],
    shown: () => screen.findByRole('listitem', { name: 'Producto td-p-0002' }),
  },
  {
    path: 'checkout',
    page: <CheckoutPage />,
    data: ['cart', 'checkout-profile'],
    api: {
      'GET carts/getOrCreate': () => ok(theCart),
      'GET auth/profile': () => ok(ana),
      'GET payers/': () => ok(noDocs),
      'GET cards/user/u-ana': () => ok([]),
      'GET shippings/getPrice': () => ok({ _id: 'shp-1', id: 'shp-1', price: 2990 }),
      'GET subscriptions': () => ok(noDocs),
    },
    once: ['carts/getOrCreate', 'auth/profile', 'payers/'],
    shown: () => screen.findByRole('region', { name: 'Resumen de la compra' }),
  },
  {
    path: 'services/:serviceId',
    url: 'services/svc-sv-0001',
    params: { serviceId: 'svc-sv-0001' },
    page: <ServicePage />,
    data: ['service'],
    store: serviceStore(),
    policy: servicePolicy,
    api: { 'GET services/svc-sv-0001': () => ok(service()) },
    once: ['services/svc-sv-0001'],
    shown: () => screen.findByRole('heading', { level: 1, name: 'Mantención mensual de jardín' }),
  },
  {
    path: 'services/:serviceId/checkout',
    url: 'services/svc-sv-0001/checkout',
    params: { serviceId: 'svc-sv-0001' },
    page: <ServiceCheckoutPage />,
    data: ['service', 'profile'],
    store: serviceStore(),
    policy: servicePolicy,
    api: {
      'GET services/svc-sv-0001': () => ok(service()),
      'GET auth/profile': () => ok(anaProfile),
      'GET cards/user/u-ana': () => ok([visa]),
    },
    once: ['services/svc-sv-0001', 'auth/profile'],
    shown: () => screen.findByRole('button', { name: 'Confirmar' }),
  },
];

test('routes.json declares data for these routes only, by names route-data knows', () => {
  const withData = (routesJson as { path: string; data?: string[] }[]).filter((r) => r.data);
  expect(withData.map(({ path }) => path).sort()).toEqual(cases.map(({ path }) => path).sort());
  for (const { path, data } of withData) {
    for (const name of data!) expect(ROUTE_DATA_NAMES).toContain(name);
    expect(data).toEqual(cases.find((c) => c.path === path)!.data);
  }
});

test.each(cases)(
  '$path: its declared data starts those reads by itself, signed in only',
  async (c) => {
    const { fetch, calls } = createFakeFetch(
      (call) => c.api[`${call.method} ${call.path}`]?.(call) ?? ok(noDocs),
    );
    const context = {
      api: createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch }),
      cache: createServerDataCache(),
      storeId: (c.store ?? cartStore())._id,
      params: c.params ?? {},
    };
    await startRouteData(c.data, { ...context, userId: undefined });
    expect(calls).toHaveLength(0);
    await startRouteData(c.data, { ...context, userId: 'u-ana' });
    await waitFor(() =>
      expect(c.once.filter((read) => calls.some((call) => call.path === read))).toEqual(c.once),
    );
  },
);

test.each(cases)('$path: the page joins the declared loads, one request each', async (c) => {
  const store = c.store ?? cartStore();
  const { calls } = renderPage(c.page, {
    routes: c.api,
    url: `/tienda-demo/${c.url ?? c.path}`,
    pattern: `/tienda-demo/${c.path}`,
    store,
    ...(c.policy ? { policy: c.policy } : {}),
    beforeRender: (jotai) =>
      void startRouteData(c.data, {
        api: jotai.get(apiAtom)!,
        cache: jotai.get(serverDataCacheAtom),
        storeId: store._id,
        userId: 'u-ana',
        params: c.params ?? {},
      }),
  });
  await c.shown();
  for (const read of c.once) expect(calls.filter((call) => call.path === read)).toHaveLength(1);
});
