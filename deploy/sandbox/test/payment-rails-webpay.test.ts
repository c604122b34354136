/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Webpay Plus over real HTTP and PGlite (001 §7 "POST /transactions/webpayplus/createPayment; POST
// /transactions/webpayplus/validatePayment"; 002 §3 "Webpay create-payment payload"; issue 13: "the
// page returns to the storefront the way Transbank does: normal commit (token_ws), shopper abort
// (TBK_TOKEN, TBK_ORDEN_COMPRA, TBK_ID_SESION), timeout (no token), and a form error;
// validatePayment commits once; a second commit of the same token is refused").
import { loginAna, sharedSandbox } from './helpers';
import {
  approvedCharges,
  intentScene,
  pathOf,
  press,
  returnUrl,
  storedSubscription,
  storedTransaction,
  subscriptionScene,
} from './payments/rail-scene';

const sandbox = sharedSandbox();
jest.setTimeout(120_000);
let ana = '';
const DAY = 24 * 3600 * 1000;

const create = (target: Record<string, string>, back = returnUrl('payment/x?webpayPlus=true')) =>
  sandbox.v1.post('/transactions/webpayplus/createPayment', { ...target, returnUrl: back }, ana);
const validate = (token: string) =>
  sandbox.v1.post('/transactions/webpayplus/validatePayment', { token }, ana);

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
});

describe('createPayment', () => {
  it('answers a token, the provider page and a pending transaction without a card', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const reply = await create({ subscriptionId: sub._id });
    expect(reply.status).toBe(201);
    const { paymentToken, redirectUrl, transaction } = reply.body.data;
    expect(paymentToken).toMatch(/^[0-9a-f]{64}$/);
    expect(redirectUrl).toBe(`${sandbox.url}/sandbox/webpayplus/${paymentToken}`);
    const polled = await sandbox.v1.get(`/transactions/${transaction._id}`, ana);
    expect(polled.body.data).toMatchObject({
      status: 'pending',
      cardId: null,
      kind: 'webpay-plus',
      subscriptionIds: [sub._id],
    });
    const page = await sandbox.api.get(`/sandbox/webpayplus/${paymentToken}`);
    for (const label of [
      'Pagar',
      'Pagar con tarjeta rechazada',
      'Anular compra',
      'Dejar expirar',
      'Error en el formulario',
    ])
      expect(page.body).toContain(`>${label}</button>`);
  });

  it('refuses what 001 §4 does not pay, a foreign return URL, two targets, another shopper’s subscription', async () => {
    for (const status of ['completed', 'canceled', 'paused']) {
      const sub = await subscriptionScene(sandbox, status);
      const reply = await create({ subscriptionId: sub._id });
      expect([reply.status, reply.body.message]).toEqual([
        409,
        `La transacción no se ha realizado. El estado de la suscripción (${status}) no permite efectuar el pago.`,
      ]);
    }
    const sub = await subscriptionScene(sandbox, 'failed');
    expect((await create({ subscriptionId: sub._id }, 'https://evil.example/steal')).status).toBe(
      400,
    );
    expect((await create({ subscriptionId: sub._id, paymentIntentId: 'pi-x' })).status).toBe(400);
    const beto = (await sandbox.api.post('/sandbox/session', { email: 'beto.webpay@test.cl' })).body
      .data.access;
    const foreign = await sandbox.v1.post(
      '/transactions/webpayplus/createPayment',
      { subscriptionId: sub._id, returnUrl: returnUrl('payment/x') },
      beto,
    );
    expect(foreign.status).toBe(404);
    expect(
      await sandbox.db
        .selectFrom('provider_payments')
        .select('id')
        .where('subscription_id', '=', sub._id)
        .execute(),
    ).toEqual([]);
  });

  it('an intent target must be initiated, unexpired and of Webpay Plus', async () => {
    const khipu = await intentScene(sandbox, ana, 'Khipu Payment Initiation');
    const mismatch = await create({ paymentIntentId: khipu._id });
    expect([mismatch.status, mismatch.body.message]).toEqual([
      400,
      'Payment method does not match the payment intent',
    ]);
    const intent = await intentScene(sandbox, ana, 'Webpay Plus');
    await sandbox.api.post(`/sandbox/paymentIntents/${intent._id}/expireIn`, { seconds: -1 });
    const late = await create({ paymentIntentId: intent._id });
    expect([late.status, late.body.message]).toEqual([409, 'Payment intent expired']);
  });
});

