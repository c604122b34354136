/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// POST /sandbox/clock over real HTTP and PGlite (API.md "Sandbox clock"; spec 001 §4 statuses,
// "After the fourth failed attempt the subscription is suspended automatically", the price-change
// opt-in "off means the item is removed and not charged in the next period"; §9 "Failed attempts 1
// to 3; suspended at the fourth"). Each test owns a fresh shopper and her subscription scenes, and
// moves only her rows (`email`), so the checks below see nothing of the others.
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
const DAY = 24 * 3600 * 1000;
let shopperCount = 0;

interface Shopper {
  email: string;
  token: string;
  userId: string;
}

async function shopper(): Promise<Shopper> {
  shopperCount += 1;
  const email = `reloj-${shopperCount}-${Date.now()}@demo.cl`;
  const token = (await sandbox.api.post('/sandbox/session', { email })).body.data.access;
  const userId = (await sandbox.v1.get('/auth/profile', token)).body.data.userId;
  return { email, token, userId };
}

async function scene(who: Shopper, body: Record<string, unknown>) {
  const made = await sandbox.api.post('/sandbox/subscriptions', {
    email: who.email,
    storeName: 'tienda-demo',
    products: [{ productId: 'td-p-0003', quantity: 2 }],
    ...body,
  });
  expect(made.status).toBe(201);
  return made.body.data;
}

const clock = async (who: Shopper | null, advanceDays: number) => {
  const reply = await sandbox.api.post('/sandbox/clock', {
    advanceDays,
    ...(who ? { email: who.email } : {}),
  });
  expect(reply.status).toBe(200);
  return reply.body.data as { advancedDays: number; events: any[] };
};
const read = async (who: Shopper, id: string) =>
  (await sandbox.v1.get(`/subscriptions/${id}`, who.token)).body.data;
const charges = async (who: Shopper) =>
  (await sandbox.api.get(`/sandbox/transactions?userId=${who.userId}`)).body.data as any[];
/** The events without their times and ids, in order. */
const walk = (events: any[]) => events.map((e) => [e.day, e.kind, e.from, e.to]);

describe('renewals (pending or active at its payday)', () => {
  it('charges the price, moves the payday one period on and makes the cycle’s order, delivered 3 days later', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'active', paydayInDays: 0 });
    const run = await clock(who, 1);
    expect(run.advancedDays).toBe(1);
    expect(walk(run.events)).toEqual([[1, 'charged', 'active', 'active']]);
    const [charged] = run.events;
    expect(charged).toMatchObject({
      subscriptionId: sub._id,
      transactionId: expect.any(String),
      deliveryId: expect.any(String),
    });

    const after = await read(who, sub._id);
    // The payday lay at the scene's now; lived one day later, it is 30 days on, seen from today.
    expect(new Date(after.payday).getTime()).toBe(new Date(sub.payday).getTime() + 29 * DAY);
    expect(after).toMatchObject({
      status: 'active',
      price: 6990 * 2 + 2990,
      transaction: { _id: charged.transactionId, date: charged.at },
    });
    expect(new Date(charged.at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await charges(who)).toEqual([
      expect.objectContaining({
        _id: charged.transactionId,
        status: 'approved',
        amount: 16970,
        subscriptionIds: [sub._id],
        deliveryIds: [charged.deliveryId],
        createdAt: charged.at,
      }),
    ]);

    const order = await sandbox.v1.get(`/deliveries/${charged.deliveryId}`, who.token);
    expect(order.body.data).toMatchObject({
      subscriptionId: sub._id,
      status: 'pending',
      price: 13980,
      deliveryPrice: 2990,
      totalPrice: 16970,
      createdAt: charged.at,
      contact: { address: { street: 'Avenida Providencia', number: '1234' } },
      products: [{ productId: 'td-p-0003', quantity: 2, price: 6990, totalPrice: 13980 }],
    });
    expect(order.body.data.deliveryNumber).toBeGreaterThanOrEqual(1001);

    const later = await clock(who, 3);
    expect(walk(later.events)).toEqual([[3, 'delivered', 'pending', 'delivered']]);
    expect(later.events[0].deliveryId).toBe(charged.deliveryId);
    expect(
      (await sandbox.v1.get(`/deliveries/${charged.deliveryId}`, who.token)).body.data.status,
    ).toBe('delivered');
    // One period has not passed again: one charge in all.
    expect(await charges(who)).toHaveLength(1);
  });

  it('a service store renews without an order; a payday ahead waits for its day', async () => {
    const who = await shopper();
    const service = await sandbox.api.post('/sandbox/subscriptions', {
      email: who.email,
      storeName: 'servicios-demo',
      status: 'pending',
      products: [{ productId: 'sv-p-0001' }],
      paydayInDays: 2,
    });
    expect(service.status).toBe(201);
    const first = await clock(who, 1);
    expect(first.events).toEqual([]);
    const second = await clock(who, 1);
    expect(walk(second.events)).toEqual([[1, 'charged', 'pending', 'active']]);
    expect(second.events[0].deliveryId).toBeUndefined();
  });

  it('no card: the charge cannot run, so it is failed attempt 1 without a transaction', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'active', paydayInDays: -1, cardDigits: null });
    const run = await clock(who, 1);
    expect(walk(run.events)).toEqual([[1, 'chargeFailed', 'active', 'failed attempt 1']]);
    expect(run.events[0].transactionId).toBeUndefined();
    expect((await read(who, sub._id)).status).toBe('failed attempt 1');
    expect(await charges(who)).toEqual([]);
  });
});

