// The data the cart and the checkout declare (routes.json `data`, @storefront/state/route-data,
// issue 41): the shell starts it as soon as it has the session, before this remote's code runs.
// Each page reads those same loads, under the same keys, so it joins them and asks nothing twice.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { apiAtom, serverDataCacheAtom } from '@storefront/state';
import { ROUTE_DATA_NAMES, startRouteData } from '@storefront/state/route-data';
import { aUser, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import routesJson from '../routes.json';
import { CartPage } from './features/cart/cart-page';
import CheckoutPage from './features/checkout/checkout-page';
import { cart, cartStore, line, product } from './test-support/cart-fixtures';

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
  page: ReactElement;
  data: string[];
  api: FakeRoutes;
  /** Each read the route declares, made once per visit. */
  once: string[];
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
];

test('routes.json declares data for these routes only, by names route-data knows', () => {
  const withData = (routesJson as { path: string; data?: string[] }[]).filter((r) => r.data);
  expect(withData.map(({ path }) => path).sort()).toEqual(cases.map(({ path }) => path).sort());
  for (const { path, data } of withData) {
    for (const name of data!) expect(ROUTE_DATA_NAMES).toContain(name);
    expect(data).toEqual(cases.find((c) => c.path === path)!.data);
  }
});

test.each(cases)('$path: the page joins the declared loads, one request each', async (c) => {
  const { calls } = renderPage(c.page, {
    routes: c.api,
    url: `/tienda-demo/${c.path}`,
    pattern: `/tienda-demo/${c.path}`,
    store: cartStore(),
    beforeRender: (jotai) =>
      void startRouteData(c.data, {
        api: jotai.get(apiAtom)!,
        cache: jotai.get(serverDataCacheAtom),
        storeId: cartStore()._id,
        userId: 'u-ana',
        params: {},
      }),
  });
  await c.shown();
  for (const read of c.once) expect(calls.filter((call) => call.path === read)).toHaveLength(1);
});
