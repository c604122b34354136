// Issue 36 authorization matrix: every store-scoped route (src/auth/store-scope.ts) refuses, with
// 403 and no write, the token of an account the store does not admit, even asking about her own
// things there (the requests: store-admission.ts). Object routes: object-routes-matrix.test.ts.
import { STORE_SCOPE } from '../../src/auth/store-scope';
import { call } from './send-request';
import { ADMISSION_REQUESTS, type RefusedScene } from './store-admission';
import { sharedSandbox } from '../helpers';
import { installWriteMark, writeMark } from '../hostile/write-mark';

const sandbox = sharedSandbox();

describe('issue 36: store admission on every store-scoped route', () => {
  const FA = 'st-farmacia-demo';
  const rita: { token?: string; scene?: RefusedScene } = {};

  /** Rita's own things in farmacia-demo, made while she was its customer; then she is not. */
  beforeAll(async () => {
    await installWriteMark(sandbox.db);
    const email = 'rita.matriz@test.cl';
    rita.token = (await sandbox.api.post('/sandbox/session', { email })).body.data.access;
    const token = rita.token!;
    const userId = (await sandbox.v1.get('/auth/profile', token)).body.data.userId as string;
    const scene = async (path: string, body: unknown) => {
      const reply = await sandbox.api.post(path, body);
      expect(reply.status).toBeLessThan(300);
      return reply.body.data;
    };
    const own = { email, storeName: 'farmacia-demo' };
    const cardId = (await scene('/sandbox/cards', { ...own, number: '4242424242424242' }))._id;
    const products = [{ productId: 'fa-p-0001' }];
    const subscriptionId = (
      await scene('/sandbox/subscriptions', { ...own, status: 'active', products })
    )._id;
    const failing = await scene('/sandbox/subscriptions', {
      ...own,
      status: 'failed attempt 1',
      paydayInDays: -2,
      products,
    });
    const retried = await sandbox.v1.post(`/subscriptions/${failing._id}/retry`, {}, token);
    expect(retried.status).toBe(200);
    const chargeId = (
      await scene('/sandbox/charges', { ...own, installments: [{ paydayInDays: 5 }] })
    )._id;
    const serviceId = (
      await scene('/sandbox/services', {
        storeName: 'farmacia-demo',
        name: 'Asesoría',
        price: 9990,
      })
    )._id;
    const paymentLinkId = (
      await scene('/sandbox/paymentLinks', { storeId: FA, price: 9990, description: 'Enlace' })
    )._id;
    const apiCheckoutToken = (await scene('/sandbox/apiCheckouts', { ...own, products })).token;
    const paymentRequestId = (
      await scene('/sandbox/paymentRequests', {
        storeId: FA,
        userEmail: email,
        price: 9990,
        description: 'Cobro',
      })
    )._id;
    const payer = await sandbox.v1.post('/payers', { userId, storeId: FA }, token);
    expect(payer.status).toBe(201);
    const intent = await sandbox.v1.post(
      '/paymentIntents',
      { paymentRequestId, userEmail: email, paymentMethod: { name: 'Webpay Plus' }, price: 9990 },
      token,
    );
    expect(intent.status).toBe(201);
    const started = await sandbox.v1.post(
      '/transactions/webpayplus/createPayment',
      { paymentIntentId: intent.body.data._id, returnUrl: 'http://localhost:8080/farmacia-demo/x' },
      token,
    );
    expect(started.status).toBe(201);
    const deliveryId = `dlv-rita-matriz`;
    await sandbox.db
      .insertInto('deliveries')
      .values({
        id: deliveryId,
        delivery_number: 9001,
        store_id: FA,
        user_id: userId,
        subscription_id: subscriptionId,
        status: 'pending',
        price: 1000,
        delivery_price: 0,
        total_price: 1000,
        currency: 'clp',
        products: JSON.stringify([]),
        contact: JSON.stringify({}),
      })
      .execute();
    rita.scene = {
      userId,
      email,
      storeId: FA,
      guestId: 'g-rita-matriz',
      cardId,
      payerId: payer.body.data._id,
      subscriptionId,
      deliveryId,
      transactionId: retried.body.data.transaction._id,
      chargeId,
      serviceId,
      paymentRequestId,
      paymentIntentId: intent.body.data._id,
      webpayToken: started.body.data.paymentToken,
      paymentLinkId,
      apiCheckoutToken,
    };
    // The store no longer counts her among its customers (sign-up off, no shared accounts).
    await sandbox.db
      .deleteFrom('store_members')
      .where('user_id', '=', userId)
      .where('store_id', '=', FA)
      .execute();
  }, 60_000);

  it('lists admission requests for exactly the store-scoped routes of STORE_SCOPE', () => {
    const scopedRoutes = Object.entries(STORE_SCOPE)
      .filter(([, scope]) => 'storeOf' in scope)
      .map(([key]) => key)
      .sort();
    expect(Object.keys(ADMISSION_REQUESTS).sort()).toEqual(scopedRoutes);
    const v1 = sandbox.app.routeCatalog
      .filter((route) => route.url.startsWith('/v1'))
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(STORE_SCOPE).sort()).toEqual([...new Set(v1)].sort());
  });

  it('refuses the token of an account the store does not admit on every one of them, writing nothing', async () => {
    const failures: string[] = [];
    for (const [route, build] of Object.entries(ADMISSION_REQUESTS)) {
      for (const request of build(rita.scene!)) {
        const before = await writeMark(sandbox.db);
        const reply = await call(sandbox.v1, request, rita.token);
        const wrote = (await writeMark(sandbox.db)) !== before;
        if (reply.status !== 403 || reply.body.message !== 'Store access denied' || wrote)
          failures.push(
            `${route} ${request.url}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}${wrote ? ' (wrote)' : ''}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('lets the same token in once the store admits the account again', async () => {
    expect(
      (
        await sandbox.api.post('/sandbox/members', {
          email: rita.scene!.email,
          storeName: 'farmacia-demo',
        })
      ).status,
    ).toBe(201);
    const refused: string[] = [];
    for (const build of Object.values(ADMISSION_REQUESTS))
      for (const request of build(rita.scene!).filter((r) => r.method === 'GET')) {
        const reply = await call(sandbox.v1, request, rita.token);
        if (reply.status === 403) refused.push(`${request.url}: ${JSON.stringify(reply.body)}`);
      }
    expect(refused).toEqual([]);
  }, 60_000);
});
