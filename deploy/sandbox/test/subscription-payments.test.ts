/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// prepay, saveCardInSub and shopperConfirmPrice over real HTTP and PGlite (spec 001 §4 "Payment
// execution": "Otherwise: prepay"; "Confirm-price view selection"; §7 "prepay({id}) | optional
// cardId | subscription", "shopperConfirmPrice({id}) | chargeAttempted, chargeSucceeded,
// response.subscription"; §8 "Card change failure"). Scenes on Ana's seeded subscriptions
// (sub-td-0001 active, 0005 canceled, 0006 awaiting response) and rows changed in the database.
import { loginAna, sharedSandbox } from './helpers';
import { postgresServerUrl } from './postgres/file-database';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
let ana = '';
let decliningCard = '';
const DAY = 24 * 3600 * 1000;

const stored = (id: string) =>
  sandbox.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const charges = async () =>
  (await sandbox.api.get('/sandbox/transactions?userId=u-ana')).body.data as any[];
const setRow = (id: string, values: Record<string, unknown>) =>
  sandbox.db.updateTable('subscriptions').set(values).where('id', '=', id).execute();
const post = (path: string, body: unknown = {}) => sandbox.v1.post(path, body, ana);
const notAllowed = (status: string) =>
  `La transacción no se ha realizado. El estado de la suscripción (${status}) no permite efectuar el pago.`;

async function expectRefused(
  id: string,
  path: string,
  body: unknown,
  status: number,
  message: string,
) {
  const before = JSON.stringify(await stored(id));
  const reply = await post(path, body);
  expect([reply.status, reply.body.code, reply.body.message]).toEqual([status, status, message]);
  expect(JSON.stringify(await stored(id))).toBe(before);
  return reply;
}

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
  decliningCard = (
    await sandbox.api.post('/sandbox/cards', {
      email: 'ana@demo.cl',
      storeName: 'tienda-demo',
      number: '4000000000000002',
    })
  ).body.data._id;
});

describe('saveCardInSub (the card picker’s card change)', () => {
  it('sets another card of the shopper; refuses another store’s card (404) and an ended subscription (409)', async () => {
    await expectRefused(
      'sub-td-0001',
      '/subscriptions/sub-td-0001/saveCardInSub',
      { cardId: 'card-ana-fa' },
      404,
      'Card not found',
    );
    await expectRefused(
      'sub-td-0005',
      '/subscriptions/sub-td-0005/saveCardInSub',
      { cardId: 'card-ana-td' },
      409,
      'Subscription already ended',
    );
    const changed = await post('/subscriptions/sub-td-0001/saveCardInSub', {
      cardId: decliningCard,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ cardId: decliningCard, status: 'active' });
    const back = await post('/subscriptions/sub-td-0001/saveCardInSub', { cardId: 'card-ana-td' });
    expect(back.body.data.cardId).toBe('card-ana-td');
  });
});

describe('prepay', () => {
  it('pays the coming cycle once: the payday moves one period; a repeat is refused', async () => {
    const row = await stored('sub-td-0001');
    const paid = await post('/subscriptions/sub-td-0001/prepay');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'active',
      transaction: { _id: expect.any(String) },
    });
    expect(new Date(paid.body.data.payday).getTime()).toBe(row.payday.getTime() + 30 * DAY);
    expect(await charges()).toEqual([
      expect.objectContaining({ amount: row.price, subscriptionIds: ['sub-td-0001'] }),
    ]);
    const again = await expectRefused(
      'sub-td-0001',
      '/subscriptions/sub-td-0001/prepay',
      {},
      409,
      'The next cycle is already paid',
    );
    expect(again.body.errors).toHaveProperty('payday');
    await expectRefused(
      'sub-td-0005',
      '/subscriptions/sub-td-0005/prepay',
      {},
      409,
      notAllowed('canceled'),
    );
    expect(await charges()).toHaveLength(1);
  });

  it('20 concurrent prepays: exactly one charge', async () => {
    await setRow('sub-td-0001', { payday: new Date(Date.now() + 5 * DAY) });
    const before = (await charges()).length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post('/subscriptions/sub-td-0001/prepay')),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await charges()).toHaveLength(before + 1);
  });
});

