/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Khipu and Mercado Pago over real HTTP and PGlite (001 §7 "POST /transactions/khipu/createPayment |
// subject, notifyUrl, subscriptionId or paymentIntentId"; "POST /transactions/mercadopago/preference
// | subject, successUrl, failureUrl, pendingUrl, notifyUrl …"; "Notify URLs point to server-side
// validation endpoints for Khipu (by store id) and Mercado Pago (storeId query)"; issue 13: "A
// payment is marked paid only by the server's own check with the provider (notification or
// commit), never because a return URL says success").
import { loginAna, sharedSandbox } from './helpers';
import {
  approvedCharges,
  intentScene,
  pathOf,
  press,
  returnUrl,
  STORE,
  storedSubscription,
  storedTransaction,
  subscriptionScene,
} from './payments/rail-scene';

const sandbox = sharedSandbox();
jest.setTimeout(120_000);
let ana = '';

const khipuNotify = (storeId = STORE) => `${sandbox.url}/v1/transactions/khipu/notify/${storeId}`;
const mpNotify = (storeId = STORE) =>
  `${sandbox.url}/v1/transactions/mercadopago/notify?storeId=${storeId}`;
const startKhipu = (target: Record<string, string>, notifyUrl = khipuNotify()) =>
  sandbox.v1.post(
    '/transactions/khipu/createPayment',
    {
      ...target,
      subject: 'Pago de suscripción',
      notifyUrl,
      returnUrl: returnUrl('payment/x?khipu=true'),
    },
    ana,
  );
const mpUrls = (path: string) => ({
  successUrl: returnUrl(`${path}?mp=true&result=success`),
  failureUrl: returnUrl(`${path}?mp=true&result=failure`),
  pendingUrl: returnUrl(`${path}?mp=true&result=pending`),
});
const startMp = (target: Record<string, string>, notifyUrl = mpNotify()) =>
  sandbox.v1.post(
    '/transactions/mercadopago/preference',
    { ...target, subject: 'Pago', notifyUrl, ...mpUrls('single-payments/pr') },
    ana,
  );
const ledger = (id: string) =>
  sandbox.db
    .selectFrom('provider_payments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
});

