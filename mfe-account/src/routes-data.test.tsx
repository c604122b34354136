// The data each panel route declares (routes.json `data`, @storefront/state/route-data, issue 41):
// the shell starts it as soon as it has the session, before this remote's code runs. Each route's
// declared loads are exactly what its page reads, under the same keys, so the page joins them and
// asks the API nothing more.
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { apiAtom, createServerDataCache, serverDataCacheAtom } from '@storefront/state';
import { ROUTE_DATA_NAMES, startRouteData } from '@storefront/state/route-data';
import { createFakeFetch, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { createApi, createMemoryTokenStore, type Policy, type Store } from '@storefront/sdk';
import routesJson from '../routes.json';
import routes from './routes';
import CardsPage from './features/cards/cards-page';
import ApproveChargePage from './features/charges/approve-charge-page';
import { pendingCharge, servicios } from './features/charges/approve/approve-test-kit';
import ChargeApprovedPage from './features/charges/charge-approved-page';
import ChargePage from './features/charges/charge-page';
import ChargesPage from './features/charges/charges-page';
import { anaVisa, approvedCharge, listRoutes } from './features/charges/charges-test-kit';
import ConfirmPricePage from './features/confirm-price/confirm-price-page';
import { farmacia, sub as confirmSub } from './features/confirm-price/confirm-price-test-kit';
import OrderDetailPage from './features/orders/order-detail-page';
import OrdersPage from './features/orders/orders-page';
import { deliveredOrder, page as ordersPage } from './features/orders/orders-test-kit';
import {
  activeSubscription,
  page as subscriptionsPage,
} from './features/subscriptions/subscriptions-test-kit';
import SubscriptionsPage from './features/subscriptions/subscriptions-page';
import ProfilePage from './features/profile/profile-page';
import { anaProfile } from './features/profile/profile-test-kit';
import PostSubscriptionPage from './features/subscription-edit/post-subscription-page';
import {
  editRoutes,
  subscription as editedSubscription,
  tiendaPolicy,
} from './features/subscription-edit/edit-test-kit';

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
  /** The store the page is rendered in (default tienda-demo), and its policy. */
  store?: Store;
  policy?: Partial<Policy>;
  shown: () => Promise<unknown>;
}

const edited = editedSubscription();

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
    path: 'userpanel/charges/:chargeId/approved',
    params: { chargeId: approvedCharge._id },
    url: `userpanel/charges/${approvedCharge._id}/approved`,
    page: <ChargeApprovedPage />,
    data: ['charge'],
    api: { [`GET charges/${approvedCharge._id}`]: () => ok(approvedCharge) },
    reads: [`charges/${approvedCharge._id}`, 1],
    shown: () => screen.findByRole('heading', { level: 1, name: '¡Cobro aprobado!' }),
  },
  {
    path: 'userpanel/charges/:chargeId/approve',
    params: { chargeId: pendingCharge._id },
    url: `userpanel/charges/${pendingCharge._id}/approve`,
    page: <ApproveChargePage />,
    data: ['charge-approval'],
    store: servicios,
    api: {
      [`GET charges/${pendingCharge._id}`]: () => ok(pendingCharge),
      'GET stores/st-servicios-demo/availablePaymentMethods': () => ok(['webpay-oneclick']),
    },
    reads: [`charges/${pendingCharge._id}`, 1],
    alsoOnce: 'stores/st-servicios-demo/availablePaymentMethods',
    shown: () => screen.findByRole('heading', { level: 1, name: 'Aprueba tu cobro' }),
  },
  {
    path: 'userpanel/profile',
    page: <ProfilePage />,
    data: ['profile'],
    api: { 'GET auth/profile': () => ok(anaProfile) },
    reads: ['auth/profile', 1],
    shown: () => screen.findByRole('textbox', { name: 'Correo electrónico' }),
  },
  {
    path: 'confirmPrice/:subscriptionId',
    params: { subscriptionId: 'sub-1' },
    url: 'confirmPrice/sub-1',
    page: <ConfirmPricePage />,
    data: ['subscription'],
    store: farmacia,
    policy: { subscriptionPolicy: { defaultStatus: 'awaiting response' } } as Partial<Policy>,
    api: {
      'GET subscription/sub-1': () => ok(confirmSub({ status: 'pending' })),
      'GET cards/user/u-ana': () => ok([anaVisa]),
    },
    reads: ['subscription/sub-1', 1],
    shown: () => screen.findByRole('heading', { level: 1, name: 'Tu pago está programado' }),
  },
  {
    path: 'postsubscription/:subscriptionId',
    params: { subscriptionId: edited._id },
    url: `postsubscription/${edited._id}`,
    page: <PostSubscriptionPage />,
    data: ['subscription-edit'],
    policy: tiendaPolicy,
    api: editRoutes(edited),
    reads: [`subscription/${edited._id}`, 1],
    // Each item's product, asked for with the subscription: once.
    alsoOnce: `catalog/products/${edited.products[0]!.productId}`,
    // The form, once its products are in (their stock and discounts) and shipping is quoted.
    shown: () => screen.findByText(/^Despacho: \$/),
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
  const storeId = testCase.store?._id ?? 'st-tienda-demo';
  it("its declared data starts its page's loads (signed in only)", async () => {
    const { fetch, calls } = createFakeFetch(
      (call) => api[`${call.method} ${call.path}`]?.(call) ?? ok({ docs: [], page: 1, pages: 1 }),
    );
    const context = {
      api: createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch }),
      cache: createServerDataCache(),
      storeId,
      params,
    };
    await startRouteData(declared(path), { ...context, userId: undefined });
    expect(calls).toHaveLength(0);
    await startRouteData(declared(path), { ...context, userId: 'u-ana' });
    expect(calls.filter((call) => call.path === read)).toHaveLength(count);
    // The other declared read (an edit's products: once its subscription has answered).
    const other = testCase.alsoOnce;
    if (other) await waitFor(() => expect(calls.map((call) => call.path)).toContain(other));
  });

  it('the page joins the declared loads: one visit, no second request', async () => {
    const { calls } = renderPage(page, {
      routes: api,
      url,
      pattern: `/tienda-demo/${path}`,
      ...(testCase.store ? { store: testCase.store } : {}),
      ...(testCase.policy ? { policy: testCase.policy } : {}),
      beforeRender: (jotai) =>
        void startRouteData(declared(path), {
          api: jotai.get(apiAtom)!,
          cache: jotai.get(serverDataCacheAtom),
          storeId,
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
