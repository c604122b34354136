// paymentsApi(api) against a fake fetch (spec 002 §7 "Payment intent: create by shopper, body
// {paymentRequestId, userEmail, paymentMethod:{name}, price}. Get by id. Get by payment request id
// with an optional status filter (initiated or successful). Expire by id", "GET
// /billings/invoices/payment-intent/{paymentIntentId}", "GET /paymentLinks/{paymentLinkId}",
// "Get-or-create payment request by shopper for a payment link: body {userEmail, userId}"; 001 §7
// rails; paths in the sandbox's API.md "Payments (issue 13)").
import { createFakeFetch, fail, ok, type FakeCall, type FakeReply } from '../../test/fake-fetch';
import { createApi } from '../create-api';
import { committedAnswerOf, intentInProgressOf, paymentsApi } from '../payments';
import { createMemoryTokenStore } from '../token-store';

const BASE = 'http://localhost:4000/v1';
const intent = (status = 'initiated', method = 'Webpay Plus') => ({
  _id: 'pi-1',
  paymentRequestId: 'pr-1',
  storeId: 'st-tienda-demo',
  userEmail: 'ana@demo.cl',
  paymentMethod: { name: method },
  price: 25000,
  currency: 'clp',
  status,
  expirationDate: '2026-11-26T10:10:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  transactionId: null,
});

function paymentsWith(route: (call: FakeCall) => FakeReply) {
  const fake = createFakeFetch(route);
  const api = createApi({ baseUrl: BASE, tokens: createMemoryTokenStore(), fetch: fake.fetch });
  return { payments: paymentsApi(api), calls: fake.calls, api };
}
const path = (call: FakeCall) => new URL(call.url).pathname + new URL(call.url).search;