describe('Khipu', () => {
  it('createPayment answers the page; "Pagar" notifies server side, settles, and returns the browser', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const reply = await startKhipu({ subscriptionId: sub._id });
    expect(reply.status).toBe(201);
    const { paymentId, redirectUrl, transaction } = reply.body.data;
    expect(redirectUrl).toBe(`${sandbox.url}/sandbox/khipu/${paymentId}`);
    const page = await sandbox.api.get(`/sandbox/khipu/${paymentId}`);
    expect(page.body).toContain('>Pagar</button>');
    expect(page.body).toContain('>Cancelar</button>');
    expect(page.body).toContain('Pago de suscripción');
    const back = await press(sandbox, `/sandbox/khipu/${paymentId}`, 'pay');
    expect([back.status, pathOf(back.location!), back.query]).toEqual([
      303,
      '/tienda-demo/payment/x',
      { khipu: 'true' },
    ]);
    expect((await sandbox.v1.get(`/transactions/${transaction._id}`, ana)).body.data).toMatchObject(
      { status: 'completed', kind: 'khipu', cardId: null },
    );
    expect((await storedSubscription(sandbox, sub._id)).status).toBe('active');
    expect(await approvedCharges(sandbox, sub._id)).toHaveLength(1);
  });

  it('"Cancelar" ends it unpaid', async () => {
    const sub = await subscriptionScene(sandbox, 'failed attempt 2');
    const { paymentId, transaction } = (await startKhipu({ subscriptionId: sub._id })).body.data;
    const back = await press(sandbox, `/sandbox/khipu/${paymentId}`, 'cancel');
    expect(back.status).toBe(303);
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('declined');
    expect((await storedSubscription(sandbox, sub._id)).status).toBe('failed attempt 2');
  });

  it('refuses a notifyUrl that is not this API’s own for the store (no SSRF), and a foreign return URL', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    for (const notifyUrl of [
      'https://evil.example/hook',
      khipuNotify('st-servicios-demo'),
      mpNotify(),
    ]) {
      const reply = await startKhipu({ subscriptionId: sub._id }, notifyUrl);
      expect([reply.status, reply.body.message]).toEqual([
        400,
        'notifyUrl must be this API’s notify endpoint for the store',
      ]);
    }
    const foreign = await sandbox.v1.post(
      '/transactions/khipu/createPayment',
      {
        subscriptionId: sub._id,
        subject: 'x',
        notifyUrl: khipuNotify(),
        returnUrl: 'http://localhost:8080/farmacia-demo/x',
      },
      ana,
    );
    expect(foreign.status).toBe(400);
  });

  it('accepts the notify endpoint as the store’s pages address this API: through their storefront’s /api/v1 proxy', async () => {
    const storefront = new URL(returnUrl('')).origin;
    const sub = await subscriptionScene(sandbox, 'failed');
    const viaProxy = `${storefront}/api/v1/transactions/khipu/notify/${STORE}`;
    expect((await startKhipu({ subscriptionId: sub._id }, viaProxy)).status).toBe(201);
    const other = await subscriptionScene(sandbox, 'failed');
    const mpViaProxy = `${storefront}/api/v1/transactions/mercadopago/notify?storeId=${STORE}`;
    expect((await startMp({ subscriptionId: other._id }, mpViaProxy)).status).toBe(201);
    for (const notifyUrl of [
      `https://evil.example/api/v1/transactions/khipu/notify/${STORE}`,
      `${storefront}/v1/transactions/khipu/notify/${STORE}`,
      `http://servicios-demo.${new URL(storefront).host}/api/v1/transactions/khipu/notify/${STORE}`,
    ]) {
      const reply = await startKhipu({ subscriptionId: sub._id }, notifyUrl);
      expect([reply.status, reply.body.message]).toEqual([
        400,
        'notifyUrl must be this API’s notify endpoint for the store',
      ]);
    }
  });

  it('a forged notify for an unpaid payment settles nothing; an unknown token is 404', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const before = JSON.stringify(await storedSubscription(sandbox, sub._id));
    const { paymentId, transaction } = (await startKhipu({ subscriptionId: sub._id })).body.data;
    const { notification_token } = await ledger(paymentId);
    const forged = await sandbox.v1.post(`/transactions/khipu/notify/${STORE}`, {
      notification_token,
    });
    expect([forged.status, forged.body.message]).toEqual([409, 'Payment not paid at the provider']);
    expect(
      (await sandbox.v1.post(`/transactions/khipu/notify/${STORE}`, { notification_token: 'nope' }))
        .status,
    ).toBe(404);
    // Another store's notify endpoint does not know it either.
    expect(
      (
        await sandbox.v1.post('/transactions/khipu/notify/st-servicios-demo', {
          notification_token,
        })
      ).status,
    ).toBe(404);
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('pending');
    expect(JSON.stringify(await storedSubscription(sandbox, sub._id))).toBe(before);
  });

  it('50 concurrent notifications for one paid intent settle it once (one invoice); later ones are no-ops', async () => {
    const intent = await intentScene(sandbox, ana, 'Khipu Payment Initiation');
    const { paymentId, transaction } = (await startKhipu({ paymentIntentId: intent._id })).body
      .data;
    await press(sandbox, `/sandbox/khipu/${paymentId}`, 'pay');
    const { notification_token } = await ledger(paymentId);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        sandbox.v1.post(`/transactions/khipu/notify/${STORE}`, { notification_token }),
      ),
    );
    expect(
      replies.every((reply) => reply.status === 200 && reply.body.data.status === 'completed'),
    ).toBe(true);
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data).toMatchObject({
      status: 'successful',
      transactionId: transaction._id,
    });
    expect(
      await sandbox.db
        .selectFrom('invoices')
        .select('id')
        .where('payment_intent_id', '=', intent._id)
        .execute(),
    ).toHaveLength(1);
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('approved');
  });
});

