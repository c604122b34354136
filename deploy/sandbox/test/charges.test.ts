/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Charges (cobros) over real HTTP and PGlite (issue 14; 002 §4 "Charge statuses", "Charge approval
// flow", §7 Charges, saveCardInInstallments; 001 §7 charges calls). Each test makes its own shopper
// and charges with POST /sandbox/charges, except the reads of Ana's seeded ones.
import { loginAna, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
const SV = 'st-servicios-demo';
let ana = '';
let shopperCount = 0;

/** A fresh shopper (signed in) of servicios-demo. */
async function newShopper() {
  shopperCount += 1;
  const email = `cobros.${shopperCount}@test.cl`;
  const session = (await sandbox.api.post('/sandbox/session', { email })).body.data;
  const user = await sandbox.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, token: session.access as string, userId: user.id };
}

/** A card of the shopper's (servicios-demo unless told), made through the sandbox. */
async function addCard(shopper: { email: string }, number: string, storeName = 'servicios-demo') {
  const reply = await sandbox.api.post('/sandbox/cards', {
    email: shopper.email,
    storeName,
    number,
  });
  return reply.body.data;
}

const scene = async (body: Record<string, unknown>) => {
  const reply = await sandbox.api.post('/sandbox/charges', {
    storeName: 'servicios-demo',
    ...body,
  });
  expect(reply.status).toBe(201);
  return reply.body.data;
};
const charge = (id: string) =>
  sandbox.db.selectFrom('charges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
});

describe('reading charges', () => {
  it('lists Ana’s seeded charges by status, with their instalments as subscriptions', async () => {
    const pending = await sandbox.v1.get(
      `/charges/shopper?userId=u-ana&storeId=${SV}&status=pending`,
      ana,
    );
    expect(pending.status).toBe(200);
    expect(pending.body.data.docs.map((c: any) => c._id)).toEqual(['ch-sv-0001']);
    const [seeded] = pending.body.data.docs;
    expect(seeded).toMatchObject({
      status: 'pending',
      totalPrice: 89970,
      installments: 3,
      paymentType: null,
      paidTotal: 0,
      delinquent: false,
      serviceId: null,
    });
    expect(
      seeded.subscriptions.map((s: any) => [s._id, s.type, s.chargeId, s.installmentNumber]),
    ).toEqual([
      ['ch-sv-0001-i1', 'single', 'ch-sv-0001', 1],
      ['ch-sv-0001-i2', 'single', 'ch-sv-0001', 2],
      ['ch-sv-0001-i3', 'single', 'ch-sv-0001', 3],
    ]);
    expect(seeded.subscriptions[0].paymentMethods[0]).toMatchObject({
      name: 'Webpay Oneclick',
      priority: 1,
    });

    const approved = (await sandbox.v1.get('/charges/ch-sv-0002', ana)).body.data;
    // One paid, one 10 days overdue, one ahead: 002 §4 "'Activo' or 'Moroso'" → delinquent.
    expect(approved).toMatchObject({
      status: 'approved',
      paymentType: 'recurring',
      cardId: 'card-ana-sv',
      paidTotal: 39990,
      delinquent: true,
    });
    expect(approved.subscriptions.map((s: any) => s.status)).toEqual([
      'completed',
      'pending',
      'pending',
    ]);
  });

  it('answers 404 "Charge not found" for another shopper’s charge, and 404 for another’s list', async () => {
    const beto = await newShopper();
    const reply = await sandbox.v1.get('/charges/ch-sv-0001', beto.token);
    expect([reply.status, reply.body.message]).toEqual([404, 'Charge not found']);
    const list = await sandbox.v1.get(
      `/charges/shopper?userId=u-ana&storeId=${SV}&status=pending`,
      beto.token,
    );
    expect(list.status).toBe(404);
  });

  it('keeps instalments out of the shopper’s subscription list, but GET subscriptions/{id} reads one', async () => {
    const list = await sandbox.v1.get(`/subscriptions?userId=u-ana&storeId=${SV}`, ana);
    expect(list.body.data.docs.filter((s: any) => s.chargeId)).toEqual([]);
    const one = await sandbox.v1.get('/subscriptions/ch-sv-0001-i2', ana);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ chargeId: 'ch-sv-0001', installmentNumber: 2 });
  });
});

