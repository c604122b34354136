/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Payment intents and payment links over real HTTP and PGlite (spec 002 §4 "Payment intent": "Pay:
// reuses the pending intent or creates one", "A pending intent disables all methods other than its
// own", "An initiated intent whose expirationDate is earlier than now is marked expired through the
// expire call"; §2 paymentLink "creates or fetches a payment request for the user"; API.md
// "Payments (issue 13)"). Each test makes its own payment request through the sandbox scene.
import { loginAna, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
let ana = '';
let guest = '';
let beto = '';

async function newRequest(price = 12000, currency = 'clp', storeId = 'st-tienda-demo') {
  const reply = await sandbox.api.post('/sandbox/paymentRequests', {
    storeId,
    userEmail: 'ana@demo.cl',
    price,
    currency,
    description: 'Pago de prueba',
  });
  expect(reply.status).toBe(201);
  return reply.body.data as { _id: string; price: number };
}
const intentBody = (requestId: string, price: number, name = 'Webpay Plus') => ({
  paymentRequestId: requestId,
  userEmail: 'ana@demo.cl',
  paymentMethod: { name },
  price,
});
const intentsOf = (requestId: string) =>
  sandbox.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('payment_request_id', '=', requestId)
    .execute();

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
  guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
  beto = (await sandbox.api.post('/sandbox/session', { email: 'beto.intents@test.cl' })).body.data
    .access;
});

describe('POST /paymentIntents', () => {
  it('creates an initiated intent at the request’s price, expiring 10 minutes later', async () => {
    const request = await newRequest();
    const reply = await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana);
    expect(reply.status).toBe(201);
    const intent = reply.body.data;
    expect(intent).toMatchObject({
      paymentRequestId: request._id,
      storeId: 'st-tienda-demo',
      userEmail: 'ana@demo.cl',
      paymentMethod: { name: 'Webpay Plus' },
      price: 12000,
      currency: 'clp',
      status: 'initiated',
      transactionId: null,
    });
    expect(intent._id).toMatch(/^pi-/);
    expect(Date.parse(intent.expirationDate) - Date.parse(intent.createdAt)).toBe(10 * 60 * 1000);
  });

  it('answers the live intent of the same method (200), refuses another method (409 with it)', async () => {
    const request = await newRequest();
    const first = await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana);
    const again = await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data._id).toBe(first.body.data._id);
    const other = await sandbox.v1.post(
      '/paymentIntents',
      intentBody(request._id, 12000, 'Khipu Payment Initiation'),
      ana,
    );
    expect([other.status, other.body.message]).toEqual([
      409,
      'Another payment intent is in progress',
    ]);
    expect(other.body.data.paymentIntent._id).toBe(first.body.data._id);
    expect(await intentsOf(request._id)).toHaveLength(1);
  });

  it('50 racing creates make one intent', async () => {
    const request = await newRequest();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(49);
    expect(new Set(replies.map((reply) => reply.body.data._id)).size).toBe(1);
    expect(await intentsOf(request._id)).toHaveLength(1);
  });

  it('refuses a price that is not the request’s, a method the store lacks, a paid request', async () => {
    const request = await newRequest();
    const price = await sandbox.v1.post('/paymentIntents', intentBody(request._id, 11999), ana);
    expect([price.status, price.body.message]).toEqual([
      400,
      'Price does not match the payment request',
    ]);
    const method = await sandbox.v1.post(
      '/paymentIntents',
      intentBody(request._id, 12000, 'Webpay Oneclick'),
      ana,
    );
    expect([method.status, method.body.message]).toEqual([400, 'Payment method not available']);
    // farmacia-demo offers Webpay Plus only.
    const pharmacy = await newRequest(5000, 'clp', 'st-farmacia-demo');
    const khipu = await sandbox.v1.post(
      '/paymentIntents',
      intentBody(pharmacy._id, 5000, 'Khipu Payment Initiation'),
      ana,
    );
    expect([khipu.status, khipu.body.message]).toEqual([400, 'Payment method not available']);
    await sandbox.db
      .updateTable('payment_requests')
      .set({ status: 'completed' })
      .where('id', '=', request._id)
      .execute();
    const paid = await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana);
    expect([paid.status, paid.body.message]).toEqual([409, 'Payment request already paid']);
    expect(await intentsOf(request._id)).toHaveLength(0);
  });

  it('a guest holding the link may create; another shopper gets 404; nobody 401', async () => {
    const request = await newRequest();
    expect(
      (await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), beto)).status,
    ).toBe(404);
    expect((await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000))).status).toBe(
      401,
    );
    const byGuest = await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), guest);
    expect(byGuest.status).toBe(201);
    expect((await sandbox.v1.get(`/paymentIntents/${byGuest.body.data._id}`, ana)).status).toBe(
      200,
    );
    expect((await sandbox.v1.get(`/paymentIntents/${byGuest.body.data._id}`, beto)).status).toBe(
      404,
    );
  });
});

