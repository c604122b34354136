/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// The shopper's subscription actions over real HTTP and PGlite (spec 001 §4 "Actions by status",
// "Shopper transitions", "Retry and reactivate"; §7 pausingOptions, resumingOption, pause, resume,
// cancel, retry, reactivate; §8 texts): each transition, each refusal (writing nothing), and
// concurrent retries charging at most once. Scenes are set on Ana's seeded subscriptions
// (sub-td-0001 active, 0002 paused, 0003 failed attempt 2, 0004 failed, 0005 canceled) and on
// rows changed directly in the database.
import { loginAna, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
let ana = '';
let decliningCard = '';

const NO_PAUSE = 'Lo sentimos, tu suscripción no puede pausarse';
const TOO_SOON = 'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento';
const notAllowed = (status: string) =>
  `La transacción no se ha realizado. El estado de la suscripción (${status}) no permite efectuar el pago.`;

const stored = (id: string) =>
  sandbox.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const charges = async () =>
  (await sandbox.api.get('/sandbox/transactions?userId=u-ana')).body.data as any[];
const setRow = (id: string, values: Record<string, unknown>) =>
  sandbox.db.updateTable('subscriptions').set(values).where('id', '=', id).execute();
const setPolicy = (allowShopperTo: { pause?: boolean; cancel?: boolean }) =>
  sandbox.api.patch('/sandbox/policies/tienda-demo', { subscriptionPolicy: { allowShopperTo } });
const post = (path: string, body: unknown = {}) => sandbox.v1.post(path, body, ana);

/** A refused call: its status and message, and the row exactly as before. */
async function expectRefused(
  id: string,
  call: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string,
) {
  const before = JSON.stringify(await stored(id));
  const reply = await call();
  expect({ status: reply.status, code: reply.body.code, message: reply.body.message }).toEqual({
    status,
    code: status,
    message,
  });
  expect(JSON.stringify(await stored(id))).toBe(before);
  return reply;
}

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
  const card = await sandbox.api.post('/sandbox/cards', {
    email: 'ana@demo.cl',
    storeName: 'tienda-demo',
    number: '4000000000000002',
  });
  decliningCard = card.body.data._id;
});