describe('approving (PUT and PATCH /charges/{id})', () => {
  it('approves a pending charge with manual payment, then refuses a second approval (409)', async () => {
    const shopper = await newShopper();
    const made = await scene({ email: shopper.email, installments: [{ paydayInDays: 3 }] });
    const reply = await sandbox.v1.put(
      `/charges/${made._id}`,
      { status: 'approved' },
      shopper.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      status: 'approved',
      paymentType: 'single',
      cardId: null,
    });
    expect(reply.body.data.approvedAt).toEqual(expect.any(String));
    const again = await sandbox.v1.patch(
      `/charges/${made._id}`,
      { status: 'approved', paymentType: 'single' },
      shopper.token,
    );
    expect([again.status, again.body.message]).toEqual([409, 'Charge is not pending']);
  });

  it('refuses automatic payment without a card (409 "Charge has no card"), changing nothing', async () => {
    const shopper = await newShopper();
    const made = await scene({ email: shopper.email, installments: [{ paydayInDays: 3 }] });
    const reply = await sandbox.v1.patch(
      `/charges/${made._id}`,
      { status: 'approved', paymentType: 'recurring' },
      shopper.token,
    );
    expect([reply.status, reply.body.message]).toEqual([409, 'Charge has no card']);
    expect((await charge(made._id)).status).toBe('pending');
  });

  it('saves a card on every unpaid instalment, then approves with automatic payment', async () => {
    const shopper = await newShopper();
    const made = await scene({
      email: shopper.email,
      installments: [
        { paydayInDays: -40, status: 'completed' },
        { paydayInDays: 3 },
        { paydayInDays: 33 },
      ],
    });
    const card = await addCard(shopper, '4111111111111111');
    const otherStore = await addCard(shopper, '4111111111111111', 'tienda-demo');
    const wrong = await sandbox.v1.post(
      `/charges/${made._id}/saveCardInInstallments`,
      { userId: shopper.userId, cardId: otherStore._id },
      shopper.token,
    );
    expect([wrong.status, wrong.body.message]).toEqual([404, 'Card not found']);

    const saved = await sandbox.v1.post(
      `/charges/${made._id}/saveCardInInstallments`,
      { userId: shopper.userId, cardId: card._id },
      shopper.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.cardId).toBe(card._id);
    expect(saved.body.data.subscriptions.map((s: any) => s.cardId)).toEqual([
      null,
      card._id,
      card._id,
    ]);
    const approved = await sandbox.v1.put(
      `/charges/${made._id}`,
      { status: 'approved', paymentType: 'recurring' },
      shopper.token,
    );
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      paymentType: 'recurring',
      cardId: card._id,
    });
    // 002 §7 canBeDeleted: an unpaid instalment of an approved charge uses the card.
    const can = await sandbox.v1.get(`/cards/${card._id}/canBeDeleted`, shopper.token);
    expect(can.body.data).toBe(false);
  });
});

describe('services and hiring', () => {
  const hire = (token: string, body: unknown, key: string) =>
    fetch(`${sandbox.url}/v1/charges/createFromService`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as any,
    }));

  it('reads a service, inactive ones too', async () => {
    const active = await sandbox.v1.get('/services/svc-sv-0004', ana);
    expect(active.body.data).toMatchObject({
      storeId: SV,
      active: true,
      installments: 3,
      price: 45990,
    });
    const inactive = await sandbox.v1.get('/services/svc-sv-0007', ana);
    expect(inactive.body.data.active).toBe(false);
    const missing = await sandbox.v1.get('/services/svc-nope', ana);
    expect([missing.status, missing.body.message]).toEqual([404, 'Service not found']);
  });

  it('hires with an approved card: the first instalment is charged, the rest monthly', async () => {
    const shopper = await newShopper();
    const card = await addCard(shopper, '4111111111111111');
    const reply = await hire(
      shopper.token,
      { serviceId: 'svc-sv-0004', userId: shopper.userId, cardId: card._id },
      'hire-ok-1',
    );
    expect(reply.status).toBe(201);
    const { charge: hired, transaction } = reply.body.data;
    expect(transaction.status).toBe('completed');
    expect(hired).toMatchObject({
      status: 'approved',
      name: 'Mantención de calefont',
      totalPrice: 45990,
      installments: 3,
      paymentType: 'recurring',
      serviceId: 'svc-sv-0004',
      paidTotal: 15330,
    });
    expect(hired.subscriptions.map((s: any) => [s.status, s.price])).toEqual([
      ['completed', 15330],
      ['pending', 15330],
      ['pending', 15330],
    ]);
  });

  it('hires with the declining card: the transaction failed, the first instalment failed attempt 1', async () => {
    const shopper = await newShopper();
    const card = await addCard(shopper, '4000000000000002');
    const reply = await hire(
      shopper.token,
      { serviceId: 'svc-sv-0001', userId: shopper.userId, cardId: card._id },
      'hire-declined-1',
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data.transaction.status).toBe('failed');
    expect(reply.body.data.charge.status).toBe('approved');
    expect(reply.body.data.charge.subscriptions.map((s: any) => s.status)).toEqual([
      'failed attempt 1',
    ]);
  });

  it('refuses an inactive service (404) and a hire without Idempotency-Key (400)', async () => {
    const shopper = await newShopper();
    const inactive = await hire(
      shopper.token,
      { serviceId: 'svc-sv-0007', userId: shopper.userId },
      'hire-inactive',
    );
    expect([inactive.status, inactive.body.message]).toEqual([404, 'Service not found']);
    const noKey = await sandbox.v1.post(
      '/charges/createFromService',
      { serviceId: 'svc-sv-0001', userId: shopper.userId },
      shopper.token,
    );
    expect(noKey.status).toBe(400);
  });

  it('20 racing hires with one key make one charge and one payment', async () => {
    const shopper = await newShopper();
    const card = await addCard(shopper, '4111111111111111');
    const body = { serviceId: 'svc-sv-0002', userId: shopper.userId, cardId: card._id };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => hire(shopper.token, body, 'hire-race')),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(replies.map((r) => r.body.data.charge._id)).size).toBe(1);
    const charges = await sandbox.db
      .selectFrom('charges')
      .select('id')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(charges).toHaveLength(1);
    const payments = await sandbox.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(payments).toHaveLength(1);
  });
});