describe('the four Transbank returns', () => {
  it('"Pagar": token_ws; the commit pays the failed subscription once (reactivate), a second commit is refused with the first answer', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const before = await storedSubscription(sandbox, sub._id);
    const { paymentToken, transaction } = (await create({ subscriptionId: sub._id })).body.data;
    const back = await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'approve');
    expect(back.status).toBe(303);
    expect(pathOf(back.location!)).toBe('/tienda-demo/payment/x');
    expect(back.query).toEqual({ webpayPlus: 'true', token_ws: paymentToken });
    // The return alone marks nothing.
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('pending');
    const first = await validate(paymentToken);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'completed',
      transaction: { _id: transaction._id, status: 'completed' },
      subscription: { _id: sub._id, status: 'active' },
    });
    const after = await storedSubscription(sandbox, sub._id);
    expect(new Date(after.payday).getTime()).toBeGreaterThan(new Date(before.payday).getTime());
    const second = await validate(paymentToken);
    expect([second.status, second.body.message]).toEqual([409, 'Token already committed']);
    expect(second.body.data).toEqual(first.body.data);
    expect(await approvedCharges(sandbox, sub._id)).toHaveLength(1);
    // The page is spent.
    expect((await sandbox.api.get(`/sandbox/webpayplus/${paymentToken}`)).status).toBe(404);
  });

  it('"Pagar con tarjeta rechazada": token_ws; the commit answers failed and keeps the try time', async () => {
    const sub = await subscriptionScene(sandbox, 'failed attempt 1');
    const { paymentToken, transaction } = (await create({ subscriptionId: sub._id })).body.data;
    const back = await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'decline');
    expect(back.query).toEqual({ webpayPlus: 'true', token_ws: paymentToken });
    const committed = await validate(paymentToken);
    expect(committed.body.data).toMatchObject({
      status: 'failed',
      transaction: { status: 'failed' },
    });
    const row = await storedSubscription(sandbox, sub._id);
    expect(row.status).toBe('failed attempt 1');
    expect(row.doc.lastPaymentTry).toEqual(expect.any(String));
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('declined');
    expect((await validate(paymentToken)).status).toBe(409);
  });

  it('"Anular compra": TBK_TOKEN, TBK_ORDEN_COMPRA, TBK_ID_SESION; the transaction fails, nothing is paid, no commit happens', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const { paymentToken, transaction } = (await create({ subscriptionId: sub._id })).body.data;
    const back = await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'abort');
    expect(Object.keys(back.query).sort()).toEqual([
      'TBK_ID_SESION',
      'TBK_ORDEN_COMPRA',
      'TBK_TOKEN',
      'webpayPlus',
    ]);
    expect(back.query.TBK_TOKEN).toBe(paymentToken);
    expect(back.query.TBK_ORDEN_COMPRA).toBe(transaction._id);
    expect((await sandbox.v1.get(`/transactions/${transaction._id}`, ana)).body.data.status).toBe(
      'failed',
    );
    const row = await storedSubscription(sandbox, sub._id);
    expect([row.status, row.doc.lastPaymentTry]).toEqual(['failed', undefined]);
    const ledger = await sandbox.db
      .selectFrom('provider_payments')
      .selectAll()
      .where('id', '=', paymentToken)
      .executeTakeFirstOrThrow();
    expect(ledger.committed_answer).toBeNull();
  });

  it('"Dejar expirar": TBK_ORDEN_COMPRA and TBK_ID_SESION only; the transaction fails', async () => {
    const intent = await intentScene(sandbox, ana, 'Webpay Plus');
    const { paymentToken, transaction } = (
      await create(
        { paymentIntentId: intent._id },
        returnUrl(`single-payments/${intent.paymentRequestId}?webpayPlus=true`),
      )
    ).body.data;
    const back = await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'timeout');
    expect(Object.keys(back.query).sort()).toEqual([
      'TBK_ID_SESION',
      'TBK_ORDEN_COMPRA',
      'webpayPlus',
    ]);
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('declined');
    // Issue 39: an abandoned rail ends its intent at once, so another method may pay the request.
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data.status).toBe(
      'expired',
    );
  });

  it('"Error en el formulario": token_ws with TBK_TOKEN; a commit of it answers canceled, once', async () => {
    const intent = await intentScene(sandbox, ana, 'Webpay Plus');
    const { paymentToken, transaction } = (await create({ paymentIntentId: intent._id })).body.data;
    const back = await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'form-error');
    expect(Object.keys(back.query).sort()).toEqual([
      'TBK_ID_SESION',
      'TBK_ORDEN_COMPRA',
      'TBK_TOKEN',
      'token_ws',
      'webpayPlus',
    ]);
    const committed = await validate(paymentToken);
    expect(committed.body.data).toMatchObject({
      status: 'canceled',
      paymentIntent: { status: 'expired' },
    });
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('declined');
    expect((await validate(paymentToken)).body.message).toBe('Token already committed');
  });
});

