// Carts: add, patch, remove, count, the quantity-discount arithmetic, families, stock, owners.
import { loginAna, TD, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

const key = (guestId: string, userId?: string) => ({ storeId: TD, guestId, ...(userId ? { userId } : {}) });
const add = (guestId: string, product: Record<string, unknown>, token?: string, userId?: string) =>
  sandbox.v1.post('/carts/addProduct', { ...key(guestId, userId), product }, token);

describe('guest cart', () => {
  const guestId = 'guest-cart-1';

  it('starts empty and counts zero', async () => {
    const cart = (await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=${guestId}`)).body.data;
    expect(cart).toMatchObject({ storeId: TD, guestId, userId: null, products: [], bundles: [], productsPrice: 0, totalLength: 0 });
    expect((await sandbox.v1.get(`/carts/count?storeId=${TD}&guestId=${guestId}`)).body.data).toEqual({ totalLength: 0 });
    // An empty userId is no user: the same guest cart.
    const same = (await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=${guestId}&userId=`)).body.data;
    expect(same._id).toBe(cart._id);
    expect((await sandbox.v1.get(`/carts/getOrCreate?storeId=st-nope&guestId=${guestId}`)).status).toBe(404);
  });

  it('prices a line with the quantity discount: 10.000 x 3 with [0.05, 0.1, 0.15] is 27.000', async () => {
    const reply = await add(guestId, { productId: 'td-p-0002', quantity: 3, billingType: 'monthly' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.removed).toBe(false);
    const cart = reply.body.data.cart;
    expect(cart.totalLength).toBe(1);
    expect(cart.products[0]).toMatchObject({
      productId: 'td-p-0002',
      name: 'Café en grano Tostaduría Central 1 kg',
      sku: 'TD-0002',
      billingType: 'monthly',
      deliveryType: 'monthly',
      quantity: 3,
      singlePrice: 10000,
      quantityDiscount: 0.1,
      price: 27000,
      discount: 3000,
      currency: 'clp',
      imageUrl: `${sandbox.url}/sandbox/images/td-p-0002.jpg`,
      stock: null,
    });
    expect(cart).toMatchObject({ productsPrice: 27000, productsFullPrice: 30000, bundlesPrice: 0 });
    expect((await sandbox.v1.get(`/carts/count?storeId=${TD}&guestId=${guestId}`)).body.data.totalLength).toBe(1);
  });

  it('patches the quantity (discount follows: 2 → 0.05, beyond the list → last entry)', async () => {
    const cart = (await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=${guestId}`)).body.data;
    const line = cart.products[0];
    const patch = (quantity: number) =>
      sandbox.v1.put('/carts/patchProduct', {
        ...key(guestId),
        productId: 'td-p-0002',
        product: { productOptionId: line._id, quantity, quantityDiscount: 0, discount: 0 },
      });
    expect((await patch(2)).body.data.products[0]).toMatchObject({ quantity: 2, quantityDiscount: 0.05, price: 19000 });
    expect((await patch(9)).body.data.products[0]).toMatchObject({ quantity: 9, quantityDiscount: 0.15, price: 76500 });
    expect((await patch(1)).body.data.products[0]).toMatchObject({ quantity: 1, quantityDiscount: 0, price: 10000 });
    expect((await patch(0)).status).toBe(400);
  });

  it('adds the same product and options onto the same line', async () => {
    const reply = await add(guestId, { productId: 'td-p-0002', quantity: 2, billingType: 'monthly' });
    expect(reply.body.data.cart.products).toHaveLength(1);
    expect(reply.body.data.cart.products[0].quantity).toBe(3);
  });

  it('replaces a product of the same family and says removed', async () => {
    const first = await add(guestId, { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' });
    expect(first.body.data.removed).toBe(false);
    const second = await add(guestId, { productId: 'td-p-0010', quantity: 1, billingType: 'weekly' });
    expect(second.body.data.removed).toBe(true);
    const ids = second.body.data.cart.products.map((line: { productId: string }) => line.productId);
    expect(ids).toEqual(['td-p-0002', 'td-p-0010']);
  });

  it('removes a line', async () => {
    const cart = (await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=${guestId}`)).body.data;
    const line = cart.products.find((l: { productId: string }) => l.productId === 'td-p-0010');
    const reply = await sandbox.v1.put('/carts/removeProduct', { ...key(guestId), productOptionId: line._id });
    expect(reply.body.data.products.map((l: { productId: string }) => l.productId)).toEqual(['td-p-0002']);
    expect(reply.body.data.totalLength).toBe(1);
    const again = await sandbox.v1.put('/carts/removeProduct', { ...key(guestId), productOptionId: line._id });
    expect(again.status).toBe(404);
  });
});

