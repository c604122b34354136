// The routes module's `prefetch` (RoutePrefetch, issue 15): the shell starts a panel page's data
// with its code. Each prefetch loads exactly what its page reads, under the same keys, so the page
// joins that load and asks the API nothing more.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import {
  apiAtom,
  createServerDataCache,
  serverDataCacheAtom,
  type RoutePrefetch,
} from '@storefront/state';
import { createFakeFetch, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import routesJson from '../routes.json';
import routes, { prefetch } from './routes';
import CardsPage from './features/cards/cards-page';
import { prefetchCardRows } from './features/cards/use-card-rows';
import ChargePage from './features/charges/charge-page';
import ChargesPage from './features/charges/charges-page';
import { prefetchCharge, prefetchChargeLists } from './features/charges/charge-reads';
import { anaVisa, approvedCharge, listRoutes } from './features/charges/charges-test-kit';
import OrdersPage from './features/orders/orders-page';
import { deliveredOrder, page as ordersPage } from './features/orders/orders-test-kit';
import { prefetchOrders } from './features/orders/use-orders';
import {
  activeSubscription,
  page as subscriptionsPage,
} from './features/subscriptions/subscriptions-test-kit';
import SubscriptionsPage from './features/subscriptions/subscriptions-page';
import { prefetchSubscriptions } from './features/subscriptions/use-subscriptions';

interface Case {
  path: string;
  /** The route's parameters and the URL that gives them (a pattern without any: the path). */
  params?: Record<string, string>;
  url?: string;
  page: ReactElement;
  own: RoutePrefetch;
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
    own: prefetchCardRows,
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
    own: prefetchSubscriptions,
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
    own: prefetchOrders,
    api: { 'GET delivery/': () => ordersPage([deliveredOrder]) },
    reads: ['delivery/', 1],
    shown: () => screen.findByRole('list', { name: 'Órdenes pagadas' }),
  },
  {
    path: 'userpanel/charges/:chargeId',
    params: { chargeId: approvedCharge._id },
    url: `userpanel/charges/${approvedCharge._id}`,
    page: <ChargePage />,
    own: prefetchCharge,
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
    own: prefetchChargeLists,
    api: listRoutes({ approved: [approvedCharge] }),
    reads: ['charges/shopper', 4], // one call per status (002 §7)
    shown: () => screen.findByRole('heading', { name: approvedCharge.name }),
  },
];

test('every prefetch is for a route of routes.json with a page', () => {
  const declared = routesJson.map((route) => route.path);
  for (const path of Object.keys(prefetch)) {
    expect(declared).toContain(path);
    expect(routes[path]).toBeDefined();
  }
  expect(Object.keys(prefetch).sort()).toEqual(cases.map(({ path }) => path).sort());
});

describe.each(cases)('$path', (testCase) => {
  const {
    path,
    page,
    own,
    api,
    reads: [read, count],
    shown,
  } = testCase;
  const params = testCase.params ?? {};
  const url = `/tienda-demo/${testCase.url ?? path}`;
  it("the routes module's prefetch starts its page's loads (signed in only)", async () => {
    const { fetch, calls } = createFakeFetch(() => ok({ docs: [], page: 1, pages: 1 }));
    const context = {
      api: createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch }),
      cache: createServerDataCache(),
      storeId: 'st-tienda-demo',
      params,
    };
    await prefetch[path]!({ ...context, userId: undefined });
    expect(calls).toHaveLength(0);
    await prefetch[path]!({ ...context, userId: 'u-ana' });
    expect(calls.filter((call) => call.path === read)).toHaveLength(count);
  });

  it('the page joins the prefetched loads: one visit, no second request', async () => {
    const { calls } = renderPage(page, {
      routes: api,
      url,
      pattern: `/tienda-demo/${path}`,
      beforeRender: (jotai) =>
        void own({
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