describe('failed attempts ("Failed attempts 1 to 3; suspended at the fourth")', () => {
  it('a declining card walks active → failed attempt 1, 2, 3 → failed, one try a day', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'active', paydayInDays: 0, cardDigits: '0002' });
    const run = await clock(who, 6);
    expect(walk(run.events)).toEqual([
      [1, 'chargeFailed', 'active', 'failed attempt 1'],
      [2, 'chargeFailed', 'failed attempt 1', 'failed attempt 2'],
      [3, 'chargeFailed', 'failed attempt 2', 'failed attempt 3'],
      [4, 'chargeFailed', 'failed attempt 3', 'failed'],
    ]);
    expect(run.events.every((event) => event.subscriptionId === sub._id)).toBe(true);
    const after = await read(who, sub._id);
    expect(after.status).toBe('failed');
    // The payday stays the unpaid one; the server's own tries do not start the shopper's 5-minute wait.
    expect(new Date(after.payday).getTime()).toBe(new Date(sub.payday).getTime() - 6 * DAY);
    expect(after.lastPaymentTry).toBeUndefined();
    const declined = await charges(who);
    expect(declined.map((row) => [row.status, row.amount, row._id])).toEqual(
      run.events.map((event) => ['declined', 16970, event.transactionId]),
    );
    // Suspended: the clock charges it no more; the shopper reactivates it (declined here: 402, not 429).
    expect((await clock(who, 3)).events).toEqual([]);
    expect(
      (await sandbox.v1.post(`/subscriptions/${sub._id}/reactivate`, {}, who.token)).status,
    ).toBe(402);
  });

  it('a failed attempt the shopper fixes in between is charged once and is active again', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'failed attempt 2', paydayInDays: -3 });
    const run = await clock(who, 2);
    expect(walk(run.events)).toEqual([[1, 'charged', 'failed attempt 2', 'active']]);
    expect((await read(who, sub._id)).status).toBe('active');
  });

  it('awaiting response is never charged by the clock', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'awaiting response', paydayInDays: -1 });
    expect((await clock(who, 2)).events).toEqual([]);
    expect((await read(who, sub._id)).status).toBe('awaiting response');
  });
});

