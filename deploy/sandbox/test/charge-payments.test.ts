/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Paying instalments and the clock's part in charges, over real HTTP and PGlite (issue 14; 002 §4
// "Only non-completed installments can be paid", "An installment is overdue per a shared
// delinquency rule (24 hours or more past payday…)", §1 manual payment "a payment link is emailed
// at each due payment"; §9 "First-charge retry window for a hired service: six hours"; 001 §2
// payment screen for an instalment, §8 "El estado de la suscripción/cuota (status) no permite
// efectuar el pago"). Every test owns a fresh shopper of servicios-demo and her charge scenes.
import { sharedSandbox } from './helpers';
import { press } from './payments/rail-scene';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
let shopperCount = 0;

interface Shopper {
  email: string;
  token: string;
  userId: string;
}

async function shopper(): Promise<Shopper> {
  shopperCount += 1;
  const email = `cuotas-${shopperCount}@test.cl`;
  const token = (await sandbox.api.post('/sandbox/session', { email })).body.data.access;
  const userId = (await sandbox.v1.get('/auth/profile', token)).body.data.userId;
  return { email, token, userId };
}

async function chargeScene(who: Shopper, body: Record<string, unknown>) {
  const made = await sandbox.api.post('/sandbox/charges', {
    email: who.email,
    storeName: 'servicios-demo',
    ...body,
  });
  expect(made.status).toBe(201);
  return made.body.data;
}

const card = async (who: Shopper, number = '4111111111111111') =>
  (
    await sandbox.api.post('/sandbox/cards', {
      email: who.email,
      storeName: 'servicios-demo',
      number,
    })
  ).body.data._id as string;

/** Hires a service with the card, under the shopper's own Idempotency-Key; the /v1 answer. */
const hire = (who: Shopper, serviceId: string, cardId: string) =>
  fetch(`${sandbox.url}/v1/charges/createFromService`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${who.token}`,
      'idempotency-key': `hire-${who.userId}`,
    },
    body: JSON.stringify({ serviceId, userId: who.userId, cardId }),
  }).then((r) => r.json() as Promise<any>);
const readCharge = async (who: Shopper, id: string) =>
  (await sandbox.v1.get(`/charges/${id}`, who.token)).body.data;
const clock = async (who: Shopper, advanceDays: number) => {
  const reply = await sandbox.api.post('/sandbox/clock', { advanceDays, email: who.email });
  expect(reply.status).toBe(200);
  return reply.body.data as { advancedDays: number; events: any[] };
};
const mailbox = async (who: Shopper) =>
  (await sandbox.api.get(`/sandbox/mailbox/${who.email}`)).body.data as any[];
const notAllowed = (status: string) =>
  `La transacción no se ha realizado. El estado de la suscripción/cuota (${status}) no permite efectuar el pago.`;
// servicios-demo lives on its own host (the default shell's port): its pages are the return URLs.
const storePage = (path: string) => `http://servicios-demo.localhost:8080/${path}`;

describe('paying an instalment on the payment screen’s paths', () => {
  it('prepay with a card completes one instalment (payday kept); Webpay Plus pays the last and completes the charge', async () => {
    const who = await shopper();
    const charge = await chargeScene(who, {
      status: 'approved',
      instalmentPrice: 15000,
      installments: [{ paydayInDays: 2 }, { paydayInDays: 32 }],
    });
    expect(charge.paymentType).toBe('single');
    const [first, second] = charge.subscriptions;
    const cardId = await card(who);

    const paid = await sandbox.v1.post(`/subscriptions/${first._id}/prepay`, { cardId }, who.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      _id: first._id,
      status: 'completed',
      payday: first.payday,
    });
    expect(paid.body.data.transaction._id).toEqual(expect.any(String));
    let now = await readCharge(who, charge._id);
    expect(now).toMatchObject({ status: 'approved', paidTotal: 15000 });
    // A paid instalment is not paid again.
    const again = await sandbox.v1.post(
      `/subscriptions/${first._id}/prepay`,
      { cardId },
      who.token,
    );
    expect([again.status, again.body.message]).toEqual([409, notAllowed('completed')]);

    const started = await sandbox.v1.post(
      '/transactions/webpayplus/createPayment',
      { subscriptionId: second._id, returnUrl: storePage(`payment/${second._id}`) },
      who.token,
    );
    expect(started.status).toBe(201);
    const { paymentToken } = started.body.data;
    await press(sandbox, `/sandbox/webpayplus/${paymentToken}`, 'approve');
    const committed = await sandbox.v1.post(
      '/transactions/webpayplus/validatePayment',
      { token: paymentToken },
      who.token,
    );
    expect(committed.body.data).toMatchObject({
      status: 'completed',
      subscription: { _id: second._id, status: 'completed' },
    });
    now = await readCharge(who, charge._id);
    expect(now).toMatchObject({ status: 'completed', paidTotal: 30000, delinquent: false });
    // The charge is listed with the completed ones now.
    const completed = await sandbox.v1.get(
      `/charges/shopper?userId=${who.userId}&storeId=st-servicios-demo&status=completed`,
      who.token,
    );
    expect(completed.body.data.docs.map((c: any) => c._id)).toEqual([charge._id]);
  });

  it('refuses an instalment of a pending charge on every path (409, 001 §8 wording), changing nothing', async () => {
    const who = await shopper();
    const charge = await chargeScene(who, { installments: [{ paydayInDays: -3 }] });
    const [instalment] = charge.subscriptions;
    const cardId = await card(who);
    const prepay = await sandbox.v1.post(
      `/subscriptions/${instalment._id}/prepay`,
      { cardId },
      who.token,
    );
    expect([prepay.status, prepay.body.message]).toEqual([409, notAllowed('pending')]);
    const webpay = await sandbox.v1.post(
      '/transactions/webpayplus/createPayment',
      { subscriptionId: instalment._id, returnUrl: storePage(`payment/${instalment._id}`) },
      who.token,
    );
    expect([webpay.status, webpay.body.message]).toEqual([409, notAllowed('pending')]);
    const after = await readCharge(who, charge._id);
    expect(after.subscriptions[0].status).toBe('pending');
    expect((await sandbox.api.get(`/sandbox/transactions?userId=${who.userId}`)).body.data).toEqual(
      [],
    );
  });
});

