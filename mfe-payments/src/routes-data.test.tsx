// The data the payment screen (and fast checkout's payment step) and the single payment declare (routes.json `data`,
// @storefront/state/route-data, issue 41): the shell starts it as soon as it has the session,
// before this remote's code runs; it loads exactly what the page reads, under the same key, so the
// page joins it.
import { screen } from '@testing-library/react';
import { apiAtom, serverDataCacheAtom } from '@storefront/state';
import { ROUTE_DATA_NAMES, startRouteData } from '@storefront/state/route-data';
import { aCard, aPaymentRequest, aSubscription, ok, renderPage } from '@storefront/state/testing';
import routesJson from '../routes.json';
import FastCheckoutPaymentPage from './features/fast-checkout/fast-checkout-payment-page';
import PaymentPage from './features/payment/payment-page';
import SinglePaymentPage from './features/single-payments/single-payment-page';

const request = aPaymentRequest({ _id: 'pr-td-0ywHJQcfV5nz3Houv9Vb0A' });
const routes = routesJson as { path: string; name: string; data?: string[] }[];

test('the payment screens and the single payment declare data, by names route-data knows', () => {
  expect(routes.filter((route) => route.data)).toEqual([
    expect.objectContaining({ name: 'Payment', data: ['payment-screen'] }),
    expect.objectContaining({ name: 'SinglePayment', data: ['single-payment'] }),
    expect.objectContaining({ name: 'FastCheckoutPayment', data: ['payment-screen'] }),
  ]);
  expect(ROUTE_DATA_NAMES).toEqual(expect.arrayContaining(['payment-screen', 'single-payment']));
});

// The payment screen, and fast checkout's payment step (where a provider's return lands), whose
// id is the subscription's.
test.each([
  {
    name: 'Payment',
    page: <PaymentPage />,
    path: 'payment/:subscriptionId',
    param: 'subscriptionId',
  },
  {
    name: 'FastCheckoutPayment',
    page: <FastCheckoutPaymentPage />,
    path: 'fast-checkout/:fastCheckoutId/payment',
    param: 'fastCheckoutId',
  },
])('$name joins the declared load: the subscription and the methods asked for once', async (c) => {
  const data = routes.find((route) => route.name === c.name)!.data;
  const subscription = aSubscription({ _id: 'sub-1', storeId: 'st-tienda-demo', userId: 'u-ana' });
  const { calls } = renderPage(c.page, {
    routes: {
      'GET subscription/sub-1': () => ok(subscription),
      'GET stores/st-tienda-demo/availablePaymentMethods': () => ok(['webpay-oneclick']),
      'GET cards/user/u-ana': () => ok([aCard()]),
    },
    url: `/tienda-demo/${c.path.replace(`:${c.param}`, 'sub-1')}`,
    pattern: `/tienda-demo/${c.path}`,
    beforeRender: (jotai) =>
      void startRouteData(data, {
        api: jotai.get(apiAtom)!,
        cache: jotai.get(serverDataCacheAtom),
        storeId: 'st-tienda-demo',
        userId: 'u-ana',
        params: { [c.param]: 'sub-1' },
      }),
  });
  expect(await screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' })).toBeInTheDocument();
  expect(calls.filter((call) => call.path === 'subscription/sub-1')).toHaveLength(1);
  expect(
    calls.filter((call) => call.path === 'stores/st-tienda-demo/availablePaymentMethods'),
  ).toHaveLength(1);
});

test('the page joins the declared load: the request and the methods asked for once', async () => {
  const data = routes.find((route) => route.name === 'SinglePayment')!.data;
  const { calls } = renderPage(<SinglePaymentPage />, {
    routes: {
      [`GET paymentRequests/${request._id}`]: () => ok(request),
      'GET stores/st-tienda-demo/availablePaymentMethods': () => ok(['webpay-plus']),
      [`GET paymentRequests/${request._id}/paymentIntents`]: () => ok([]),
    },
    url: `/tienda-demo/single-payments/${request._id}`,
    pattern: '/tienda-demo/single-payments/:paymentRequestId',
    beforeRender: (jotai) =>
      void startRouteData(data, {
        api: jotai.get(apiAtom)!,
        cache: jotai.get(serverDataCacheAtom),
        storeId: 'st-tienda-demo',
        userId: 'u-ana',
        params: { paymentRequestId: request._id },
      }),
  });
  expect(await screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' })).toBeInTheDocument();
  expect(calls.filter((call) => call.path === `paymentRequests/${request._id}`)).toHaveLength(1);
  expect(
    calls.filter((call) => call.path === 'stores/st-tienda-demo/availablePaymentMethods'),
  ).toHaveLength(1);
});