describe('pause and resume (001 §4 "Shopper transitions")', () => {
  it('pausingOptions → pause with the chosen payday → resumingOption → resume', async () => {
    const options = await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', ana);
    expect(options.status).toBe(200);
    expect(options.body.data).toHaveLength(3);
    for (const option of options.body.data)
      expect(option).toEqual({
        text: expect.stringMatching(/^Saltar \d cobros?: próximo pago el \d\d\/\d\d\/\d{4}$/),
        payday: expect.any(String),
      });
    const chosen = options.body.data[1];

    const paused = await post('/subscriptions/sub-td-0001/pause', { payday: chosen.payday });
    expect(paused.status).toBe(200);
    const payday = new Date(chosen.payday);
    // "pausedUntil to two days before the new payday at 23:59"
    const until = new Date(
      Date.UTC(payday.getUTCFullYear(), payday.getUTCMonth(), payday.getUTCDate() - 2, 23, 59),
    );
    expect(paused.body.data).toMatchObject({
      _id: 'sub-td-0001',
      status: 'paused',
      payday: chosen.payday,
      pausedUntil: until.toISOString(),
    });
    expect((await sandbox.v1.get('/subscriptions/sub-td-0001', ana)).body.data).toEqual(
      paused.body.data,
    );
    // Paused: no pausing options (the dialog then says the spec's text), and no second pause.
    expect(
      (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', ana)).body.data,
    ).toEqual([]);
    await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday: chosen.payday }),
      409,
      NO_PAUSE,
    );

    const offer = await sandbox.v1.get('/subscriptions/sub-td-0001/resumingOption', ana);
    expect(offer.status).toBe(200);
    expect(new Date(offer.body.data.payday).getTime()).toBeGreaterThan(Date.now());
    const resumed = await post('/subscriptions/sub-td-0001/resume');
    expect(resumed.status).toBe(200);
    // "sets status active (or the policy default status), clears pausedUntil, sets payday to the new payday offered"
    expect(resumed.body.data).toMatchObject({
      status: 'active',
      pausedUntil: null,
      payday: offer.body.data.payday,
    });
  });

  it('refuses a payday that is not one of the options (400), writing nothing', async () => {
    const reply = await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday: '2031-01-01T00:00:00.000Z' }),
      400,
      'Payday is not one of the pausing options',
    );
    expect(reply.body.errors).toHaveProperty('payday');
    await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday: 'pronto' }),
      400,
      'Payday is not one of the pausing options',
    );
  });

  it('refuses when the policy forbids it (allowShopperTo.pause false): 403 and no options', async () => {
    const options = (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', ana)).body
      .data;
    await setPolicy({ pause: false });
    try {
      expect(
        (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', ana)).body.data,
      ).toEqual([]);
      const reply = await expectRefused(
        'sub-td-0001',
        () => post('/subscriptions/sub-td-0001/pause', { payday: options[0].payday }),
        403,
        NO_PAUSE,
      );
      expect(reply.body.errors).toHaveProperty('policy');
    } finally {
      await setPolicy({ pause: true });
    }
  });

  it('refuses billingFrequency 180 or more, and pending in trial (409 with the reason)', async () => {
    const payday = (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', ana)).body
      .data[0].payday;
    await setRow('sub-td-0001', { billing_frequency: 180 });
    const yearly = await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday }),
      409,
      NO_PAUSE,
    );
    expect(yearly.body.errors).toHaveProperty('billingFrequency');
    expect(
      (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', ana)).body.data,
    ).toEqual([]);
    await setRow('sub-td-0001', { billing_frequency: 30 });

    const row = await stored('sub-td-0001');
    await setRow('sub-td-0001', {
      status: 'pending',
      doc: JSON.stringify({ ...row.doc, trialDays: 7 }),
    });
    const trial = await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/pause', { payday }),
      409,
      NO_PAUSE,
    );
    expect(trial.body.errors).toHaveProperty('trialDays');
    await setRow('sub-td-0001', { status: 'active', doc: JSON.stringify(row.doc) });
  });

  it('resume sets the policy’s default status ("or the policy default status")', async () => {
    await sandbox.api.patch('/sandbox/policies/tienda-demo', {
      subscriptionPolicy: { defaultStatus: 'awaiting response' },
    });
    try {
      const [option] = (await sandbox.v1.get('/subscriptions/sub-td-0001/pausingOptions', ana)).body
        .data;
      expect(
        (await post('/subscriptions/sub-td-0001/pause', { payday: option.payday })).status,
      ).toBe(200);
      const resumed = await post('/subscriptions/sub-td-0001/resume');
      expect(resumed.body.data).toMatchObject({ status: 'awaiting response', pausedUntil: null });
    } finally {
      await sandbox.api.patch('/sandbox/policies/tienda-demo', {
        subscriptionPolicy: { defaultStatus: 'active' },
      });
      await setRow('sub-td-0001', { status: 'active' });
    }
  });

  it('resume and resumingOption refuse what is not paused (409)', async () => {
    await expectRefused(
      'sub-td-0001',
      () => post('/subscriptions/sub-td-0001/resume'),
      409,
      'Only a paused subscription can be resumed',
    );
    const offer = await sandbox.v1.get('/subscriptions/sub-td-0001/resumingOption', ana);
    expect([offer.status, offer.body.message]).toEqual([
      409,
      'Only a paused subscription can be resumed',
    ]);
  });
});

describe('cancel (001 §4 "Cancel: sets status canceled"; "allowed unless the policy forbids it")', () => {
  it('refuses when the policy forbids it (403), then cancels; an ended one stays ended (409)', async () => {
    await setPolicy({ cancel: false });
    try {
      await expectRefused(
        'sub-td-0002',
        () => post('/subscriptions/sub-td-0002/cancel'),
        403,
        'Cancel not allowed by the store policy',
      );
    } finally {
      await setPolicy({ cancel: true });
    }
    const canceled = await post('/subscriptions/sub-td-0002/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({
      _id: 'sub-td-0002',
      status: 'canceled',
      canceledAt: expect.any(String),
    });
    await expectRefused(
      'sub-td-0002',
      () => post('/subscriptions/sub-td-0002/cancel'),
      409,
      'Subscription already ended',
    );
    await expectRefused(
      'sub-td-0005',
      () => post('/subscriptions/sub-td-0005/cancel'),
      409,
      'Subscription already ended',
    );
  });
});

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
    const declined = await post('/subscriptions/sub-td-0003/retry', { cardId: decliningCard });
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
    expect(await charges()).toEqual([
      expect.objectContaining({
        _id: paid.body.data.transaction._id,
        amount: row.price,
        status: 'approved',
        cardId: 'card-ana-td',
        subscriptionIds: ['sub-td-0003'],
      }),
    ]);
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
            authorization: `Bearer ${ana}`,
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
    await failAgain(decliningCard);
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
    expect((await sandbox.v1.post('/subscriptions/sub-td-0003/retry', {}, ana)).status).toBe(409);
    expect(await charges()).toHaveLength(before + 1);
  });
});