describe('the clock and charges', () => {
  it('charges an automatic instalment at its payday and never one of a pending charge', async () => {
    const who = await shopper();
    const automatic = await chargeScene(who, {
      status: 'approved',
      cardDigits: '4242',
      instalmentPrice: 20000,
      installments: [{ paydayInDays: 1 }, { paydayInDays: 31 }],
    });
    const pending = await chargeScene(who, {
      cardDigits: '4242',
      installments: [{ paydayInDays: 0 }],
    });
    const run = await clock(who, 1);
    expect(run.events.map((e) => [e.kind, e.subscriptionId, e.chargeId, e.to])).toEqual([
      ['charged', automatic.subscriptions[0]._id, automatic._id, 'completed'],
    ]);
    const after = await readCharge(who, automatic._id);
    expect(after.subscriptions.map((s: any) => s.status)).toEqual(['completed', 'pending']);
    expect(after.paidTotal).toBe(20000);
    expect((await readCharge(who, pending._id)).subscriptions[0].status).toBe('pending');
  });

  it('mails a manual instalment’s payment link once at its payday, then marks it overdue a day later', async () => {
    const who = await shopper();
    const manual = await chargeScene(who, {
      status: 'approved',
      name: 'Asesoría contable',
      instalmentPrice: 12990,
      installments: [{ paydayInDays: 1 }, { paydayInDays: 40 }],
    });
    const [first] = manual.subscriptions;
    const run = await clock(who, 3);
    expect(run.events.map((e) => [e.day, e.kind, e.subscriptionId])).toEqual([
      [1, 'paymentLinkSent', first._id],
      [2, 'overdue', first._id],
    ]);
    const mails = await mailbox(who);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Tu cuota 1 de Asesoría contable está lista para pagar');
    expect(mails[0].link).toBe(`http://servicios-demo.localhost:8080/payment/${first._id}`);
    const after = await readCharge(who, manual._id);
    expect(after.subscriptions[0].status).toBe('pending');
    expect(after.delinquent).toBe(true);
    // Another run mails nothing new for it.
    await clock(who, 1);
    expect(await mailbox(who)).toHaveLength(1);
  });

  it('retries a hired service’s declined first charge within six hours; the charge shows the outcome', async () => {
    const who = await shopper();
    const declining = await card(who, '4000000000000002');
    const hired = await hire(who, 'svc-sv-0005', declining);
    expect(hired.data.transaction.status).toBe('failed');
    const charge = hired.data.charge;
    const failedAt = new Date(charge.subscriptions[0].lastAutoAttemptAt).getTime();
    // The shopper changes the card on the charge page; the clock's retry charges the new one.
    const good = await card(who);
    await sandbox.v1.post(
      `/charges/${charge._id}/saveCardInInstallments`,
      { userId: who.userId, cardId: good },
      who.token,
    );
    const run = await clock(who, 1);
    const retry = run.events.find((e) => e.kind === 'charged');
    expect(retry).toMatchObject({
      subscriptionId: charge.subscriptions[0]._id,
      from: 'failed attempt 1',
      to: 'completed',
    });
    // On the shopper's timeline (a day was lived), the retry came within the six hours.
    const retriedAt = new Date(retry.at).getTime() + DAY;
    expect(retriedAt - failedAt).toBeGreaterThan(0);
    expect(retriedAt - failedAt).toBeLessThanOrEqual(6 * HOUR);
    const after = await readCharge(who, charge._id);
    expect(after).toMatchObject({ status: 'completed', paidTotal: 19990 });
  });

  it('a declined quick retry climbs to failed attempt 2, then retries daily', async () => {
    const who = await shopper();
    const declining = await card(who, '4000000000000002');
    const hired = await hire(who, 'svc-sv-0006', declining);
    const run = await clock(who, 2);
    expect(
      run.events.filter((e) => e.kind !== 'overdue').map((e) => [e.day, e.kind, e.from, e.to]),
    ).toEqual([
      [1, 'chargeFailed', 'failed attempt 1', 'failed attempt 2'],
      [2, 'chargeFailed', 'failed attempt 2', 'failed attempt 3'],
    ]);
    const after = await readCharge(who, hired.data.charge._id);
    expect(after).toMatchObject({ status: 'approved', delinquent: true, paidTotal: 0 });
  });
});

