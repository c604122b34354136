// subscriptionsApi(api)' actions against a fake fetch (spec 001 §7 "pausingOptions({id})
// | list of text and payday", "resumingOption({id}) | new payday", "prepay({id}), retry({id}),
// reactivate({id}) | optional cardId | subscription", "Pause, resume, cancel"; paths in the
// sandbox's API.md "Subscription actions").
import { createFakeFetch, fail, ok, type FakeCall, type FakeReply } from '../../test/fake-fetch';
import { createApi } from '../create-api';
import { ApiError } from '../errors';
import { paymentWaitOf, subscriptionOfFailedPayment, subscriptionsApi } from '../subscriptions';
import { createMemoryTokenStore } from '../token-store';

const BASE = 'http://localhost:4000/v1';
const subscription = (status: string) => ({
  _id: 'sub 1',
  status,
  type: 'recurring',
  price: 22990,
  payday: '2026-12-07T15:00:00.000Z',
  billingFrequency: 30,
  products: [],
});

function subscriptionsWith(route: (call: FakeCall) => FakeReply) {
  const fake = createFakeFetch(route);
  const api = createApi({ baseUrl: BASE, tokens: createMemoryTokenStore(), fetch: fake.fetch });
  return { subscriptions: subscriptionsApi(api), calls: fake.calls };
}

describe('pause and resume', () => {
  it('pausingOptions: GET subscriptions/{id}/pausingOptions → the list of text and payday', async () => {
    const options = [
      { text: 'Saltar 1 cobro: próximo pago el 06/01/2027', payday: '2027-01-06T15:00:00.000Z' },
    ];
    const { subscriptions, calls } = subscriptionsWith(() => ok(options));
    expect(await subscriptions.pausingOptions('sub 1')).toEqual(options);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${BASE}/subscriptions/sub%201/pausingOptions`,
    });
  });

  it('pause sends the chosen payday; resumingOption and resume; cancel', async () => {
    const { subscriptions, calls } = subscriptionsWith((call) =>
      call.url.endsWith('/resumingOption')
        ? ok({ payday: '2026-11-26T15:00:00.000Z' })
        : ok(
            subscription(
              call.url.endsWith('/pause')
                ? 'paused'
                : call.url.endsWith('/cancel')
                  ? 'canceled'
                  : 'active',
            ),
          ),
    );
    expect(
      (await subscriptions.pause('sub 1', { payday: '2027-01-06T15:00:00.000Z' })).status,
    ).toBe('paused');
    expect((await subscriptions.resumingOption('sub 1')).payday).toBe('2026-11-26T15:00:00.000Z');
    expect((await subscriptions.resume('sub 1')).status).toBe('active');
    expect((await subscriptions.cancel('sub 1')).status).toBe('canceled');
    expect(calls.map((call) => [call.method, call.url.replace(BASE, ''), call.body])).toEqual([
      ['POST', '/subscriptions/sub%201/pause', { payday: '2027-01-06T15:00:00.000Z' }],
      ['GET', '/subscriptions/sub%201/resumingOption', undefined],
      ['POST', '/subscriptions/sub%201/resume', {}],
      ['POST', '/subscriptions/sub%201/cancel', {}],
    ]);
  });

  it('a refusal is an ApiError carrying the server text (e.g. the policy forbids pausing)', async () => {
    const { subscriptions } = subscriptionsWith(() =>
      fail(403, 'Lo sentimos, tu suscripción no puede pausarse'),
    );
    await expect(subscriptions.pause('sub 1', { payday: 'x' })).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Lo sentimos, tu suscripción no puede pausarse',
    });
  });
});

describe('retry and reactivate ("optional cardId")', () => {
  it('POST …/retry with {} or { cardId }, and the Idempotency-Key only when given', async () => {
    const { subscriptions, calls } = subscriptionsWith(() => ok(subscription('active')));
    await subscriptions.retry('sub 1');
    await subscriptions.reactivate('sub 1', { cardId: 'card-2', idempotencyKey: 'k-1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/subscriptions/sub%201/retry`,
      body: {},
    });
    expect(calls[0]!.headers).not.toHaveProperty('Idempotency-Key');
    expect(calls[1]).toMatchObject({
      url: `${BASE}/subscriptions/sub%201/reactivate`,
      body: { cardId: 'card-2' },
      headers: expect.objectContaining({ 'Idempotency-Key': 'k-1' }),
    });
  });

  it('402 "Payment declined" carries the unchanged subscription; 429 carries the 5-minute wait', async () => {
    const declined = {
      status: 402,
      json: {
        code: 402,
        message: 'Payment declined',
        data: { subscription: subscription('failed attempt 2') },
      },
    };
    const wait = {
      lastPaymentTry: '2026-11-25T11:57:00.000Z',
      retryAt: '2026-11-25T12:02:00.000Z',
    };
    const tooSoon = {
      status: 429,
      json: {
        code: 429,
        message: 'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
        data: wait,
      },
    };
    const { subscriptions } = subscriptionsWith((call) =>
      call.body && (call.body as { cardId?: string }).cardId ? tooSoon : declined,
    );

    const first = await subscriptions.retry('sub 1').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiError);
    expect(subscriptionOfFailedPayment(first)?.status).toBe('failed attempt 2');
    expect(paymentWaitOf(first)).toBeUndefined();

    const second = await subscriptions
      .retry('sub 1', { cardId: 'card-2' })
      .catch((error: unknown) => error);
    expect(paymentWaitOf(second)).toEqual(wait);
    expect(subscriptionOfFailedPayment(second)).toBeUndefined();
    expect(subscriptionOfFailedPayment(new Error('x'))).toBeUndefined();
  });
});

