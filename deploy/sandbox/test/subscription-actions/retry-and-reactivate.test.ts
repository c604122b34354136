/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// The shopper's subscription actions over real HTTP and PGlite (spec 001 §4 "Retry and
// reactivate"; §7 retry, reactivate, "optional cardId"; §8 texts): each refusal (writing nothing),
// a declined card, a paid retry, and concurrent retries charging at most once (issue 12). Scenes
// are set on Ana's seeded subscriptions (sub-td-0001 active, 0003 failed attempt 2, 0004 failed,
// 0005 canceled) and on rows changed directly in the database.
import { actionsSuite, TOO_SOON, notAllowed } from './actions-scene';

const { sandbox, signedIn, stored, charges, setRow, post, expectRefused } = actionsSuite();
const ordersOf = (subscriptionId: string) =>
  sandbox.db
    .selectFrom('deliveries')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .execute();

describe('retry and reactivate (001 §4 "Retry and reactivate"; §7 "optional cardId")', () => {
  it('refuse a status that does not allow the payment (§8 "Payment not allowed by status"), charging nothing', async () => {
    const before = (await charges()).length;
    await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/retry'),
      409,
      notAllowed('active'),
    );
    await expectRefused(
      'sub-td-0003',
      () => post('/subscriptions/sub-td-0003/reactivate'),
      409,
      notAllowed('failed attempt 2'),
    );
    await expectRefused(
      'sub-td-0004',
      () => post('/subscriptions/sub-td-0004/retry'),
      409,
      notAllowed('failed'),
    );
    await expectRefused(
      'sub-td-0005',
      () => post('/subscriptions/sub-td-0005/reactivate'),
      409,
      notAllowed('canceled'),
    );
    expect(await charges()).toHaveLength(before);
  });

  it('a declined card (…0002): 402 with the unchanged subscription and its lastPaymentTry; then 429 for 5 minutes', async () => {
    const before = await stored('sub-td-0003');
    const declined = await post('/subscriptions/sub-td-0003/retry', {
      cardId: signedIn.decliningCard,
    });
    expect([declined.status, declined.body.message]).toEqual([402, 'Payment declined']);
    expect(declined.body.data.subscription).toMatchObject({
      status: 'failed attempt 2',
      cardId: 'card-ana-td',
      lastPaymentTry: expect.any(String),
    });
    expect((await stored('sub-td-0003')).payday).toEqual(before.payday);

    const soon = await expectRefused(
      'sub-td-0003',
      () => post('/subscriptions/sub-td-0003/retry'),
      429,
      TOO_SOON,
    );
    const retryAt = new Date(soon.body.data.retryAt).getTime();
    expect(retryAt - new Date(soon.body.data.lastPaymentTry).getTime()).toBe(5 * 60 * 1000);
    expect(await charges()).toEqual([]);
  });

  it('retries after the wait: charges the price once, active, payday one period on, last try cleared', async () => {
    const row = await stored('sub-td-0003');
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString();
    await setRow('sub-td-0003', {
      doc: JSON.stringify({ ...row.doc, lastPaymentTry: sixMinutesAgo }),
    });
    const paid = await post('/subscriptions/sub-td-0003/retry');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'active',
      cardId: 'card-ana-td',
      transaction: { _id: expect.any(String), date: expect.any(String) },
    });
    expect(paid.body.data).not.toHaveProperty('lastPaymentTry');
    expect(new Date(paid.body.data.payday).getTime()).toBe(
      row.payday.getTime() + 30 * 24 * 3600 * 1000,
    );
    const [order, ...more] = await ordersOf('sub-td-0003');
    expect(more).toEqual([]);
    expect(await charges()).toEqual([
      expect.objectContaining({
        _id: paid.body.data.transaction._id,
        amount: row.price,
        status: 'approved',
        cardId: 'card-ana-td',
        subscriptionIds: ['sub-td-0003'],
        // The paid cycle is an order of the deliverable store, named by its charge (issue 39).
        deliveryIds: [order!.id],
      }),
    ]);
    expect(order).toMatchObject({ status: 'pending', total_price: row.price });
    // A repeat finds it active: refused, not charged again.
    await expectRefused(
      'sub-td-0003',
      () => post('/subscriptions/sub-td-0003/retry'),
      409,
      notAllowed('active'),
    );
    expect(await charges()).toHaveLength(1);
  });

  it('reactivates the suspended one; a card of another store or shopper is 404', async () => {
    await expectRefused(
      'sub-td-0004',
      () => post('/subscriptions/sub-td-0004/reactivate', { cardId: 'card-ana-fa' }),
      404,
      'Card not found',
    );
    const reactivated = await post('/subscriptions/sub-td-0004/reactivate', {
      cardId: 'card-ana-td',
    });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.data.status).toBe('active');
    expect(new Date(reactivated.body.data.payday).getTime()).toBeGreaterThan(Date.now());
    expect(await charges()).toHaveLength(2);
    expect(await ordersOf('sub-td-0004')).toHaveLength(1);
  });

  it('another shopper’s subscription is not found (404) for every action', async () => {
    const beto = (await sandbox.api.post('/sandbox/session', { email: 'beto.acciones@test.cl' }))
      .body.data.access;
    for (const action of ['pause', 'resume', 'cancel', 'retry', 'reactivate']) {
      const body = action === 'pause' ? { payday: '2030-01-01T00:00:00.000Z' } : {};
      const reply = await sandbox.v1.post(`/subscriptions/sub-td-0006/${action}`, body, beto);
      expect([action, reply.status, reply.body.message]).toEqual([
        action,
        404,
        'Subscription not found',
      ]);
    }
    for (const read of ['pausingOptions', 'resumingOption'])
      expect((await sandbox.v1.get(`/subscriptions/sub-td-0006/${read}`, beto)).status).toBe(404);
  });
});