describe('cards and instalments', () => {
  it('a card paying an approved charge’s unpaid instalment cannot be deleted; once paid it can', async () => {
    const who = await shopper();
    const charge = await chargeScene(who, {
      status: 'approved',
      cardDigits: '4242',
      installments: [{ paydayInDays: 0 }],
    });
    const cardId = charge.cardId;
    expect((await sandbox.v1.get(`/cards/${cardId}/canBeDeleted`, who.token)).body.data).toBe(
      false,
    );
    const refused = await sandbox.v1.del(`/cards/${cardId}`, who.token);
    expect(refused.status).toBe(409);
    await clock(who, 1);
    expect((await readCharge(who, charge._id)).status).toBe('completed');
    expect((await sandbox.v1.get(`/cards/${cardId}/canBeDeleted`, who.token)).body.data).toBe(true);
  });

  it('deleting the card of a pending charge leaves its instalments pending, without the card', async () => {
    const who = await shopper();
    const charge = await chargeScene(who, {
      cardDigits: '4242',
      installments: [{ paydayInDays: 5 }],
    });
    expect(
      (await sandbox.v1.get(`/cards/${charge.cardId}/canBeDeleted`, who.token)).body.data,
    ).toBe(true);
    expect((await sandbox.v1.del(`/cards/${charge.cardId}`, who.token)).status).toBe(200);
    const after = await readCharge(who, charge._id);
    expect(after.subscriptions[0]).toMatchObject({ status: 'pending', cardId: null });
  });
});