describe('Mercado Pago', () => {
  it('"Pagar": notifies, settles, returns to successUrl with external_reference, payment_id, collection_status', async () => {
    const intent = await intentScene(sandbox, ana, 'Mercado Pago Checkout Pro');
    const reply = await startMp({ paymentIntentId: intent._id });
    expect(reply.status).toBe(201);
    const { preferenceId, redirectUrl, transaction } = reply.body.data;
    expect(redirectUrl).toBe(`${sandbox.url}/sandbox/mercadopago/${preferenceId}`);
    const page = await sandbox.api.get(`/sandbox/mercadopago/${preferenceId}`);
    for (const label of ['Pagar', 'Rechazar', 'Pago pendiente'])
      expect(page.body).toContain(`>${label}</button>`);
    const back = await press(sandbox, `/sandbox/mercadopago/${preferenceId}`, 'pay');
    expect(pathOf(back.location!)).toBe('/tienda-demo/single-payments/pr');
    expect(back.query).toMatchObject({
      mp: 'true',
      result: 'success',
      external_reference: intent._id,
      collection_status: 'approved',
      preference_id: preferenceId,
    });
    expect(back.query.payment_id).toMatch(/^\d+$/);
    expect((await sandbox.v1.get(`/transactions/${transaction._id}`, ana)).body.data.status).toBe(
      'completed',
    );
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data.status).toBe(
      'successful',
    );
    expect(
      (await sandbox.v1.get(`/billings/invoices/payment-intent/${intent._id}`, ana)).status,
    ).toBe(200);
  });

  it('"Rechazar" returns to failureUrl and fails the transaction; "Pago pendiente" returns to pendingUrl and waits', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const rejected = (
      await sandbox.v1.post(
        '/transactions/mercadopago/preference',
        { subscriptionId: sub._id, subject: 'x', notifyUrl: mpNotify(), ...mpUrls('payment/s') },
        ana,
      )
    ).body.data;
    const back = await press(sandbox, `/sandbox/mercadopago/${rejected.preferenceId}`, 'reject');
    expect(back.query).toMatchObject({
      result: 'failure',
      collection_status: 'rejected',
      external_reference: sub._id,
    });
    expect((await storedTransaction(sandbox, rejected.transaction._id)).status).toBe('declined');
    const row = await storedSubscription(sandbox, sub._id);
    expect([row.status, typeof row.doc.lastPaymentTry]).toEqual(['failed', 'string']);

    const intent = await intentScene(sandbox, ana, 'Mercado Pago Checkout Pro');
    const pending = (await startMp({ paymentIntentId: intent._id })).body.data;
    const waiting = await press(sandbox, `/sandbox/mercadopago/${pending.preferenceId}`, 'pending');
    expect(waiting.query).toMatchObject({ result: 'pending', collection_status: 'pending' });
    expect((await storedTransaction(sandbox, pending.transaction._id)).status).toBe('pending');
    const again = await sandbox.v1.post(`/transactions/mercadopago/notify?storeId=${STORE}`, {
      type: 'payment',
      data: { id: waiting.query.payment_id },
    });
    expect(again.body.data).toEqual({ status: 'pending' });
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data.status).toBe(
      'initiated',
    );
    // Mercado Pago approves it later (scene): the notification settles it.
    const decided = await sandbox.api.post(
      `/sandbox/mercadopago/payments/${waiting.query.payment_id}`,
      { status: 'approved' },
    );
    expect(decided.body.data).toEqual({ status: 'completed' });
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data.status).toBe(
      'successful',
    );
  });

  it('a forged return (result=success, payment_id) and a forged notify mark nothing paid', async () => {
    const intent = await intentScene(sandbox, ana, 'Mercado Pago Checkout Pro');
    const { preferenceId, transaction } = (await startMp({ paymentIntentId: intent._id })).body
      .data;
    // The storefront's return URL is not the API: a shopper typing `?mp=true&result=success&payment_id=…`
    // reaches no route that pays. The notify endpoint only knows payment ids the provider made.
    for (const id of ['123456789', preferenceId, transaction._id]) {
      const forged = await sandbox.v1.post(`/transactions/mercadopago/notify?storeId=${STORE}`, {
        type: 'payment',
        data: { id },
      });
      expect([forged.status, forged.body.message]).toEqual([404, 'Payment not found']);
    }
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('pending');
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data.status).toBe(
      'initiated',
    );
    expect(
      (await sandbox.v1.get(`/billings/invoices/payment-intent/${intent._id}`, ana)).status,
    ).toBe(404);
    // A rejected payment's real id does not pay either.
    const back = await press(sandbox, `/sandbox/mercadopago/${preferenceId}`, 'reject');
    const replay = await sandbox.v1.post(`/transactions/mercadopago/notify?storeId=${STORE}`, {
      type: 'payment',
      data: { id: back.query.payment_id },
    });
    expect(replay.body.data).toEqual({ status: 'failed' });
    // Not paid; rejected, it ends the intent (issue 39), so another method may pay the request.
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data.status).toBe(
      'expired',
    );
  });

  it('refuses a foreign notify URL and a success URL outside the store', async () => {
    const intent = await intentScene(sandbox, ana, 'Mercado Pago Checkout Pro');
    const notify = await startMp({ paymentIntentId: intent._id }, 'http://169.254.169.254/latest');
    expect(notify.status).toBe(400);
    const success = await sandbox.v1.post(
      '/transactions/mercadopago/preference',
      {
        paymentIntentId: intent._id,
        subject: 'x',
        notifyUrl: mpNotify(),
        ...mpUrls('p'),
        successUrl: 'https://evil.example/',
      },
      ana,
    );
    expect([success.status, success.body.message]).toEqual([
      400,
      'successUrl must be a page of the store',
    ]);
  });
});