describe('concurrent retries (issue 12: "concurrent calls for one subscription charge at most once")', () => {
  const CALLERS = 20;
  const race = (headers?: Record<string, string>) =>
    Promise.all(
      Array.from({ length: CALLERS }, () =>
        fetch(`${sandbox.url}/v1/subscriptions/sub-td-0003/retry`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${signedIn.ana}`,
            'content-type': 'application/json',
            ...headers,
          },
          body: '{}',
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as any,
        })),
      ),
    );
  const failAgain = async (cardId: string) => {
    const row = await stored('sub-td-0003');
    const { lastPaymentTry: _gone, ...doc } = row.doc;
    await setRow('sub-td-0003', {
      status: 'failed attempt 1',
      card_id: cardId,
      doc: JSON.stringify(doc),
    });
  };

  it(`${CALLERS} at once: exactly one charge and one status change; the others 409`, async () => {
    await failAgain('card-ana-td');
    const before = (await charges()).length;
    const replies = await race();
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(CALLERS - 1).fill(notAllowed('active')),
    );
    expect(await charges()).toHaveLength(before + 1);
    expect((await stored('sub-td-0003')).status).toBe('active');
  });

  it(`${CALLERS} at once with a declining card: one try (402), the others wait (429), no charge`, async () => {
    await failAgain(signedIn.decliningCard);
    const before = (await charges()).length;
    const replies = await race();
    expect(replies.filter((r) => r.status === 402)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(CALLERS - 1);
    expect(await charges()).toHaveLength(before);
    expect((await stored('sub-td-0003')).status).toBe('failed attempt 1');
  });

  it(`${CALLERS} at once with one Idempotency-Key: one charge, every caller gets the same answer`, async () => {
    await failAgain('card-ana-td');
    const before = (await charges()).length;
    const replies = await race({ 'idempotency-key': 'retry-sub-td-0003-once' });
    expect(replies.map((r) => r.status)).toEqual(Array(CALLERS).fill(200));
    // The same data (jsonb keeps no key order, so compared as values, not as text).
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect(await charges()).toHaveLength(before + 1);
    // Later, the same key replays the stored answer (the subscription is active by now); a call
    // without it is refused by the status.
    const [replayed] = await race({ 'idempotency-key': 'retry-sub-td-0003-once' });
    expect(replayed).toEqual(replies[0]);
    expect(
      (await sandbox.v1.post('/subscriptions/sub-td-0003/retry', {}, signedIn.ana)).status,
    ).toBe(409);
    expect(await charges()).toHaveLength(before + 1);
  });
});