describe('prepay, saveCardInSub, shopperConfirmPrice', () => {
  it('POST …/prepay, …/saveCardInSub { cardId }, …/shopperConfirmPrice → its flags and subscription', async () => {
    const { subscriptions, calls } = subscriptionsWith((call) =>
      call.url.endsWith('/shopperConfirmPrice')
        ? ok({
            chargeAttempted: true,
            chargeSucceeded: false,
            response: { subscription: subscription('awaiting response') },
          })
        : ok(subscription('active')),
    );
    expect((await subscriptions.prepay('sub 1')).status).toBe('active');
    expect((await subscriptions.saveCardInSub('sub 1', 'card-2')).status).toBe('active');
    const confirmed = await subscriptions.shopperConfirmPrice('sub 1');
    expect(confirmed).toMatchObject({ chargeAttempted: true, chargeSucceeded: false });
    expect(confirmed.response.subscription.status).toBe('awaiting response');
    expect(calls.map((call) => [call.method, call.url.replace(BASE, ''), call.body])).toEqual([
      ['POST', '/subscriptions/sub%201/prepay', {}],
      ['POST', '/subscriptions/sub%201/saveCardInSub', { cardId: 'card-2' }],
      ['POST', '/subscriptions/sub%201/shopperConfirmPrice', {}],
    ]);
  });
});

describe('calculateCycles', () => {
  it('GET subscriptions/calculateCycles with the five inputs → a number', async () => {
    const { subscriptions, calls } = subscriptionsWith(() => ok(6));
    const query = {
      billingFrequency: 30,
      payday: '2026-02-12T00:00:00.000Z',
      createdAt: '2026-01-10T15:30:00.000Z',
      expiration: '2026-07-12T00:00:00.000Z',
      chargeDays: 3,
    };
    expect(await subscriptions.calculateCycles(query)).toBe(6);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/v1/subscriptions/calculateCycles');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...query,
      billingFrequency: '30',
      chargeDays: '3',
    });
  });
});

describe('listAll (002 §7 "List with userId, storeId, statuses[], page, limit 100 (looped over pages)")', () => {
  it('reads every page with limit 100 and the statuses as a comma list', async () => {
    const { subscriptions, calls } = subscriptionsWith((call) => {
      const page = Number(new URL(call.url).searchParams.get('page'));
      return ok({ docs: [{ ...subscription('active'), _id: `sub-${page}` }], page, pages: 2 });
    });
    const all = await subscriptions.listAll({
      userId: 'u-ana',
      storeId: 'st-tienda-demo',
      statuses: ['active', 'paused'],
    });
    expect(all.map((s) => s._id)).toEqual(['sub-1', 'sub-2']);
    expect(calls.map((call) => Object.fromEntries(new URL(call.url).searchParams))).toEqual([
      {
        page: '1',
        limit: '100',
        userId: 'u-ana',
        storeId: 'st-tienda-demo',
        statuses: 'active,paused',
      },
      {
        page: '2',
        limit: '100',
        userId: 'u-ana',
        storeId: 'st-tienda-demo',
        statuses: 'active,paused',
      },
    ]);
  });
});

describe('shopperConfirmPrice', () => {
  it('sends the Idempotency-Key when given (a repeat answers the first success)', async () => {
    const { subscriptions, calls } = subscriptionsWith(() =>
      ok({
        chargeAttempted: true,
        chargeSucceeded: true,
        response: { subscription: subscription('active') },
      }),
    );
    await subscriptions.shopperConfirmPrice('sub 1', { idempotencyKey: 'k-1' });
    await subscriptions.shopperConfirmPrice('sub 1');
    expect(calls.map((c) => [c.method, c.url, c.headers['Idempotency-Key']])).toEqual([
      ['POST', `${BASE}/subscriptions/sub%201/shopperConfirmPrice`, 'k-1'],
      ['POST', `${BASE}/subscriptions/sub%201/shopperConfirmPrice`, undefined],
    ]);
  });
});

describe('createApiCheckoutSub (001 §7 "createApiCheckoutSub | token, storeId | list")', () => {
  it('POSTs the token and store to subscriptions/apiCheckout and reads the list and the URLs', async () => {
    const { subscriptions, calls } = subscriptionsWith(() =>
      ok({
        subscriptions: [subscription('active')],
        callbackUrl: 'https://comercio.test/ok',
        errorUrl: null,
      }),
    );
    const result = await subscriptions.createApiCheckoutSub({ token: 'tok', storeId: 'st-1' });
    expect(result.subscriptions.map((s) => s._id)).toEqual(['sub 1']);
    expect(result).toMatchObject({ callbackUrl: 'https://comercio.test/ok', errorUrl: null });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/subscriptions/apiCheckout`,
      body: { token: 'tok', storeId: 'st-1' },
    });
  });

  it('refuses an answer without a subscription (the screen shows its failure dialog)', async () => {
    const { subscriptions } = subscriptionsWith(() =>
      ok({ subscriptions: [], callbackUrl: null, errorUrl: null }),
    );
    await expect(subscriptions.createApiCheckoutSub({ token: 't', storeId: 's' })).rejects.toThrow();
  });
});
