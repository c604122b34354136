// Cart validation (API.md "Cart validation"): getOrCreate, count and mergeCarts reconcile the cart
// with the catalogue before answering: lines of products off sale (inactive, hidden, stock 0) go,
// quantities above the stock are cut (later lines first), and the result is stored.
import { TD, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
// Many requests per test on a busy two-core machine.
jest.setTimeout(30_000);

let counter = 0;
const guest = () => `validation-${Date.now()}-${(counter += 1)}`;
const add = (guestId: string, product: Record<string, unknown>, token?: string, userId?: string) =>
  sandbox.v1.post(
    '/carts/addProduct',
    { storeId: TD, guestId, ...(userId ? { userId } : {}), product },
    token,
  );
const getOrCreate = async (guestId: string) =>
  (await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=${guestId}`)).body.data;
const stock = (id: string, value: number | null) =>
  sandbox.api.post(`/sandbox/products/${id}/stock`, { stock: value });
const state = (id: string, body: { active?: boolean; hidden?: boolean }) =>
  sandbox.api.post(`/sandbox/products/${id}/state`, body);
const quantities = (cart: {
  products: { productId: string; billingType: string; quantity: number }[];
}) => cart.products.map((line) => `${line.productId}/${line.billingType}:${line.quantity}`);
const storedLines = async (cartId: string) =>
  (
    await sandbox.db
      .selectFrom('cart_lines')
      .select(['product_id', 'quantity'])
      .where('cart_id', '=', cartId)
      .orderBy('position')
      .execute()
  ).map((line) => `${line.product_id}:${line.quantity}`);

afterEach(async () => {
  for (const id of ['td-p-0002', 'td-p-0003', 'td-p-0005', 'td-p-0007', 'td-p-0008']) {
    await stock(id, null);
    await state(id, { active: true, hidden: false });
  }
});

it('drops lines of inactive, hidden and stock-0 products and cuts quantities above the stock, stored', async () => {
  const guestId = guest();
  await add(guestId, { productId: 'td-p-0007', quantity: 3, billingType: 'monthly' });
  await add(guestId, { productId: 'td-p-0003', quantity: 1, billingType: 'monthly' });
  await add(guestId, { productId: 'td-p-0005', quantity: 1, billingType: 'monthly', price: 12000 });
  await add(guestId, { productId: 'td-p-0008', quantity: 1, billingType: 'monthly' });
  await add(guestId, { productId: 'td-p-0002', quantity: 2, billingType: 'monthly' });
  const before = await getOrCreate(guestId);
  expect(before.totalLength).toBe(5);

  expect((await stock('td-p-0007', 2)).status).toBe(200);
  expect((await state('td-p-0003', { active: false })).body.data.active).toBe(false);
  expect((await state('td-p-0005', { hidden: true })).status).toBe(200);
  await stock('td-p-0008', 0);

  // count answers the reconciled cart too (the navbar badge)
  expect(
    (await sandbox.v1.get(`/carts/count?storeId=${TD}&guestId=${guestId}`)).body.data.totalLength,
  ).toBe(2);
  const after = await getOrCreate(guestId);
  expect(quantities(after)).toEqual(['td-p-0007/monthly:2', 'td-p-0002/monthly:2']);
  expect(after._id).toBe(before._id);
  // Stored: putting the products back on sale does not bring the lines back.
  await state('td-p-0003', { active: true });
  expect(await storedLines(after._id)).toEqual(['td-p-0007:2', 'td-p-0002:2']);
});

it('cuts later lines first when one product sits on several lines', async () => {
  const guestId = guest();
  await add(guestId, { productId: 'td-p-0007', quantity: 2, billingType: 'monthly' });
  await add(guestId, { productId: 'td-p-0007', quantity: 3, billingType: 'single' });
  await stock('td-p-0007', 3);
  expect(quantities(await getOrCreate(guestId))).toEqual([
    'td-p-0007/monthly:2',
    'td-p-0007/single:1',
  ]);
  await stock('td-p-0007', 1);
  expect(quantities(await getOrCreate(guestId))).toEqual(['td-p-0007/monthly:1']);
});

it('leaves a cart within stock untouched (same lines, same update time)', async () => {
  const guestId = guest();
  await add(guestId, { productId: 'td-p-0007', quantity: 2, billingType: 'monthly' });
  await add(guestId, { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' });
  await stock('td-p-0007', 2);
  const first = await getOrCreate(guestId);
  const second = await getOrCreate(guestId);
  expect(quantities(second)).toEqual(['td-p-0007/monthly:2', 'td-p-0002/monthly:1']);
  expect(second.updatedAt).toBe(first.updatedAt);
  expect(second.products.map((line: { _id: string }) => line._id)).toEqual(
    first.products.map((line: { _id: string }) => line._id),
  );
});

it("mergeCarts reconciles the user's own lines after the merge", async () => {
  const email = `validacion-${Date.now()}@test.cl`;
  const me = (await sandbox.api.post('/sandbox/session', { email })).body.data;
  const userId = (await sandbox.v1.get('/auth/profile', me.access)).body.data.userId as string;
  await add(
    'device-a',
    { productId: 'td-p-0007', quantity: 3, billingType: 'monthly' },
    me.access,
    userId,
  );
  await add(
    'device-a',
    { productId: 'td-p-0003', quantity: 1, billingType: 'monthly' },
    me.access,
    userId,
  );
  const guestId = guest();
  await add(guestId, { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' });
  await stock('td-p-0007', 1);
  await state('td-p-0003', { active: false });

  const merged = await sandbox.v1.get(
    `/carts/mergeCarts?storeId=${TD}&guestId=${guestId}`,
    me.access,
  );
  expect(merged.status).toBe(200);
  expect(quantities(merged.body.data)).toEqual(['td-p-0007/monthly:1', 'td-p-0002/monthly:1']);
  expect(merged.body.data.totalLength).toBe(2);
});

it('the state scene answers 404 for an unknown product and 400 without a field', async () => {
  expect((await state('td-p-nope', { active: false })).status).toBe(404);
  expect((await sandbox.api.post('/sandbox/products/td-p-0007/state', {})).status).toBe(400);
});

it('the copy scene puts a private copy of a product in a cloned store, for tests that change it', async () => {
  const name = `validacion-${Date.now()}`;
  const store = (await sandbox.api.post('/sandbox/stores/clone', { from: 'tienda-demo', name }))
    .body.data;
  const copy = await sandbox.api.post('/sandbox/products/td-p-0007/copy', { storeName: name });
  expect(copy.status).toBe(201);
  expect(copy.body.data.storeId).toBe(store._id);
  expect(copy.body.data._id).not.toBe('td-p-0007');
  const added = await sandbox.v1.post('/carts/addProduct', {
    storeId: store._id,
    guestId: guest(),
    product: { productId: copy.body.data._id, quantity: 1, billingType: 'monthly' },
  });
  expect(added.status).toBe(200);
  expect(
    (await sandbox.api.post('/sandbox/products/td-p-0007/copy', { storeName: 'no-such-store' }))
      .status,
  ).toBe(404);
});
