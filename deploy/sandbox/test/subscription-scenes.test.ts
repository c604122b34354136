// POST /sandbox/subscriptions (API.md "Sandbox-only"): a subscription scene a browser test owns,
// readable and actionable by its shopper through /v1 like a bought one.
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
const EMAIL = 'escena-suscripcion@demo.cl';
let token = '';

beforeAll(async () => {
  token = (await sandbox.api.post('/sandbox/session', { email: EMAIL })).body.data.access;
});

const scene = (body: Record<string, unknown>) =>
  sandbox.api.post('/sandbox/subscriptions', {
    email: EMAIL,
    storeName: 'tienda-demo',
    products: [{ productId: 'td-p-0003', quantity: 2 }],
    ...body,
  });

it('makes a failed attempt with a declining card that the shopper reads and retries into a 402', async () => {
  const made = await scene({ status: 'failed attempt 1', paydayInDays: -2, cardDigits: '0002' });
  expect(made.status).toBe(201);
  const sub = made.body.data;
  expect(sub).toMatchObject({
    status: 'failed attempt 1',
    type: 'recurring',
    billingFrequency: 30,
    price: 6990 * 2 + 2990,
    products: [
      {
        productId: 'td-p-0003',
        quantity: 2,
        price: 6990,
        promotions: [expect.objectContaining({ name: 'Primer mes con 20% de descuento' })],
      },
    ],
  });
  const read = await sandbox.v1.get(`/subscriptions/${sub._id}`, token);
  expect(read.body.data._id).toBe(sub._id);
  const card = await sandbox.v1.get(`/cards/${sub.cardId}`, token);
  expect(card.body.data.digits).toBe('0002');
  const retry = await sandbox.v1.post(`/subscriptions/${sub._id}/retry`, {}, token);
  expect(retry.status).toBe(402);
});

it('keeps a payment tried a minute ago, so a retry waits (429)', async () => {
  const made = await scene({
    status: 'failed attempt 2',
    paydayInDays: -2,
    lastPaymentTryMinutesAgo: 1,
  });
  const retry = await sandbox.v1.post(`/subscriptions/${made.body.data._id}/retry`, {}, token);
  expect(retry.status).toBe(429);
});

it('moves the last payment try: inside the 5-minute wait a retry waits (429), moved past it the retry is paid; unknown id 404', async () => {
  const made = await scene({
    status: 'failed attempt 2',
    paydayInDays: -2,
    lastPaymentTryMinutesAgo: 4.6,
  });
  const id = made.body.data._id;
  expect((await sandbox.v1.post(`/subscriptions/${id}/retry`, {}, token)).status).toBe(429);
  const moved = await sandbox.api.post(`/sandbox/subscriptions/${id}/lastPaymentTry`, {
    minutesAgo: 5.5,
  });
  expect(moved.status).toBe(200);
  expect(Date.now() - Date.parse(moved.body.data.lastPaymentTry)).toBeGreaterThanOrEqual(
    5.5 * 60_000,
  );
  const retry = await sandbox.v1.post(`/subscriptions/${id}/retry`, {}, token);
  expect(retry.status).toBe(200);
  expect(
    (await sandbox.api.post('/sandbox/subscriptions/sub-nada/lastPaymentTry', { minutesAgo: 6 }))
      .status,
  ).toBe(404);
  expect(
    (await sandbox.api.post(`/sandbox/subscriptions/${id}/lastPaymentTry`, { minutesAgo: -1 }))
      .status,
  ).toBe(400);
});

it('makes a paused one with its pausedUntil, one without a card, and refuses what it does not know', async () => {
  const paused = (await scene({ status: 'paused', paydayInDays: 20 })).body.data;
  expect(paused.pausedUntil).toMatch(/T23:59:00/);
  const noCard = (await scene({ status: 'active', cardDigits: null })).body.data;
  expect(noCard.cardId).toBeNull();
  expect((await scene({ status: 'dormida' })).status).toBe(400);
  expect((await scene({ status: 'active', products: [{ productId: 'fa-p-0001' }] })).status).toBe(
    400,
  );
  expect((await scene({ status: 'active', email: 'nadie-aqui@demo.cl' })).status).toBe(404);
});

