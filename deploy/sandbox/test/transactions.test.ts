/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// /v1/transactions over real HTTP and PGlite (spec 001 §7 "GET /transactions/{id}; GET
// /transactions/ | page (default 1), limit (default 10), filters"; 002 §7 "List transactions by
// deliveryId and userId (docs)"; 001 §4 "polled every 5 seconds until completed or failed"): the
// owner's charges newest first, in the completed / failed vocabulary, filtered and paged; anybody
// else's → 404.
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
const EMAIL = 'transacciones@demo.cl';
let token = '';
let userId = '';
const made: Record<'retried' | 'renewed' | 'declined' | 'service', any> = {} as any;

const scene = async (body: Record<string, unknown>) =>
  (
    await sandbox.api.post('/sandbox/subscriptions', {
      email: EMAIL,
      storeName: 'tienda-demo',
      products: [{ productId: 'td-p-0003', quantity: 1 }],
      ...body,
    })
  ).body.data;
const list = (query: string, as = token) => sandbox.v1.get(`/transactions?${query}`, as);

beforeAll(async () => {
  token = (await sandbox.api.post('/sandbox/session', { email: EMAIL })).body.data.access;
  userId = (await sandbox.v1.get('/auth/profile', token)).body.data.userId;
  // A shopper's retry (approved), then the clock: a renewal with its order, a declined renewal,
  // and a renewal in the service store.
  made.retried = await scene({ status: 'failed attempt 1', paydayInDays: -2 });
  expect(
    (await sandbox.v1.post(`/subscriptions/${made.retried._id}/retry`, {}, token)).status,
  ).toBe(200);
  made.renewed = await scene({ status: 'active', paydayInDays: 0 });
  made.declined = await scene({ status: 'active', paydayInDays: 0, cardDigits: '0002' });
  made.service = (
    await sandbox.api.post('/sandbox/subscriptions', {
      email: EMAIL,
      storeName: 'servicios-demo',
      status: 'active',
      products: [{ productId: 'sv-p-0001' }],
      paydayInDays: 0,
    })
  ).body.data;
  const run = await sandbox.api.post('/sandbox/clock', { advanceDays: 1, email: EMAIL });
  expect(run.status).toBe(200);
});

it('lists the owner’s charges newest first, 10 a page by default, approved as completed and declined as failed', async () => {
  const reply = await list(`userId=${userId}`);
  expect(reply.status).toBe(200);
  const page = reply.body.data;
  expect(page).toMatchObject({ page: 1, pages: 1, limit: 10, totalDocs: 4 });
  const times = page.docs.map((doc: any) => new Date(doc.createdAt).getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  const bySub = (id: string) => page.docs.find((doc: any) => doc.subscriptionIds.includes(id));
  // A paid retry is an order of the deliverable store, named by its charge (issue 39).
  const retried = bySub(made.retried._id);
  expect(retried).toMatchObject({ status: 'completed', deliveryIds: [expect.any(String)] });
  expect(retried.deliveryId).toBe(retried.deliveryIds[0]);
  expect(bySub(made.declined._id)).toMatchObject({ status: 'failed', amount: 6990 + 2990 });
  expect(bySub(made.renewed._id)).toMatchObject({
    status: 'completed',
    userId,
    storeId: 'st-tienda-demo',
    cardId: made.renewed.cardId,
    kind: 'oneclick',
    deliveryId: expect.any(String),
  });
  // The retry happened before the clock's day, which lies before now after the move back.
  expect(page.docs.at(-1)._id).toBe(bySub(made.retried._id)._id);
  const second = (await list(`userId=${userId}&limit=3&page=2`)).body.data;
  expect(second).toMatchObject({ page: 2, pages: 2, limit: 3, totalDocs: 4 });
  expect(second.docs.map((doc: any) => doc._id)).toEqual([page.docs[3]._id]);
});

it('filters by store, subscription, order (002 §7 "by deliveryId and userId") and status', async () => {
  const ids = async (query: string) =>
    (await list(`userId=${userId}&${query}`)).body.data.docs.map(
      (doc: any) => doc.subscriptionIds[0],
    );
  expect(await ids('storeId=st-servicios-demo')).toEqual([made.service._id]);
  expect(await ids(`subscriptionId=${made.declined._id}`)).toEqual([made.declined._id]);
  const renewal = (await list(`userId=${userId}&subscriptionId=${made.renewed._id}`)).body.data
    .docs[0];
  expect(await ids(`deliveryId=${renewal.deliveryId}`)).toEqual([made.renewed._id]);
  expect(await ids('status=failed')).toEqual([made.declined._id]);
  expect((await ids('status=completed')).sort()).toEqual(
    [made.retried._id, made.renewed._id, made.service._id].sort(),
  );
  expect((await list(`userId=${userId}&status=approved`)).status).toBe(400);
});

it('reads one by id; another shopper’s, an unknown one or without a bearer → refused', async () => {
  const [first] = (await list(`userId=${userId}`)).body.data.docs;
  const own = await sandbox.v1.get(`/transactions/${first._id}`, token);
  expect(own.body.data).toEqual(first);
  const other = (
    await sandbox.api.post('/sandbox/session', { email: 'otra-transacciones@demo.cl' })
  ).body.data.access;
  const theirs = await sandbox.v1.get(`/transactions/${first._id}`, other);
  expect([theirs.status, theirs.body.message]).toEqual([404, 'Transaction not found']);
  expect((await sandbox.v1.get('/transactions/tx-nada', token)).body.message).toBe(
    'Transaction not found',
  );
  expect((await list(`userId=${userId}`, other)).status).toBe(404);
  expect((await sandbox.v1.get(`/transactions/${first._id}`)).status).toBe(401);
});