describe('an intent paid by Webpay Plus', () => {
  it('becomes successful, its request completed, its invoice written (UF request paid in CLP)', async () => {
    const intent = await intentScene(sandbox, ana, 'Webpay Plus', 1.25, 'uf');
    const { paymentToken, transaction } = (await create({ paymentIntentId: intent._id })).body.data;
    expect((await storedTransaction(sandbox, transaction._id)).amount).toBe(48750);
    await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'approve');
    const committed = await validate(paymentToken);
    expect(committed.body.data).toMatchObject({
      status: 'completed',
      paymentIntent: { _id: intent._id, status: 'successful', transactionId: transaction._id },
    });
    const request = await sandbox.v1.get(`/paymentRequests/${intent.paymentRequestId}`, ana);
    expect(request.body.data.status).toBe('completed');
    const invoice = await sandbox.v1.get(`/billings/invoices/payment-intent/${intent._id}`, ana);
    expect(invoice.body.data).toMatchObject({
      paymentIntentId: intent._id,
      paymentRequestId: intent.paymentRequestId,
      currency: 'clp',
      totalGrossAmount: 48750,
      referenceCurrency: 'uf',
      referenceTotalGrossAmount: 1.25,
      paymentMethod: { name: 'Webpay Plus' },
      payerEmail: 'ana@demo.cl',
      // Issue 39: the receipt names her as her profile does.
      payerName: 'Ana Pérez',
      payerRut: '12345678-5',
      description: 'Pago de prueba',
    });
    expect(invoice.body.data._id).toMatch(/^inv-/);
    const successful = await sandbox.v1.get(
      `/paymentRequests/${intent.paymentRequestId}/paymentIntents?status=successful`,
      ana,
    );
    expect(successful.body.data.map((row: any) => row._id)).toEqual([intent._id]);
    // Paid: a new intent, an expiry and a new payment are refused.
    const again = await sandbox.v1.post(
      '/paymentIntents',
      {
        paymentRequestId: intent.paymentRequestId,
        userEmail: 'ana@demo.cl',
        paymentMethod: { name: 'Webpay Plus' },
        price: 1.25,
      },
      ana,
    );
    expect([again.status, again.body.message]).toEqual([409, 'Payment request already paid']);
    expect(
      (await sandbox.v1.post(`/paymentIntents/${intent._id}/expire`, {}, ana)).body.message,
    ).toBe('Payment intent already paid');
    expect((await create({ paymentIntentId: intent._id })).body.message).toBe(
      'Payment intent already paid',
    );
  });

  it('a rejected payment ends the intent at once (issue 39): a new intent with another method is taken', async () => {
    const intent = await intentScene(sandbox, ana, 'Webpay Plus');
    const { paymentToken } = (await create({ paymentIntentId: intent._id })).body.data;
    await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'decline');
    expect((await validate(paymentToken)).body.data).toMatchObject({
      status: 'failed',
      paymentIntent: { _id: intent._id, status: 'expired' },
    });
    const pending = await sandbox.v1.get(
      `/paymentRequests/${intent.paymentRequestId}/paymentIntents?status=initiated`,
      ana,
    );
    expect(pending.body.data).toEqual([]);
    const khipu = await sandbox.v1.post(
      '/paymentIntents',
      {
        paymentRequestId: intent.paymentRequestId,
        userEmail: 'ana@demo.cl',
        paymentMethod: { name: 'Khipu Payment Initiation' },
        price: intent.price,
      },
      ana,
    );
    expect([khipu.status, khipu.body.data.status]).toEqual([201, 'initiated']);
  });

  it('a payment rejected while a newer one of the same intent is open leaves the intent to it', async () => {
    const intent = await intentScene(sandbox, ana, 'Webpay Plus');
    const first = (await create({ paymentIntentId: intent._id })).body.data.paymentToken;
    const second = (await create({ paymentIntentId: intent._id })).body.data.paymentToken;
    await press(sandbox, `/sandbox/webpayplus/${first}`, 'decline');
    await validate(first);
    expect((await sandbox.v1.get(`/paymentIntents/${intent._id}`, ana)).body.data.status).toBe(
      'initiated',
    );
    await press(sandbox, `/sandbox/webpayplus/${second}`, 'approve');
    expect((await validate(second)).body.data.paymentIntent.status).toBe('successful');
  });

  it('a CLP request’s invoice has no reference amounts', async () => {
    const intent = await intentScene(sandbox, ana, 'Webpay Plus', 15990);
    const { paymentToken } = (await create({ paymentIntentId: intent._id })).body.data;
    await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'approve');
    await validate(paymentToken);
    const invoice = await sandbox.v1.get(`/billings/invoices/payment-intent/${intent._id}`, ana);
    expect(invoice.body.data).toMatchObject({
      currency: 'clp',
      totalGrossAmount: 15990,
      referenceCurrency: null,
      referenceTotalGrossAmount: null,
    });
  });
});

