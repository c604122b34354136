/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// PATCH /v1/subscriptions/{id} (spec 001 §7 "Subscription ... patch {id}", body `products`) as the
// cart page's price-change notice uses it (000 §4 "Price change notice on items"): the owner marks
// the listed items seen, with userAction true after "do not show again" and false otherwise.
// Nothing else of the item moves, and nobody but the owner can write.
import { loginAna, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
const SUB = 'sub-td-0006';
const PRODUCT = 'td-p-0010';
let ana = '';

const flags = (seen: boolean, userAction: boolean) => ({
  products: [{ productId: PRODUCT, priceChange: { seen, userAction } }],
});
const item = (body: any) => body.data.products.find((p: any) => p.productId === PRODUCT);

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
});

it('the seed gives Ana a pending price change (seen false, userAction false)', async () => {
  const reply = await sandbox.v1.get(`/subscriptions/${SUB}`, ana);
  expect(reply.status).toBe(200);
  expect(item(reply.body).priceChange).toMatchObject({
    newPrice: 27990,
    optIn: true,
    seen: false,
    userAction: false,
  });
});

it('"closed otherwise, they are marked seen with userAction false"; then "do not show again" → userAction true', async () => {
  const before = item((await sandbox.v1.get(`/subscriptions/${SUB}`, ana)).body);
  const closed = await sandbox.v1.patch(`/subscriptions/${SUB}`, flags(true, false), ana);
  expect(closed.status).toBe(200);
  expect(closed.body.code).toBe(200);
  expect(item(closed.body).priceChange).toEqual({ ...before.priceChange, seen: true, userAction: false });

  const never = await sandbox.v1.patch(`/subscriptions/${SUB}`, flags(true, true), ana);
  expect(item(never.body).priceChange).toEqual({ ...before.priceChange, seen: true, userAction: true });
  // Stored: a fresh read says the same, and the rest of the item is untouched.
  const read = item((await sandbox.v1.get(`/subscriptions/${SUB}`, ana)).body);
  expect(read).toEqual({ ...before, priceChange: { ...before.priceChange, seen: true, userAction: true } });

  // Back as seeded (the flags are the shopper's to write).
  expect((await sandbox.v1.patch(`/subscriptions/${SUB}`, flags(false, false), ana)).status).toBe(200);
});

it('refuses what it does not take, writing nothing (400)', async () => {
  const stored = async () =>
    JSON.stringify(
      (await sandbox.db.selectFrom('subscriptions').select('products').where('id', '=', SUB).executeTakeFirstOrThrow())
        .products,
    );
  const before = await stored();
  const bad: unknown[] = [
    {},
    { products: [] },
    // The price itself and the deployment date are not the shopper's to write (the opt-in is: the
    // edit screen's toggle, test/subscription-edit/price-consents.test.ts).
    { products: [{ productId: PRODUCT, priceChange: { newPrice: 1 } }] },
    { products: [{ productId: PRODUCT, priceChange: { optIn: 'no' } }] },
    { products: [{ productId: PRODUCT, priceChange: {} }] },
    { products: [{ productId: PRODUCT, priceChange: { seen: 'yes' } }] },
    { products: [{ productId: PRODUCT, quantity: -1, priceChange: { seen: true } }] },
    { products: [{ productId: PRODUCT, quantity: 1.5 }] },
    { products: [{ productId: PRODUCT, priceChange: { seen: true } }], status: 'canceled' },
    { products: [{ productId: 'td-p-0001', priceChange: { seen: true } }] },
    { products: [flags(true, true).products[0], flags(true, false).products[0]] },
  ];
  for (const body of bad) {
    const reply = await sandbox.v1.patch(`/subscriptions/${SUB}`, body, ana);
    expect([reply.status, reply.body.code, JSON.stringify(body)]).toEqual([400, 400, JSON.stringify(body)]);
  }
  // An item without a price change (sub-td-0001's coffee) has nothing to mark.
  const none = await sandbox.v1.patch(
    '/subscriptions/sub-td-0001',
    { products: [{ productId: 'td-p-0002', priceChange: { seen: true } }] },
    ana,
  );
  expect(none.status).toBe(400);
  expect(none.body.message).toBe('Product has no price change');
  expect(await stored()).toBe(before);
});

it('owner only: another shopper gets 404, nobody gets 401, and nothing is written', async () => {
  const other = (await sandbox.api.post('/sandbox/session', { email: 'beto.precio@test.cl' })).body.data.access;
  expect((await sandbox.v1.patch(`/subscriptions/${SUB}`, flags(true, true), other)).status).toBe(404);
  expect((await sandbox.v1.patch(`/subscriptions/${SUB}`, flags(true, true))).status).toBe(401);
  expect((await sandbox.v1.patch('/subscriptions/sub-nope', flags(true, true), ana)).status).toBe(404);
  expect(item((await sandbox.v1.get(`/subscriptions/${SUB}`, ana)).body).priceChange).toMatchObject({
    seen: false,
    userAction: false,
  });
});
