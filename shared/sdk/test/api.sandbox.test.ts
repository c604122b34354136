import { ApiError, createApi, createMemoryTokenStore } from '../src';
import { countingFetch, sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const api = (fetch?: ReturnType<typeof countingFetch>['fetch']) =>
  createApi({
    baseUrl: `${sandbox.current().url}/v1`,
    tokens: createMemoryTokenStore(),
    ...(fetch ? { fetch } : {}),
  });

describe('SDK against the real sandbox', () => {
  it('envelope: a real 404 is an ApiError with status, body code and server message', async () => {
    const error = await api()
      .stores.get('st-does-not-exist')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 404 });
    expect((error as ApiError).serverMessage).toMatch(/not found/i);
  });

  it('login with ana@demo.cl / demo1234 stores the tokens; the profile is Ana', async () => {
    const client = api();
    const tokens = await client.auth.login({
      email: 'ana@demo.cl',
      password: 'demo1234',
      storeId: 'st-tienda-demo',
    });
    expect(client.tokens.getAccessToken()).toBe(tokens.access);
    expect(client.tokens.getRefreshToken()).toBe(tokens.refresh);
    const profile = await client.auth.profile();
    expect(profile).toMatchObject({ userId: 'u-ana', email: 'ana@demo.cl', isGuest: false });
  });

  it('a wrong password is 401 "Invalid credentials", sent once (no refresh)', async () => {
    const counter = countingFetch();
    const error = await api(counter.fetch)
      .auth.login({ email: 'ana@demo.cl', password: 'nope-nope', storeId: 'st-tienda-demo' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Invalid credentials' });
    expect(counter.count('auth/login')).toBe(1);
    expect(counter.count('auth/refresh')).toBe(0);
  });

  it('store by name tienda-demo, with its template and policy', async () => {
    const client = api();
    const store = await client.stores.findByName('tienda-demo');
    expect(store).toMatchObject({
      _id: 'st-tienda-demo',
      name: 'tienda-demo',
      serviceType: 'deliverable',
      active: true,
    });
    const [template, policy, methods] = await Promise.all([
      client.templates.get(store!.templateId!),
      client.policies.get(store!._id),
      client.stores.availablePaymentMethods(store!._id),
    ]);
    expect(template._id).toBe(store!.templateId);
    expect(policy.storeId).toBe('st-tienda-demo');
    expect(methods.length).toBeGreaterThan(0);
    await expect(client.stores.findByName('no-existe')).resolves.toBeNull();
  });

  it('the service store is found by its own domain', async () => {
    const store = await api().stores.findByDomain('servicios-demo.localhost');
    expect(store).toMatchObject({ name: 'servicios-demo', serviceType: 'service' });
  });

  it('a catalogue page of 4, categories and brands', async () => {
    const client = api();
    const page = await client.catalog.products({
      storeId: 'st-tienda-demo',
      page: 1,
      limit: 4,
      active: true,
      sort: 'defaultPrice',
    });
    expect(page.docs).toHaveLength(4);
    expect(page.page).toBe(1);
    expect(page.pages).toBeGreaterThanOrEqual(500); // ≥ 2,000 products
    const first = page.docs[0]!;
    await expect(
      client.catalog.productBySkuOrId(first.sku, 'st-tienda-demo'),
    ).resolves.toMatchObject({ _id: first._id });
    await expect(
      client.catalog.productBySkuOrId(first._id, 'st-tienda-demo'),
    ).resolves.toMatchObject({ sku: first.sku });
    expect((await client.catalog.categories('st-tienda-demo')).length).toBeGreaterThan(0);
    expect((await client.catalog.brands('st-tienda-demo')).length).toBeGreaterThanOrEqual(40);
  });

  it('a catalogue page carries the cursor of the next one; after=cursor continues without gap', async () => {
    const client = api();
    const query = { storeId: 'st-tienda-demo', limit: 5, active: true, sort: 'name' as const };
    const first = await client.catalog.products(query);
    const ten = await client.catalog.products({ ...query, limit: 10 });
    expect(first).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    const second = await client.catalog.products({ ...query, after: first.nextCursor! });
    expect(second.page).toBe(2);
    expect([...first.docs, ...second.docs].map((p) => p._id)).toEqual(ten.docs.map((p) => p._id));
    // A foreign cursor is the sandbox's 400, as an ApiError with the field named.
    await expect(
      client.catalog.products({ ...query, sort: 'defaultPrice', after: first.nextCursor! }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid cursor',
      errors: { 'query.after': expect.any(String) },
    });
    const last = await client.catalog.products({ ...query, search: 'td-0001' });
    expect(last).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('a guest cart: getOrCreate, addProduct, count', async () => {
    const client = api();
    const guestId = `g-${Date.now()}`;
    const owner = { storeId: 'st-tienda-demo', guestId };
    expect((await client.carts.getOrCreate(owner)).products).toEqual([]);
    const product = (
      await client.catalog.products({ storeId: 'st-tienda-demo', limit: 20, active: true })
    ).docs.find(
      (p) =>
        !p.priceDefinedByUser && p.stock !== 0 && !p.expirable && (p.labels ?? []).length === 0,
    );
    expect(product).toBeDefined();
    const billingType = Object.entries(product!.prices).find(([, price]) => price)![0];
    const { cart, removed } = await client.carts.addProduct({
      ...owner,
      product: { productId: product!._id, quantity: 1, billingType },
    });
    expect(removed).toBe(false);
    expect(cart.products[0]?.productId).toBe(product!._id);
    await expect(client.carts.count(owner)).resolves.toBe(1);
  });

  it('every seeded store, its template and policy, and 300 products of each match the SDK shapes', async () => {
    const client = api();
    const stores = await client.stores.list({ limit: 100 });
    expect(stores.docs.map((s) => s.name)).toEqual(
      expect.arrayContaining(['tienda-demo', 'farmacia-demo', 'servicios-demo']),
    );
    for (const store of stores.docs) {
      await client.templates.get(store.templateId!);
      await client.policies.get(store._id);
      for (let page = 1; page <= 3; page += 1) {
        const products = await client.catalog.products({ storeId: store._id, page, limit: 100 });
        if (page >= products.pages) break;
      }
    }
  }, 60_000);

  it('a guest login gets tokens; a payment request created for Ana is read with her token', async () => {
    const guest = api();
    const guestTokens = await guest.auth.guestLogin({ guestId: `g-${Date.now()}` });
    expect(guest.tokens.getAccessToken()).toBe(guestTokens.access);

    const response = await fetch(`${sandbox.current().url}/sandbox/paymentRequests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        storeId: 'st-servicios-demo',
        userEmail: 'ana@demo.cl',
        price: 15000,
        description: 'Mantención',
      }),
    });
    const created = (await response.json()) as { data?: { _id: string }; _id?: string };
    const id = created.data?._id ?? created._id!;
    const ana = api();
    await ana.auth.login({ email: 'ana@demo.cl', password: 'demo1234', storeId: 'st-tienda-demo' });
    await expect(ana.paymentRequests.get(id)).resolves.toMatchObject({
      _id: id,
      price: 15000,
      status: 'pending',
      userEmail: 'ana@demo.cl',
    });
  });
});