describe('POST /sandbox/subscriptions/{id}/merchantConfirm (the merchant confirms a referential price)', () => {
  const farmacia = (body: Record<string, unknown>) =>
    scene({
      storeName: 'farmacia-demo',
      status: 'awaiting response',
      products: [{ productId: 'fa-p-0001', quantity: 2 }],
      ...body,
    });

  it('confirms with a new unit price: the products and totals follow, and the shopper can now confirm', async () => {
    const sub = (await farmacia({ paydayInDays: 10 })).body.data;
    expect(sub.confirmedByMerchantAt).toBeNull();
    const early = await sandbox.v1.post(`/subscriptions/${sub._id}/shopperConfirmPrice`, {}, token);
    expect([early.status, early.body.message]).toEqual([
      409,
      'The merchant has not confirmed the price yet',
    ]);

    const confirmed = await sandbox.api.post(`/sandbox/subscriptions/${sub._id}/merchantConfirm`, {
      price: 4590,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'awaiting response',
      confirmedByMerchantAt: expect.any(String),
      productsPrice: 4590 * 2,
      // The cycle is priced again: farmacia-demo delivers for $1.990 under $30.000 (API.md "Prices").
      deliveryPrice: 1990,
      price: 4590 * 2 + 1990,
      products: [{ productId: 'fa-p-0001', quantity: 2, price: 4590 }],
    });
    const read = await sandbox.v1.get(`/subscriptions/${sub._id}`, token);
    expect(read.body.data.price).toBe(4590 * 2 + 1990);
    const accepted = await sandbox.v1.post(
      `/subscriptions/${sub._id}/shopperConfirmPrice`,
      {},
      token,
    );
    expect(accepted.body.data).toMatchObject({ chargeAttempted: false, chargeSucceeded: false });
  });

  it('e-mails the shopper the page where she answers: the store’s confirmPrice/{id} (issue 39)', async () => {
    const sub = (await farmacia({})).body.data;
    const box = async () =>
      (await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(EMAIL)}`)).body.data as {
        subject: string;
        link: string;
        text: string;
      }[];
    const before = (await box()).length;
    expect(
      (await sandbox.api.post(`/sandbox/subscriptions/${sub._id}/merchantConfirm`, {})).status,
    ).toBe(200);
    const mails = await box();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((one) => one.link?.endsWith(`/confirmPrice/${sub._id}`));
    expect(mail).toMatchObject({
      subject: 'Confirma el nuevo precio de tu suscripción',
      link: expect.stringMatching(new RegExp(`/farmacia-demo/confirmPrice/${sub._id}$`)),
    });
    expect(mail!.text).toContain(mail!.link);
  });

  it('confirms without a price keeping it; refuses another status (409) and an unknown id (404)', async () => {
    const sub = (await farmacia({})).body.data;
    const confirmed = (
      await sandbox.api.post(`/sandbox/subscriptions/${sub._id}/merchantConfirm`, {})
    ).body.data;
    expect(confirmed.confirmedByMerchantAt).toEqual(expect.any(String));
    expect([confirmed.price, confirmed.products[0].price]).toEqual([
      sub.price,
      sub.products[0].price,
    ]);
    const active = (await scene({ status: 'active' })).body.data;
    const refused = await sandbox.api.post(
      `/sandbox/subscriptions/${active._id}/merchantConfirm`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(
      (await sandbox.api.post('/sandbox/subscriptions/sub-nada/merchantConfirm', {})).status,
    ).toBe(404);
  });
});

it('stores the payment methods a scene names, highest priority first (001 §2 payment screen)', async () => {
  const made = await scene({
    status: 'failed',
    paymentMethods: ['Webpay Oneclick', 'Webpay Plus'],
  });
  expect(made.body.data.paymentMethods).toEqual([
    { name: 'Webpay Oneclick', priority: 2, options: { issuerFees: 1 } },
    { name: 'Webpay Plus', priority: 1, options: { issuerFees: 1 } },
  ]);
  const plain = await scene({ status: 'active' });
  expect(plain.body.data.paymentMethods).toEqual([
    { name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 1 } },
  ]);
  expect((await scene({ status: 'failed', paymentMethods: ['Bitcoin'] })).status).toBe(400);
});
