// The data each panel route declares (routes.json `data`, @storefront/state/route-data, issue 41):
// the shell starts it as soon as it has the session, before this remote's code runs. Each route's
// declared loads are exactly what its page reads, under the same keys, so the page joins them and
// asks the API nothing more.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { apiAtom, createServerDataCache, serverDataCacheAtom } from '@storefront/state';
import { ROUTE_DATA_NAMES, startRouteData } from '@storefront/state/route-data';
import { createFakeFetch, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import routesJson from '../routes.json';
import routes from './routes';
import CardsPage from './features/cards/cards-page';
import ChargePage from './features/charges/charge-page';
import ChargesPage from './features/charges/charges-page';
import { anaVisa, approvedCharge, listRoutes } from './features/charges/charges-test-kit';
import OrderDetailPage from './features/orders/order-detail-page';
import OrdersPage from './features/orders/orders-page';
import { deliveredOrder, page as ordersPage } from './features/orders/orders-test-kit';
import {
  activeSubscription,
  page as subscriptionsPage,
} from './features/subscriptions/subscriptions-test-kit';
import SubscriptionsPage from './features/subscriptions/subscriptions-page';

interface Case {
  path: string;
  /** The route's parameters and the URL that gives them (a pattern without any: the path). */
  params?: Record<string, string>;
  url?: string;
  page: ReactElement;
  /** What routes.json declares for it. */
  data: string[];
  api: FakeRoutes;
  /** The API path the page reads and how many calls one visit makes. */
  reads: [string, number];
  /** Another read the route declares, made once per visit too. */
  alsoOnce?: string;
  shown: () => Promise<unknown>;
}

const cases: Case[] = [
  {
    path: 'userpanel/cards',
    page: <CardsPage />,
    data: ['card-rows'],
    api: {
      'GET cards/user/u-ana': () => ok([anaVisa]),
      [`GET cards/${anaVisa._id}/canBeDeleted`]: () => ok(true),
    },
    reads: ['cards/user/u-ana', 1],
    shown: () => screen.findByRole('listitem', { name: 'Visa terminada en 4242' }),
  },
  {
    path: 'userpanel/subscriptions',
    page: <SubscriptionsPage />,
    data: ['subscriptions', 'cards'],
    api: {
      'GET subscriptions': () => subscriptionsPage([activeSubscription]),
      'GET cards/user/u-ana': () => ok([anaVisa]),
    },
    reads: ['subscriptions', 1],
    alsoOnce: 'cards/user/u-ana',
    shown: () => screen.findByText('Café en grano Tostaduría Central 1 kg · 2 unidades'),
  },
  {
    path: 'userpanel/orders',
    page: <OrdersPage />,
    data: ['orders'],
    api: { 'GET delivery/': () => ordersPage([deliveredOrder]) },
    reads: ['delivery/', 1],
    shown: () => screen.findByRole('list', { name: 'Órdenes pagadas' }),
  },
  {
    path: 'userpanel/orders/:deliveryId',
    params: { deliveryId: deliveredOrder._id },
    url: `userpanel/orders/${deliveredOrder._id}`,
    page: <OrderDetailPage />,
    data: ['order'],
    api: {
      [`GET delivery/${deliveredOrder._id}`]: () => ok(deliveredOrder),
      ...Object.fromEntries(
        deliveredOrder.products.map((line) => [
          `GET catalog/products/${line.productId}`,
          () => ok({ _id: line.productId }),
        ]),
      ),
    },
    reads: [`delivery/${deliveredOrder._id}`, 1],
    shown: () => screen.findByRole('heading', { level: 1, name: 'Orden N° 901' }),
  },
  {
    path: 'userpanel/charges/:chargeId',
    params: { chargeId: approvedCharge._id },
    url: `userpanel/charges/${approvedCharge._id}`,
    page: <ChargePage />,
    data: ['charge'],
    api: {
      [`GET charges/${approvedCharge._id}`]: () => ok(approvedCharge),
      'GET cards/user/u-ana': () => ok([anaVisa]),
    },
    reads: [`charges/${approvedCharge._id}`, 1],
    shown: () => screen.findByRole('heading', { level: 1, name: approvedCharge.name }),
  },
  {
    path: 'userpanel/charges',
    page: <ChargesPage />,
    data: ['charge-lists'],
    api: listRoutes({ approved: [approvedCharge] }),
    reads: ['charges/shopper', 4], // one call per status (002 §7)
    shown: () => screen.findByRole('heading', { name: approvedCharge.name }),
  },
];

const declared = (path: string) =>
  (routesJson as { path: string; data?: string[] }[]).find((route) => route.path === path)?.data;

test('routes.json declares data for these routes only, by names route-data knows, each with a page', () => {
  const withData = (routesJson as { path: string; data?: string[] }[]).filter((r) => r.data);
  expect(withData.map(({ path }) => path).sort()).toEqual(cases.map(({ path }) => path).sort());
  for (const { path, data } of withData) {
    expect(routes[path]).toBeDefined();
    for (const name of data!) expect(ROUTE_DATA_NAMES).toContain(name);
    expect(data).toEqual(cases.find((c) => c.path === path)!.data);
  }
});

describe.each(cases)('$path', (testCase) => {
  const {
    path,
    page,
    api,
    reads: [read, count],
    shown,
  } = testCase;
  const params = testCase.params ?? {};
  const url = `/tienda-demo/${testCase.url ?? path}`;
  it("its declared data starts its page's loads (signed in only)", async () => {
    const { fetch, calls } = createFakeFetch(() => ok({ docs: [], page: 1, pages: 1 }));
    const context = {
      api: createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch }),
      cache: createServerDataCache(),
      storeId: 'st-tienda-demo',
      params,
    };
    await startRouteData(declared(path), { ...context, userId: undefined });
    expect(calls).toHaveLength(0);
    await startRouteData(declared(path), { ...context, userId: 'u-ana' });
    expect(calls.filter((call) => call.path === read)).toHaveLength(count);
  });

  it('the page joins the declared loads: one visit, no second request', async () => {
    const { calls } = renderPage(page, {
      routes: api,
      url,
      pattern: `/tienda-demo/${path}`,
      beforeRender: (jotai) =>
        void startRouteData(declared(path), {
          api: jotai.get(apiAtom)!,
          cache: jotai.get(serverDataCacheAtom),
          storeId: 'st-tienda-demo',
          userId: 'u-ana',
          params,
        }),
    });
    await shown();
    expect(calls.filter((call) => call.path === read)).toHaveLength(count);
    for (const other of testCase.alsoOnce ? [testCase.alsoOnce] : [])
      expect(calls.filter((call) => call.path === other)).toHaveLength(1);
  });
});
