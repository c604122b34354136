import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { fail, ok, routesFetch, type FakeRoutes } from '@storefront/state/testing';
import { railLocation } from './rail-location';
import { railTransactionStore } from './rail-transaction-store';
import { startRailPayment } from './start-rail-payment';

const PAGE = 'http://localhost:3000/tienda-demo/payment/sub-1?from=list';

function apiWith(routes: FakeRoutes) {
  const { fetch, calls } = routesFetch(routes);
  const api = createApi({
    baseUrl: 'http://localhost:4000/v1',
    tokens: createMemoryTokenStore({ access: 'token' }),
    fetch,
  });
  return { api, calls };
}

const created = (extra: object) => () =>
  ok({
    redirectUrl: 'http://localhost:4000/sandbox/page/1',
    transaction: { _id: 'tx-1' },
    ...extra,
  });

let assign: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  assign = jest.spyOn(railLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('Webpay Plus: returns to the page with webpayPlus=true, keeps the transaction, redirects', async () => {
  const { api, calls } = apiWith({
    'POST transactions/webpayplus/createPayment': created({ paymentToken: 'tok' }),
  });
  await startRailPayment(api, {
    rail: 'webpay-plus',
    target: { subscriptionId: 'sub-1' },
    storeId: 'st-tienda-demo',
    subject: 'Suscripción',
    pageUrl: PAGE,
  });
  expect(calls[0]!.body).toEqual({
    subscriptionId: 'sub-1',
    returnUrl: 'http://localhost:3000/tienda-demo/payment/sub-1?from=list&webpayPlus=true',
  });
  expect(railTransactionStore.get('sub-1')).toBe('tx-1');
  expect(assign).toHaveBeenCalledWith('http://localhost:4000/sandbox/page/1');
});

it('Khipu: the subject, this API’s own notify URL for the store, and khipu=true', async () => {
  const { api, calls } = apiWith({
    'POST transactions/khipu/createPayment': created({ paymentId: 'kh-1' }),
  });
  await startRailPayment(api, {
    rail: 'khipu',
    target: { paymentIntentId: 'pi-1' },
    storeId: 'st-tienda-demo',
    subject: 'Pago de prueba',
    pageUrl: 'http://localhost:3000/tienda-demo/single-payments/pr-1',
  });
  expect(calls[0]!.body).toEqual({
    paymentIntentId: 'pi-1',
    subject: 'Pago de prueba',
    notifyUrl: 'http://localhost:4000/v1/transactions/khipu/notify/st-tienda-demo',
    returnUrl: 'http://localhost:3000/tienda-demo/single-payments/pr-1?khipu=true',
  });
  expect(railTransactionStore.get('pi-1')).toBe('tx-1');
});

it('Mercado Pago: three return URLs with mp=true and their result, and the notify URL', async () => {
  const { api, calls } = apiWith({
    'POST transactions/mercadopago/preference': created({ preferenceId: 'pref-1' }),
  });
  await startRailPayment(api, {
    rail: 'mercado-pago',
    target: { subscriptionId: 'sub-1' },
    storeId: 'st-tienda-demo',
    subject: 'Suscripción',
    pageUrl: PAGE,
  });
  expect(calls[0]!.body).toMatchObject({
    subscriptionId: 'sub-1',
    successUrl: `${PAGE}&mp=true&result=success`,
    failureUrl: `${PAGE}&mp=true&result=failure`,
    pendingUrl: `${PAGE}&mp=true&result=pending`,
    notifyUrl: 'http://localhost:4000/v1/transactions/mercadopago/notify?storeId=st-tienda-demo',
  });
  expect(assign).toHaveBeenCalledTimes(1);
});

it('a refused start stays on the page: no redirect, nothing kept', async () => {
  const { api } = apiWith({
    'POST transactions/webpayplus/createPayment': () =>
      fail(409, 'La transacción no se ha realizado.'),
  });
  await expect(
    startRailPayment(api, {
      rail: 'webpay-plus',
      target: { subscriptionId: 'sub-1' },
      storeId: 'st-tienda-demo',
      subject: 'x',
      pageUrl: PAGE,
    }),
  ).rejects.toMatchObject({ status: 409 });
  expect(assign).not.toHaveBeenCalled();
  expect(railTransactionStore.get('sub-1')).toBeNull();
});
