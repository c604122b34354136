import { cardFixture, cartFixture, productFixture, storeFixture } from '../test/fixtures';
import { createFakeFetch, fail, ok, type FakeCall } from '../test/fake-fetch';
import { createApi } from './create-api';
import { ResponseShapeError } from './errors';
import { createMemoryTokenStore } from './token-store';
import { subscriptionsApi } from './subscriptions';

const BASE = 'http://localhost:4000/v1';

function apiWith(route: (call: FakeCall) => ReturnType<typeof ok>) {
  const fake = createFakeFetch(route);
  const tokens = createMemoryTokenStore();
  return {
    api: createApi({ baseUrl: BASE, tokens, fetch: fake.fetch }),
    calls: fake.calls,
    tokens,
  };
}
const path = (call: FakeCall) => call.url.replace(BASE, '');

describe('createApi resources', () => {
  it('auth.login posts the credentials, stores both tokens and returns them', async () => {
    const { api, calls, tokens } = apiWith(() => ok({ access: 'A', refresh: 'R' }));
    await expect(
      api.auth.login({ email: 'ana@demo.cl', password: 'demo1234', storeId: 'st-tienda-demo' }),
    ).resolves.toEqual({ access: 'A', refresh: 'R' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      body: { email: 'ana@demo.cl', password: 'demo1234', storeId: 'st-tienda-demo' },
    });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['A', 'R']);
  });

  it('auth.guestLogin sends the guestId', async () => {
    const { api, calls } = apiWith(() => ok({ access: 'G', refresh: 'GR' }));
    await api.auth.guestLogin({ guestId: 'g-1' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { guestId: 'g-1' } });
  });

  it('stores.findByName queries by name and returns the exact match or null', async () => {
    const { api, calls } = apiWith((call) =>
      ok({
        docs: call.url.includes('name=tienda-demo') ? [storeFixture] : [],
        page: 1,
        pages: 1,
        limit: 100,
        totalDocs: 1,
      }),
    );
    const store = await api.stores.findByName('tienda-demo');
    expect(store?._id).toBe('st-tienda-demo');
    // Views absent from the payload default to inactive, so screens can read `.active` safely.
    expect(store?.content.views.catalog.active).toBe(false);
    expect(store?.content.views.landing.active).toBe(true);
    expect(path(calls[0]!)).toBe('/stores/?page=1&limit=100&name=tienda-demo');
    await expect(api.stores.findByName('otra')).resolves.toBeNull();
  });

  it('stores.findByDomain matches the own host', async () => {
    const { api, calls } = apiWith(() =>
      ok({ docs: [{ ...storeFixture, domain: 'servicios-demo.localhost' }], page: 1, pages: 1 }),
    );
    expect((await api.stores.findByDomain('servicios-demo.localhost'))?.name).toBe('tienda-demo');
    expect(path(calls[0]!)).toContain('domain=servicios-demo.localhost');
  });

  it('a store with an unknown serviceType is a ResponseShapeError', async () => {
    const { api } = apiWith(() => ok({ ...storeFixture, serviceType: 'other' }));
    await expect(api.stores.get('st-tienda-demo')).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('catalog.products sends storeId, page, limit, comma lists; returns a typed page', async () => {
    const { api, calls } = apiWith(() =>
      ok({ docs: [productFixture], page: 1, pages: 3, limit: 4, totalDocs: 9 }),
    );
    const page = await api.catalog.products({
      storeId: 'st-tienda-demo',
      page: 1,
      limit: 4,
      categories: ['Frutas', 'Verduras'],
      sort: '-name',
      active: true,
    });
    expect(path(calls[0]!)).toBe(
      '/catalog/products?storeId=st-tienda-demo&page=1&limit=4&categories=Frutas%2CVerduras&sort=-name&active=true',
    );
    expect(page.docs[0]?.prices.single).toBe(1990);
    expect(page.docs[0]?.promotions?.[0]?.discount.type).toBe('percentage');
  });

  it('catalog.productBySkuOrId encodes the value and sends storeId', async () => {
    const { api, calls } = apiWith(() => ok(productFixture));
    await api.catalog.productBySkuOrId('TD 0001', 'st-tienda-demo');
    expect(path(calls[0]!)).toBe('/catalog/products/skuOrId/TD%200001?storeId=st-tienda-demo');
  });

  it('catalog.categories returns the tree', async () => {
    const { api } = apiWith(() =>
      ok([{ name: 'Frutas', children: [{ name: 'Cítricos', children: [] }] }]),
    );
    expect((await api.catalog.categories('s'))[0]?.children[0]?.name).toBe('Cítricos');
  });

  it('carts.count reads totalLength; guest carts omit userId', async () => {
    const { api, calls } = apiWith(() => ok({ totalLength: 3 }));
    await expect(api.carts.count({ storeId: 's', guestId: 'g', userId: null })).resolves.toBe(3);
    expect(path(calls[0]!)).toBe('/carts/count?storeId=s&guestId=g');
  });

  it('carts.addProduct returns { cart, removed }', async () => {
    const { api, calls } = apiWith(() => ok({ cart: cartFixture, removed: false }));
    const body = {
      storeId: 's',
      guestId: 'g',
      product: { productId: 'td-p-0001', quantity: 2, billingType: 'single' },
    };
    const result = await api.carts.addProduct(body);
    expect(result.removed).toBe(false);
    expect(result.cart.products[0]?.singlePrice).toBe(1990);
    expect(calls[0]).toMatchObject({ method: 'POST', body });
  });

  it('carts.patchProduct and removeProduct use PUT', async () => {
    const { api, calls } = apiWith(() => ok(cartFixture));
    await api.carts.patchProduct({
      storeId: 's',
      guestId: 'g',
      productId: 'p',
      product: { productOptionId: 'po-1', quantity: 1 },
    });
    await api.carts.removeProduct({ storeId: 's', guestId: 'g', productOptionId: 'po-1' });
    expect(calls.map((c) => `${c.method} ${path(c)}`)).toEqual([
      'PUT /carts/patchProduct',
      'PUT /carts/removeProduct',
    ]);
  });

  it('cards: list, canBeDeleted, remove, inscription', async () => {
    const replies: Record<string, unknown> = {
      'GET /cards/user/u-ana?storeId=s': [cardFixture],
      'GET /cards/card-1/canBeDeleted': false,
      'DELETE /cards/card-1': { deleted: true },
      'POST /cards/inscription': {
        token: 't',
        redirectUrl: 'http://localhost:4000/sandbox/card-inscription?token=t',
      },
      'POST /cards/inscription/confirm': cardFixture,
    };
    const { api } = apiWith((call) => ok(replies[`${call.method} ${path(call)}`]));
    expect((await api.cards.listByUser('u-ana', 's'))[0]?.digits).toBe('4242');
    await expect(api.cards.canBeDeleted('card-1')).resolves.toBe(false);
    await expect(api.cards.remove('card-1')).resolves.toEqual({ deleted: true });
    expect(
      (await api.cards.startInscription({ storeId: 's', returnUrl: 'http://x/?newCard=true' }))
        .token,
    ).toBe('t');
    expect((await api.cards.confirmInscription({ token: 't', storeId: 's' }))._id).toBe('card-1');
  });

  it('the inscription failure keeps the server message', async () => {
    const { api } = apiWith(() => fail(400, 'Inscription failed'));
    await expect(api.cards.confirmInscription({ token: 't', storeId: 's' })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Inscription failed',
    });
  });

  it('paymentRequests.get', async () => {
    const { api } = apiWith(() =>
      ok({
        _id: 'pr-1',
        storeId: 's',
        userEmail: 'ana@demo.cl',
        price: 1000,
        currency: 'clp',
        description: 'd',
        status: 'pending',
      }),
    );
    expect((await api.paymentRequests.get('pr-1')).status).toBe('pending');
  });

  it('subscriptions.patch sends 002 §7 PATCH subscription/{id} with `products` and returns the subscription', async () => {
    const subscription = {
      _id: 'sub 1',
      status: 'active',
      type: 'recurring',
      price: 27990,
      payday: '2025-03-20T00:00:00.000Z',
      billingFrequency: 30,
      products: [
        {
          productId: 'p-1',
          name: 'Café',
          quantity: 1,
          price: 25990,
          priceChange: { newPrice: 27990, optIn: true, seen: true, userAction: false },
        },
      ],
    };
    const { api, calls } = apiWith(() => ok(subscription));
    const body = {
      products: [{ productId: 'p-1', priceChange: { seen: true, userAction: false } }],
    };
    const patched = await subscriptionsApi(api).patch('sub 1', body);
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${BASE}/subscription/sub%201`, body });
    expect(patched.products[0]?.priceChange).toMatchObject({ seen: true, userAction: false });
  });

  it('subscriptions.priceConsents reads GET subscriptions/{id}/priceConsents, newest first as sent', async () => {
    const consents = [
      {
        _id: '2',
        productId: 'p-1',
        name: 'Café',
        optIn: true,
        newPrice: 27990,
        createdAt: '2025-03-02T00:00:00.000Z',
      },
      {
        _id: '1',
        productId: 'p-1',
        name: 'Café',
        optIn: false,
        newPrice: 27990,
        createdAt: '2025-03-01T00:00:00.000Z',
      },
    ];
    const { api, calls } = apiWith(() => ok(consents));
    const read = await subscriptionsApi(api).priceConsents('sub 1');
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${BASE}/subscriptions/sub%201/priceConsents`,
    });
    expect(read.map((c) => [c._id, c.optIn, c.currency])).toEqual([
      ['2', true, 'clp'],
      ['1', false, 'clp'],
    ]);
  });
});
