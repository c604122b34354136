// Issue 4: payers (seeded, CRUD, one active per store, owner scoping, guests) and carts/mergeCarts.
import { loginAna, sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
const SV = 'st-servicios-demo';
const FA = 'st-farmacia-demo';
let counter = 0;

async function newShopper() {
  const email = `pagador-${Date.now()}-${(counter += 1)}@test.cl`;
  const tokens = (await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'clave1234', name: 'Sara', lastName: 'Mora', rut: '11111111-1' })).body.data;
  const userId = (await sandbox.v1.get('/auth/profile', tokens.access)).body.data.userId as string;
  return { email, access: tokens.access as string, userId };
}

describe('payers', () => {
  it('ana has an active payer in tienda-demo and servicios-demo, none in farmacia-demo', async () => {
    const { access } = await loginAna(sandbox.v1);
    const td = await sandbox.v1.get(`/payers/?userId=u-ana&storeId=${TD}`, access);
    expect(td.body.data).toMatchObject({ page: 1, pages: 1, totalDocs: 1 });
    expect(td.body.data.docs[0]).toEqual({
      _id: 'payer-ana-td',
      userId: 'u-ana',
      storeId: TD,
      name: 'Ana',
      lastName: 'Pérez',
      email: 'ana@demo.cl',
      active: true,
      billing: { taxId: '12345678-5' },
      company: { rut: null, address: null },
      createdAt: expect.any(String),
    });
    expect((await sandbox.v1.get(`/payers?userId=u-ana&storeId=${SV}`, access)).body.data.docs[0]).toMatchObject({ _id: 'payer-ana-sv', active: true });
    expect((await sandbox.v1.get(`/payers?userId=u-ana&storeId=${FA}`, access)).body.data).toMatchObject({ docs: [], totalDocs: 0, pages: 0 });
  });

  it('create, createForShopper (active, from the profile), get, update, delete', async () => {
    const me = await newShopper();
    const created = await sandbox.v1.post('/payers/', { userId: me.userId, storeId: TD, name: 'Pago', billing: { taxId: '12.345.678-5' } }, me.access);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ userId: me.userId, storeId: TD, name: 'Pago', active: true, billing: { taxId: '12345678-5' } });
    const shopper = await sandbox.v1.post(`/payers/shopper/${me.userId}`, { storeId: TD }, me.access);
    expect(shopper.status).toBe(201);
    expect(shopper.body.data).toMatchObject({ name: 'Sara', lastName: 'Mora', email: me.email, active: true, billing: { taxId: '11111111-1' } });
    // One active payer per store: the first one was deactivated.
    expect((await sandbox.v1.get(`/payers/${created.body.data._id}`, me.access)).body.data.active).toBe(false);

    const updated = await sandbox.v1.put(
      `/payers/${created.body.data._id}`,
      { lastName: 'Nuevo', active: true, company: { rut: '11111111-1', address: 'Av. Uno 1' } },
      me.access,
    );
    expect(updated.body.data).toMatchObject({ lastName: 'Nuevo', active: true, company: { rut: '11111111-1', address: 'Av. Uno 1' } });
    expect((await sandbox.v1.get(`/payers/${shopper.body.data._id}`, me.access)).body.data.active).toBe(false);
    expect((await sandbox.v1.put(`/payers/${created.body.data._id}`, { billing: { taxId: '1-1' } }, me.access)).body.message).toBe('Invalid rut');

    expect((await sandbox.v1.del(`/payers/${created.body.data._id}`, me.access)).body.data).toEqual({ deleted: true });
    expect((await sandbox.v1.get(`/payers/${created.body.data._id}`, me.access)).status).toBe(404);
    expect((await sandbox.v1.get(`/payers?userId=${me.userId}&storeId=${TD}`, me.access)).body.data.totalDocs).toBe(1);
  });

  it("a shopper never sees or changes another's payers (404); no bearer is 401", async () => {
    const me = await newShopper();
    expect((await sandbox.v1.get(`/payers?userId=u-ana&storeId=${TD}`, me.access)).status).toBe(404);
    expect((await sandbox.v1.get('/payers/payer-ana-td', me.access)).status).toBe(404);
    expect((await sandbox.v1.put('/payers/payer-ana-td', { name: 'X' }, me.access)).status).toBe(404);
    expect((await sandbox.v1.del('/payers/payer-ana-td', me.access)).status).toBe(404);
    expect((await sandbox.v1.post('/payers', { userId: 'u-ana', storeId: TD }, me.access)).status).toBe(404);
    expect((await sandbox.v1.post('/payers/shopper/u-ana', { storeId: TD }, me.access)).status).toBe(404);
    expect((await sandbox.v1.get('/payers/payer-ana-td')).status).toBe(401);
  });

  it('guests may have payers', async () => {
    const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data;
    const userId = (await sandbox.v1.get('/auth/profile', guest.access)).body.data.userId;
    const created = await sandbox.v1.post('/payers', { userId, storeId: TD, name: 'Invitado', email: 'inv@test.cl' }, guest.access);
    expect(created.status).toBe(201);
    expect((await sandbox.v1.get(`/payers?userId=${userId}&storeId=${TD}`, guest.access)).body.data.docs).toHaveLength(1);
  });
});