describe('one request, two rails', () => {
  it('after one intent is paid, a payment of an expired older intent cannot pay the request twice', async () => {
    const khipu = await intentScene(sandbox, ana, 'Khipu Payment Initiation');
    const started = (await startKhipu({ paymentIntentId: khipu._id })).body.data;
    await sandbox.v1.post(`/paymentIntents/${khipu._id}/expire`, {}, ana);
    const mp = await sandbox.v1.post(
      '/paymentIntents',
      {
        paymentRequestId: khipu.paymentRequestId,
        userEmail: 'ana@demo.cl',
        paymentMethod: { name: 'Mercado Pago Checkout Pro' },
        price: 12000,
      },
      ana,
    );
    const pref = (await startMp({ paymentIntentId: mp.body.data._id })).body.data;
    await press(sandbox, `/sandbox/mercadopago/${pref.preferenceId}`, 'pay');
    // The older Khipu page is still open; paying it now is refused at settlement.
    await press(sandbox, `/sandbox/khipu/${started.paymentId}`, 'pay');
    expect((await storedTransaction(sandbox, started.transaction._id)).status).toBe('declined');
    expect((await ledger(started.paymentId)).outcome).toBe('refused');
    const intents = await sandbox.v1.get(
      `/paymentRequests/${khipu.paymentRequestId}/paymentIntents?status=successful`,
      ana,
    );
    expect(intents.body.data.map((intent: any) => intent._id)).toEqual([mp.body.data._id]);
    expect(
      await sandbox.db
        .selectFrom('invoices')
        .select('id')
        .where('payment_request_id', '=', khipu.paymentRequestId)
        .execute(),
    ).toHaveLength(1);
  });
});