describe('payment intents', () => {
  it('creates with the 002 §7 body and an optional Idempotency-Key', async () => {
    const { payments, calls } = paymentsWith(() => ok(intent(), 201));
    const body = {
      paymentRequestId: 'pr-1',
      userEmail: 'ana@demo.cl',
      paymentMethod: { name: 'Webpay Plus' },
      price: 25000,
    };
    const created = await payments.intents.create(body, { idempotencyKey: 'k-1' });
    expect(created).toMatchObject({ _id: 'pi-1', status: 'initiated' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}/paymentIntents`, body });
    expect(calls[0]!.headers['Idempotency-Key']).toBe('k-1');
  });

  it('reads one, lists a request’s intents by status, expires one', async () => {
    const { payments, calls } = paymentsWith((call) =>
      call.url.includes('/paymentIntents?') || call.url.endsWith('/paymentIntents')
        ? ok([intent('successful')])
        : ok(intent(call.method === 'POST' ? 'expired' : 'initiated')),
    );
    expect((await payments.intents.get('pi 1')).status).toBe('initiated');
    expect(
      (await payments.intents.listByRequest('pr-1', { status: 'successful' }))[0]!.status,
    ).toBe('successful');
    expect((await payments.intents.expire('pi-1')).status).toBe('expired');
    expect(calls.map((call) => `${call.method} ${path(call)}`)).toEqual([
      'GET /v1/paymentIntents/pi%201',
      'GET /v1/paymentRequests/pr-1/paymentIntents?status=successful',
      'POST /v1/paymentIntents/pi-1/expire',
    ]);
  });

  it('hands out the intent of another method a create was refused for (409)', async () => {
    const { payments } = paymentsWith(() => ({
      status: 409,
      json: {
        code: 409,
        message: 'Another payment intent is in progress',
        data: { paymentIntent: intent('initiated', 'Khipu Payment Initiation') },
      },
    }));
    const error = await payments.intents
      .create({
        paymentRequestId: 'pr-1',
        userEmail: 'a@b.cl',
        paymentMethod: { name: 'Webpay Plus' },
        price: 1,
      })
      .catch((caught: unknown) => caught);
    expect(intentInProgressOf(error)?.paymentMethod.name).toBe('Khipu Payment Initiation');
    expect(intentInProgressOf(new Error('x'))).toBeUndefined();
  });
});

describe('invoices and payment links', () => {
  it('reads the invoice of an intent (UF reference amounts kept)', async () => {
    const { payments, calls } = paymentsWith(() =>
      ok({
        _id: 'inv-1',
        paymentIntentId: 'pi-1',
        createdAt: '2026-11-26T10:01:00.000Z',
        currency: 'clp',
        referenceCurrency: 'uf',
        totalGrossAmount: 48750,
        referenceTotalGrossAmount: 1.25,
      }),
    );
    const invoice = await payments.invoices.byPaymentIntent('pi-1');
    expect(invoice).toMatchObject({ referenceCurrency: 'uf', referenceTotalGrossAmount: 1.25 });
    expect(path(calls[0]!)).toBe('/v1/billings/invoices/payment-intent/pi-1');
  });

  it('reads a link and gets or creates the caller’s request for it', async () => {
    const { payments, calls } = paymentsWith((call) =>
      call.method === 'GET'
        ? ok({
            _id: 'pl-1',
            storeId: 'st-servicios-demo',
            price: 19990,
            currency: 'clp',
            status: 'active',
          })
        : ok(
            {
              _id: 'pr-9',
              storeId: 'st-servicios-demo',
              userEmail: 'a@b.cl',
              price: 19990,
              status: 'pending',
            },
            201,
          ),
    );
    expect((await payments.links.get('pl-1')).price).toBe(19990);
    const request = await payments.links.getOrCreateRequest('pl-1', {
      userEmail: 'a@b.cl',
      userId: 'g-1',
    });
    expect(request._id).toBe('pr-9');
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: `${BASE}/paymentLinks/pl-1/paymentRequests`,
      body: { userEmail: 'a@b.cl', userId: 'g-1' },
    });
  });

  it('a 404 link is an ApiError with the server’s message', async () => {
    const { payments } = paymentsWith(() => fail(404, 'Payment link not found'));
    await expect(payments.links.get('pl-x')).rejects.toMatchObject({
      status: 404,
      message: 'Payment link not found',
    });
  });
});

describe('rails', () => {
  it('Webpay Plus: createPayment with the 002 §3 payload, validatePayment with the token', async () => {
    const { payments, calls } = paymentsWith((call) =>
      call.url.endsWith('createPayment')
        ? ok(
            {
              paymentToken: 'wp-1',
              redirectUrl: 'http://localhost:4000/sandbox/webpayplus/wp-1',
              transaction: { _id: 'tx-1' },
            },
            201,
          )
        : ok({
            status: 'completed',
            transaction: { _id: 'tx-1', status: 'completed' },
            paymentIntent: intent('successful'),
          }),
    );
    const started = await payments.rails.webpayPlus.createPayment({
      paymentIntentId: 'pi-1',
      returnUrl: 'http://s/x',
    });
    expect(started).toMatchObject({ paymentToken: 'wp-1', transaction: { _id: 'tx-1' } });
    const validated = await payments.rails.webpayPlus.validatePayment('wp-1');
    expect(validated.paymentIntent?.status).toBe('successful');
    expect(calls.map((call) => [path(call), call.body])).toEqual([
      [
        '/v1/transactions/webpayplus/createPayment',
        { paymentIntentId: 'pi-1', returnUrl: 'http://s/x' },
      ],
      ['/v1/transactions/webpayplus/validatePayment', { token: 'wp-1' }],
    ]);
  });

  it('a second commit hands out the first answer (409 "Token already committed")', async () => {
    const { payments } = paymentsWith(() => ({
      status: 409,
      json: {
        code: 409,
        message: 'Token already committed',
        data: { status: 'failed', transaction: { _id: 'tx-1' } },
      },
    }));
    const error = await payments.rails.webpayPlus
      .validatePayment('wp-1')
      .catch((caught: unknown) => caught);
    expect(committedAnswerOf(error)).toMatchObject({ status: 'failed' });
  });

  it('Khipu and Mercado Pago fill the notify URLs of 001 §7 from the API base', async () => {
    const { payments, calls } = paymentsWith((call) =>
      call.url.includes('khipu')
        ? ok({ paymentId: 'kh-1', redirectUrl: 'r', transaction: { _id: 'tx-2' } }, 201)
        : ok({ preferenceId: 'mp-1', redirectUrl: 'r', transaction: { _id: 'tx-3' } }, 201),
    );
    await payments.rails.khipu.createPayment(
      { subscriptionId: 'sub-1', subject: 'Pago', returnUrl: 'http://s/p?khipu=true' },
      'st-tienda-demo',
    );
    await payments.rails.mercadoPago.preference(
      {
        paymentIntentId: 'pi-1',
        subject: 'Pago',
        successUrl: 'http://s/p?mp=true&result=success',
        failureUrl: 'http://s/p?mp=true&result=failure',
        pendingUrl: 'http://s/p?mp=true&result=pending',
      },
      'st-tienda-demo',
    );
    expect((calls[0]!.body as { notifyUrl: string }).notifyUrl).toBe(
      `${BASE}/transactions/khipu/notify/st-tienda-demo`,
    );
    expect((calls[1]!.body as { notifyUrl: string }).notifyUrl).toBe(
      `${BASE}/transactions/mercadopago/notify?storeId=st-tienda-demo`,
    );
    expect(path(calls[1]!)).toBe('/v1/transactions/mercadopago/preference');
  });
});