describe('forged returns and races', () => {
  it('a forged token_ws of an unpaid payment commits nothing; an unknown one is 404', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const before = JSON.stringify(await storedSubscription(sandbox, sub._id));
    const { paymentToken, transaction } = (await create({ subscriptionId: sub._id })).body.data;
    const forged = await validate(paymentToken);
    expect([forged.status, forged.body.message]).toEqual([
      409,
      'Payment not finished at the provider',
    ]);
    expect((await storedTransaction(sandbox, transaction._id)).status).toBe('pending');
    expect(JSON.stringify(await storedSubscription(sandbox, sub._id))).toBe(before);
    expect((await validate('0'.repeat(64))).status).toBe(404);
    // The shopper can still pay it for real afterwards.
    await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'approve');
    expect((await validate(paymentToken)).body.data.status).toBe('completed');
  });

  it('50 concurrent commits of one token: one commit, 49 refusals with its answer', async () => {
    const intent = await intentScene(sandbox, ana, 'Webpay Plus');
    const { paymentToken } = (await create({ paymentIntentId: intent._id })).body.data;
    await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'approve');
    const replies = await Promise.all(Array.from({ length: 50 }, () => validate(paymentToken)));
    const ok = replies.filter((reply) => reply.status === 200);
    expect(ok).toHaveLength(1);
    expect(
      replies.filter(
        (reply) => reply.status === 409 && reply.body.message === 'Token already committed',
      ),
    ).toHaveLength(49);
    for (const reply of replies) expect(reply.body.data).toEqual(ok[0]!.body.data);
    expect(
      await sandbox.db
        .selectFrom('invoices')
        .select('id')
        .where('payment_intent_id', '=', intent._id)
        .execute(),
    ).toHaveLength(1);
  });

  it('50 concurrent pay submissions for one failed subscription (createPayment, Pagar, commit) charge it once', async () => {
    const sub = await subscriptionScene(sandbox, 'failed');
    const before = await storedSubscription(sandbox, sub._id);
    const started = await Promise.all(
      Array.from({ length: 50 }, () => create({ subscriptionId: sub._id })),
    );
    expect(started.every((reply) => reply.status === 201)).toBe(true);
    const tokens = started.map((reply) => reply.body.data.paymentToken as string);
    await Promise.all(
      tokens.map((token) => press(sandbox, `/sandbox/webpayplus/${token}`, 'approve')),
    );
    const commits = await Promise.all(tokens.map((token) => validate(token)));
    const statuses = commits.map((reply) => reply.body.data.status);
    expect(statuses.filter((status) => status === 'completed')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'failed')).toHaveLength(49);
    expect(await approvedCharges(sandbox, sub._id)).toHaveLength(1);
    const after = await storedSubscription(sandbox, sub._id);
    expect(after.status).toBe('active');
    // One cycle paid: the payday moved exactly one period (30 days), not fifty.
    expect(new Date(after.payday).getTime() - new Date(before.payday).getTime()).toBe(30 * DAY);
  });

  it('prepay of an active subscription: a second paid payment for the same cycle is refused at settlement', async () => {
    const sub = await subscriptionScene(sandbox, 'active');
    const first = (await create({ subscriptionId: sub._id })).body.data.paymentToken;
    const second = (await create({ subscriptionId: sub._id })).body.data.paymentToken;
    for (const token of [first, second])
      await press(sandbox, `/sandbox/webpayplus/${token}`, 'approve');
    expect((await validate(first)).body.data.status).toBe('completed');
    expect((await validate(second)).body.data.status).toBe('failed');
    expect(await approvedCharges(sandbox, sub._id)).toHaveLength(1);
    // Now paid ahead: a new payment is refused at the start.
    expect((await create({ subscriptionId: sub._id })).body.message).toBe(
      'The next cycle is already paid',
    );
  });
});