describe('shopperConfirmPrice (001 §4 "Confirm-price view selection")', () => {
  const confirm = () => post('/subscriptions/sub-td-0006/shopperConfirmPrice');
  const scene = async (values: {
    paydayInDays: number;
    merchant: boolean;
    cardId?: string | null;
  }) => {
    const row = await stored('sub-td-0006');
    const { lastPaymentTry: _gone, ...doc } = row.doc;
    await setRow('sub-td-0006', {
      status: 'awaiting response',
      payday: new Date(Date.now() + values.paydayInDays * DAY),
      card_id: values.cardId === undefined ? 'card-ana-td' : values.cardId,
      doc: JSON.stringify({
        ...doc,
        confirmedByMerchantAt: values.merchant ? new Date().toISOString() : null,
      }),
    });
  };

  it('refuses before the merchant confirms (PROCESSING_SUBSCRIPTION), without a card (CARD_PICKER), and any other status', async () => {
    await expectRefused(
      'sub-td-0006',
      '/subscriptions/sub-td-0006/shopperConfirmPrice',
      {},
      409,
      'The merchant has not confirmed the price yet',
    );
    await scene({ paydayInDays: 8, merchant: true, cardId: null });
    await expectRefused(
      'sub-td-0006',
      '/subscriptions/sub-td-0006/shopperConfirmPrice',
      {},
      409,
      'Subscription has no card',
    );
    await expectRefused(
      'sub-td-0005',
      '/subscriptions/sub-td-0005/shopperConfirmPrice',
      {},
      409,
      notAllowed('canceled'),
    );
  });

  it('a payday ahead: scheduled, no charge (chargeAttempted false → PROGRAMMED_PAYMENT)', async () => {
    await scene({ paydayInDays: 8, merchant: true });
    const before = (await charges()).length;
    const reply = await confirm();
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      chargeAttempted: false,
      chargeSucceeded: false,
      response: {
        subscription: {
          _id: 'sub-td-0006',
          status: 'pending',
          confirmedByShopperAt: expect.any(String),
        },
      },
    });
    expect(await charges()).toHaveLength(before);
  });

  it('a payday due, declining card: chargeSucceeded false (FAILED_PAYMENT), then the 5-minute wait', async () => {
    await scene({ paydayInDays: -1, merchant: true, cardId: decliningCard });
    const before = (await charges()).length;
    const reply = await confirm();
    expect(reply.body.data).toMatchObject({
      chargeAttempted: true,
      chargeSucceeded: false,
      response: {
        subscription: { status: 'awaiting response', lastPaymentTry: expect.any(String) },
      },
    });
    const soon = await confirm();
    expect([soon.status, soon.body.message]).toEqual([
      429,
      'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
    ]);
    expect(await charges()).toHaveLength(before);
  });

  it('a payday due, good card: charged once (SUCCESSFUL_PAYMENT), even when 20 confirm at once', async () => {
    await scene({ paydayInDays: -1, merchant: true });
    const before = (await charges()).length;
    const replies = await Promise.all(Array.from({ length: 20 }, () => confirm()));
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.data).toMatchObject({
      chargeAttempted: true,
      chargeSucceeded: true,
      response: { subscription: { status: 'active', transaction: { _id: expect.any(String) } } },
    });
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(19).fill(notAllowed('active')),
    );
    expect(await charges()).toHaveLength(before + 1);
  });

  // On a server the calls truly overlap: one that checks the subscription after the first has
  // confirmed it must replay the first's answer, not be refused (it was, in 1 round of ~30).
  const ROUNDS = postgresServerUrl() ? 8 : 1;
  it(`20 at once with one Idempotency-Key (${ROUNDS} round(s)): one charge, every caller gets the same answer, and a later repeat too`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await scene({ paydayInDays: -1, merchant: true });
      const before = (await charges()).length;
      const call = () =>
        fetch(`${sandbox.url}/v1/subscriptions/sub-td-0006/shopperConfirmPrice`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${ana}`,
            'content-type': 'application/json',
            'idempotency-key': `confirm-sub-td-0006-once-${round}`,
          },
          body: '{}',
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as any,
        }));
      const replies = await Promise.all(Array.from({ length: 20 }, call));
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
      // The same data (jsonb keeps no key order, so compared as values, not as text).
      for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
      expect(replies[0]!.body.data).toMatchObject({ chargeAttempted: true, chargeSucceeded: true });
      expect((await call()).body).toEqual(replies[0]!.body);
      expect(await charges()).toHaveLength(before + 1);
    }
  });
});

describe('calculateCycles (001 §7 "billingFrequency, payday, createdAt, expiration, chargeDays | number")', () => {
  it('answers the cycles of the dates given, to anybody; a bad date is 400', async () => {
    const query =
      'billingFrequency=30&chargeDays=3&createdAt=2026-01-10T15:30:00.000Z' +
      '&payday=2026-02-12T00:00:00.000Z&expiration=2026-07-12T00:00:00.000Z';
    const reply = await sandbox.v1.get(`/subscriptions/calculateCycles?${query}`);
    expect(reply.body).toEqual({ code: 200, data: 6 });
    const bad = await sandbox.v1.get(
      `/subscriptions/calculateCycles?${query.replace('2026-02-12', '2026-13-45')}`,
    );
    expect([bad.status, bad.body.message, bad.body.errors]).toEqual([
      400,
      'Invalid date',
      { payday: expect.any(String) },
    ]);
  });
});