describe('carts/mergeCarts', () => {
  const add = (guestId: string, product: Record<string, unknown>, token?: string, userId?: string) =>
    sandbox.v1.post('/carts/addProduct', { storeId: TD, guestId, ...(userId ? { userId } : {}), product }, token);

  it("moves the guest's lines into the user's cart: same line adds up, a family sibling is replaced, stock caps", async () => {
    const me = await newShopper();
    // The user's cart (made on another device, guest id "device-a").
    await add('device-a', { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' }, me.access, me.userId);
    await add('device-a', { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' }, me.access, me.userId);
    await add('device-a', { productId: 'td-p-0007', quantity: 2, billingType: 'single' }, me.access, me.userId);
    // The guest cart on this device.
    const guestId = `device-b-${counter}`;
    await add(guestId, { productId: 'td-p-0002', quantity: 2, billingType: 'monthly' });
    await add(guestId, { productId: 'td-p-0010', quantity: 1, billingType: 'monthly' });
    await add(guestId, { productId: 'td-p-0007', quantity: 3, billingType: 'single' });

    const merged = await sandbox.v1.get(`/carts/mergeCarts?storeId=${TD}&guestId=${guestId}`, me.access);
    expect(merged.status).toBe(200);
    expect(merged.body.data.userId).toBe(me.userId);
    const byProduct = Object.fromEntries(merged.body.data.products.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]));
    expect(byProduct).toEqual({ 'td-p-0002': 3, 'td-p-0010': 1, 'td-p-0007': 3 });
    // The guest cart is gone: the guest id alone now finds an empty cart.
    expect((await sandbox.v1.get(`/carts/count?storeId=${TD}&guestId=${guestId}`)).body.data.totalLength).toBe(0);
    // Merging again changes nothing.
    const again = await sandbox.v1.get(`/carts/mergeCarts?storeId=${TD}&guestId=${guestId}`, me.access);
    expect(again.body.data.totalLength).toBe(3);
  });

  it("without a user cart the guest's cart becomes the user's; without a bearer it is 401", async () => {
    const me = await newShopper();
    const guestId = `device-c-${counter}`;
    const guestCart = (await add(guestId, { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' })).body.data.cart;
    const merged = await sandbox.v1.get(`/carts/mergeCarts?storeId=${TD}&guestId=${guestId}`, me.access);
    expect(merged.body.data).toMatchObject({ _id: guestCart._id, userId: me.userId, totalLength: 1 });
    expect((await sandbox.v1.get(`/carts/mergeCarts?storeId=${TD}&guestId=${guestId}`)).status).toBe(401);
    expect((await sandbox.v1.get(`/carts/mergeCarts?storeId=st-nope&guestId=${guestId}`, me.access)).status).toBe(404);
    expect((await sandbox.v1.get(`/carts/mergeCarts?storeId=${TD}`, me.access)).status).toBe(400);
  });
});