describe('expiry and the list by request', () => {
  it('expire moves initiated → expired (repeat answers as is); a new create then starts afresh', async () => {
    const request = await newRequest();
    const first = (await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana))
      .body.data;
    const expired = await sandbox.v1.post(`/paymentIntents/${first._id}/expire`, {}, ana);
    expect([expired.status, expired.body.data.status]).toEqual([200, 'expired']);
    const again = await sandbox.v1.post(`/paymentIntents/${first._id}/expire`, {}, ana);
    expect([again.status, again.body.data.status]).toEqual([200, 'expired']);
    const other = await sandbox.v1.post(
      '/paymentIntents',
      intentBody(request._id, 12000, 'Mercado Pago Checkout Pro'),
      ana,
    );
    expect(other.status).toBe(201);
    const initiated = await sandbox.v1.get(
      `/paymentRequests/${request._id}/paymentIntents?status=initiated`,
      ana,
    );
    expect(initiated.body.data.map((intent: any) => intent._id)).toEqual([other.body.data._id]);
    const all = await sandbox.v1.get(`/paymentRequests/${request._id}/paymentIntents`, ana);
    expect(all.body.data.map((intent: any) => intent.status)).toEqual(['initiated', 'expired']);
  });

  it('an intent past its expirationDate stays initiated until expired, and no longer blocks another method', async () => {
    const request = await newRequest();
    const first = (await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana))
      .body.data;
    const moved = await sandbox.api.post(`/sandbox/paymentIntents/${first._id}/expireIn`, {
      seconds: -1,
    });
    expect(Date.parse(moved.body.data.expirationDate)).toBeLessThan(Date.now());
    expect((await sandbox.v1.get(`/paymentIntents/${first._id}`, ana)).body.data.status).toBe(
      'initiated',
    );
    const other = await sandbox.v1.post(
      '/paymentIntents',
      intentBody(request._id, 12000, 'Khipu Payment Initiation'),
      ana,
    );
    expect(other.status).toBe(201);
    expect((await sandbox.v1.get(`/paymentIntents/${first._id}`, ana)).body.data.status).toBe(
      'expired',
    );
  });

  it('the scene moves the expiry forward too; unknown intent → 404', async () => {
    const request = await newRequest();
    const first = (await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana))
      .body.data;
    const moved = await sandbox.api.post(`/sandbox/paymentIntents/${first._id}/expireIn`, {
      seconds: 5,
    });
    expect(Date.parse(moved.body.data.expirationDate) - Date.now()).toBeLessThanOrEqual(5000);
    expect(
      (await sandbox.api.post('/sandbox/paymentIntents/pi-nope/expireIn', { seconds: 5 })).status,
    ).toBe(404);
    expect((await sandbox.v1.get('/paymentIntents/pi-nope', ana)).body.message).toBe(
      'Payment intent not found',
    );
  });

  it('an unpaid intent has no invoice (404 "Invoice not found")', async () => {
    const request = await newRequest();
    const first = (await sandbox.v1.post('/paymentIntents', intentBody(request._id, 12000), ana))
      .body.data;
    const invoice = await sandbox.v1.get(`/billings/invoices/payment-intent/${first._id}`, ana);
    expect([invoice.status, invoice.body.message]).toEqual([404, 'Invoice not found']);
  });
});