describe('cart rules', () => {
  it('keeps UF lines to 2 decimals and user-defined prices as given', async () => {
    const uf = await add('guest-uf', { productId: 'td-p-0008', quantity: 1, billingType: 'monthly' });
    expect(uf.body.data.cart.products[0]).toMatchObject({ currency: 'uf', singlePrice: 1.25, price: 1.25 });
    const own = await add('guest-own', { productId: 'td-p-0005', quantity: 1, billingType: 'monthly', price: 15000 });
    expect(own.body.data.cart.products[0]).toMatchObject({ singlePrice: 15000, price: 15000, priceDefinedByUser: true });
    const missing = await add('guest-own', { productId: 'td-p-0005', quantity: 1, billingType: 'monthly' });
    expect(missing.body).toMatchObject({ code: 400, message: 'Price is required' });
  });

  it('refuses more than the stock, an unavailable frequency and unknown products', async () => {
    expect((await add('guest-stock', { productId: 'td-p-0007', quantity: 3, billingType: 'monthly' })).status).toBe(200);
    const over = await add('guest-stock', { productId: 'td-p-0007', quantity: 1, billingType: 'single' });
    expect(over.body).toMatchObject({ code: 400, message: 'Insufficient stock' });
    const frequency = await add('guest-stock', { productId: 'td-p-0004', quantity: 1, billingType: 'weekly' });
    expect(frequency.body).toMatchObject({ code: 400, message: 'Billing type not available for this product' });
    expect((await add('guest-stock', { productId: 'td-p-9999', quantity: 1, billingType: 'monthly' })).status).toBe(404);
    expect((await add('guest-stock', { productId: 'td-p-0002', quantity: 1, billingType: 'daily' })).status).toBe(400);
  });

  it('follows stock changes made by the merchant scene', async () => {
    const scene = await sandbox.api.post('/sandbox/products/td-p-0009/stock', { stock: 0 });
    expect(scene.body.data).toMatchObject({ _id: 'td-p-0009', stock: 0 });
    const reply = await add('guest-stock-2', { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' });
    expect(reply.body).toMatchObject({ code: 400, message: 'Insufficient stock' });
    await sandbox.api.post('/sandbox/products/td-p-0009/stock', { stock: null });
  });
});

describe('cart owners', () => {
  it('adopts the guest cart when the user signs in, and hides it from other users', async () => {
    const { access } = await loginAna(sandbox.v1);
    await add('guest-ana', { productId: 'td-p-0003', quantity: 1, billingType: 'monthly' });
    const mine = await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=guest-ana&userId=u-ana`, access);
    expect(mine.body.data).toMatchObject({ userId: 'u-ana', totalLength: 1 });
    // From another device (another guestId) ana still gets her cart.
    const elsewhere = await sandbox.v1.get(`/carts/count?storeId=${TD}&guestId=other-device&userId=u-ana`, access);
    expect(elsewhere.body.data.totalLength).toBe(1);

    const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
    const stolen = await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=x&userId=u-ana`, guest);
    expect(stolen.status).toBe(404);
    expect((await sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=x&userId=u-ana`)).status).toBe(401);
    const otherStore = await sandbox.v1.get(`/carts/count?storeId=st-farmacia-demo&guestId=guest-ana&userId=u-ana`, access);
    expect(otherStore.body.data.totalLength).toBe(0);
  });
});