describe('pause end, price changes, expiration', () => {
  it('a pause ends when pausedUntil passes (policy default status), then the payday charges', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'paused', paydayInDays: 3 });
    const run = await clock(who, 3);
    expect(walk(run.events)).toEqual([
      [2, 'resumed', 'paused', 'active'],
      [3, 'charged', 'active', 'active'],
    ]);
    expect(await read(who, sub._id)).toMatchObject({ status: 'active', pausedUntil: null });
  });

  it('opt-in: the new price takes over the item and the subscription’s price', async () => {
    const who = await shopper();
    const sub = await scene(who, {
      status: 'active',
      paydayInDays: 5,
      priceChange: { newPrice: 7990, inDays: 1, optIn: true },
    });
    const run = await clock(who, 1);
    expect(walk(run.events)).toEqual([[1, 'priceChanged', 'active', 'active']]);
    expect(run.events[0].productId).toBe('td-p-0003');
    const after = await read(who, sub._id);
    expect(after.price).toBe(7990 * 2 + 2990);
    expect(after.productsPrice).toBe(7990 * 2);
    expect(after.products[0]).toMatchObject({ price: 7990, totalPrice: 15980 });
    expect(after.products[0].priceChange).toBeUndefined();
  });

  it('opt-out: "the item is removed and not charged in the next period"; the last item ends it', async () => {
    const who = await shopper();
    const two = await scene(who, {
      status: 'active',
      paydayInDays: 2,
      products: [
        { productId: 'td-p-0003', quantity: 2 },
        { productId: 'td-p-0002', quantity: 1 },
      ],
      priceChange: { newPrice: 7990, inDays: 1, optIn: false },
    });
    const one = await scene(who, {
      status: 'active',
      paydayInDays: 20,
      priceChange: { newPrice: 7990, inDays: 1, optIn: false },
    });
    const run = await clock(who, 2);
    const bySub = (id: string) => walk(run.events.filter((e) => e.subscriptionId === id));
    expect(bySub(two._id)).toEqual([
      [1, 'itemRemoved', 'active', 'active'],
      [2, 'charged', 'active', 'active'],
    ]);
    expect(bySub(one._id)).toEqual([
      [1, 'itemRemoved', 'active', 'active'],
      [1, 'canceled', 'active', 'canceled'],
    ]);
    const after = await read(who, two._id);
    expect(after.products.map((p: any) => p.productId)).toEqual(['td-p-0002']);
    expect(after.price).toBe(10000 + 2990);
    expect((await charges(who)).map((row) => row.amount)).toEqual([12990]);
    expect((await read(who, one._id)).status).toBe('canceled');
  });

  it('an expiration that has passed completes the subscription (no charge on that day)', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'active', paydayInDays: 2, expirationInDays: 2 });
    const run = await clock(who, 3);
    expect(walk(run.events)).toEqual([[2, 'completed', 'active', 'completed']]);
    expect((await read(who, sub._id)).status).toBe('completed');
    expect(await charges(who)).toEqual([]);
  });
});

describe('scope and concurrency', () => {
  it('with an e-mail only that shopper’s rows move; the others stay byte for byte', async () => {
    const [moved, other] = [await shopper(), await shopper()];
    const mine = await scene(moved, { status: 'active', paydayInDays: 0 });
    const theirs = await scene(other, { status: 'active', paydayInDays: 0 });
    const row = (id: string) =>
      sandbox.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const before = JSON.stringify(await row(theirs._id));
    const run = await clock(moved, 2);
    expect(run.events.map((e) => e.subscriptionId)).toEqual([mine._id]);
    expect(JSON.stringify(await row(theirs._id))).toBe(before);
    expect(await charges(other)).toEqual([]);
    expect(
      (await sandbox.api.post('/sandbox/clock', { advanceDays: 1, email: 'nadie@demo.cl' })).status,
    ).toBe(404);
    for (const advanceDays of [0, 401, 1.5])
      expect((await sandbox.api.post('/sandbox/clock', { advanceDays })).status).toBe(400);
  });

  it('two concurrent calls run one after the other: two days lived, one charge', async () => {
    const who = await shopper();
    const sub = await scene(who, { status: 'active', paydayInDays: 0 });
    const runs = await Promise.all([clock(who, 1), clock(who, 1)]);
    const charged = runs.flatMap((run) => run.events).filter((e) => e.kind === 'charged');
    expect(charged).toHaveLength(1);
    expect(await charges(who)).toHaveLength(1);
    const after = await read(who, sub._id);
    expect(new Date(after.payday).getTime()).toBe(new Date(sub.payday).getTime() + 28 * DAY);
  });
});

describe('without an e-mail', () => {
  // Last in this file: it moves every row of the file's sandbox, Ana's seeded ones included.
  it('every shopper’s rows move and are processed', async () => {
    const who = await shopper();
    const theirs = await scene(who, { status: 'active', paydayInDays: 0 });
    const run = await clock(null, 1);
    const kinds = (id: string) => walk(run.events.filter((e) => e.subscriptionId === id));
    expect(kinds(theirs._id)).toEqual([[1, 'charged', 'active', 'active']]);
    // Ana's seeded failed attempt 2 (payday 3 days ago, her approving card) is paid by the server,
    // and her pending order of 2 days ago is delivered.
    expect(kinds('sub-td-0003')).toEqual([[1, 'charged', 'failed attempt 2', 'active']]);
    expect(kinds('sub-td-0008')).toEqual([[1, 'delivered', 'pending', 'delivered']]);
  });
});