describe('payment links', () => {
  const OPEN_LINK = 'pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA';

  it('the seeded open link of servicios-demo is readable by a guest', async () => {
    const link = await sandbox.v1.get(`/paymentLinks/${OPEN_LINK}`, guest);
    expect(link.body.data).toMatchObject({
      _id: OPEN_LINK,
      storeId: 'st-servicios-demo',
      price: 19990,
      currency: 'clp',
      status: 'active',
    });
    expect((await sandbox.v1.get('/paymentLinks/pl-nope', guest)).body.message).toBe(
      'Payment link not found',
    );
  });

  it('an inactive link is not found', async () => {
    const link = (
      await sandbox.api.post('/sandbox/paymentLinks', {
        storeId: 'st-servicios-demo',
        price: 1000,
        description: 'x',
      })
    ).body.data;
    await sandbox.db
      .updateTable('payment_links')
      .set({ status: 'inactive' })
      .where('id', '=', link._id)
      .execute();
    expect((await sandbox.v1.get(`/paymentLinks/${link._id}`, guest)).status).toBe(404);
  });

  it('get-or-create: 50 racing calls make one pending request for the shopper; a guest gets its own', async () => {
    const link = (
      await sandbox.api.post('/sandbox/paymentLinks', {
        storeId: 'st-servicios-demo',
        price: 1.5,
        currency: 'uf',
        description: 'Asesoría',
      })
    ).body.data;
    expect(link._id).toMatch(/^pl-/);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        sandbox.v1.post(
          `/paymentLinks/${link._id}/paymentRequests`,
          { userEmail: 'ana@demo.cl', userId: 'u-ana' },
          ana,
        ),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.every((reply) => reply.status === 201 || reply.status === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.body.data._id)).size).toBe(1);
    expect(replies[0]!.body.data).toMatchObject({
      price: 1.5,
      currency: 'uf',
      description: 'Asesoría',
      status: 'pending',
      userId: 'u-ana',
    });
    const guestId = (await sandbox.v1.get('/auth/profile', guest)).body.data.userId;
    const own = await sandbox.v1.post(
      `/paymentLinks/${link._id}/paymentRequests`,
      { userEmail: 'invitado@test.cl', userId: guestId },
      guest,
    );
    expect(own.status).toBe(201);
    expect(own.body.data._id).not.toBe(replies[0]!.body.data._id);
    expect((await sandbox.v1.get(`/paymentRequests/${own.body.data._id}`, guest)).status).toBe(200);
  });

  it('refuses another user’s id or e-mail (403) and an unknown link (404)', async () => {
    const forged = await sandbox.v1.post(
      `/paymentLinks/${OPEN_LINK}/paymentRequests`,
      { userEmail: 'ana@demo.cl', userId: 'u-ana' },
      beto,
    );
    expect([forged.status, forged.body.message]).toEqual([
      403,
      'userId and userEmail must be the caller’s own',
    ]);
    const betoId = (await sandbox.v1.get('/auth/profile', beto)).body.data.userId;
    const otherEmail = await sandbox.v1.post(
      `/paymentLinks/${OPEN_LINK}/paymentRequests`,
      { userEmail: 'ana@demo.cl', userId: betoId },
      beto,
    );
    expect(otherEmail.status).toBe(403);
    const unknown = await sandbox.v1.post(
      '/paymentLinks/pl-nope/paymentRequests',
      { userEmail: 'beto.intents@test.cl', userId: betoId },
      beto,
    );
    expect(unknown.status).toBe(404);
  });
});
