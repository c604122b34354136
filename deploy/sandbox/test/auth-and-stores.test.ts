// Envelope, CORS, auth (login, guest, refresh rotation and replay, expiry) and the public store
// configuration, against one in-process sandbox.
import { loginAna, sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();

describe('envelope', () => {
  it('wraps data as { code, data } with the HTTP status equal to code', async () => {
    const reply = await sandbox.v1.get('/stores/st-tienda-demo');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      code: 200,
      data: expect.objectContaining({ _id: 'st-tienda-demo' }),
    });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const reply = await sandbox.v1.get('/no/such/route');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 404, message: 'Not found' });
  });

  it('answers validation failures with 400 and field errors, never 500', async () => {
    const missing = await sandbox.v1.get('/catalog/products');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, errors: { storeId: expect.any(String) } });

    const tooMany = await sandbox.v1.get('/catalog/products?storeId=st-tienda-demo&limit=1000');
    expect(tooMany.body).toMatchObject({ code: 400, errors: { limit: expect.any(String) } });

    const notJson = await fetch(`${sandbox.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 400 });
  });

  it('allows any origin with the storefront headers and methods', async () => {
    const preflight = await fetch(`${sandbox.url}/v1/carts/patchProduct`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type, x-origin-type, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, x-origin-type, idempotency-key, x-retry-count',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toBe(
      'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    );
    // Integrators call across origins: a preflight is cached as long as Chromium allows.
    expect(preflight.headers.get('access-control-max-age')).toBe('7200');
    const simple = await fetch(`${sandbox.url}/v1/stores`, {
      headers: { origin: 'http://example.test' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://example.test');
  });

  it('reports health', async () => {
    const reply = await sandbox.api.get('/sandbox/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, data: { ok: true } });
  });
});

describe('auth', () => {
  it('logs ana in and returns her profile', async () => {
    const { access, refresh } = await loginAna(sandbox.v1);
    expect(refresh).toEqual(expect.any(String));
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: 'u-ana',
      userId: 'u-ana',
      email: 'ana@demo.cl',
      isGuest: false,
      type: 'access',
    });
    expect(claims.exp - claims.iat).toBe(900);

    const profile = await sandbox.v1.get('/auth/profile', access);
    expect(profile.body.data).toMatchObject({
      userId: 'u-ana',
      email: 'ana@demo.cl',
      name: 'Ana',
      lastName: 'Pérez',
      rut: '12345678-5',
      phone: '912345678',
      phonePrefix: '+56',
      isGuest: false,
    });
    expect(profile.body.data.addresses[0]).toMatchObject({ commune: 'Providencia', main: true });
  });

  it('refuses a wrong password or an unknown e-mail with 401 "Invalid credentials"', async () => {
    for (const body of [
      { email: 'ana@demo.cl', password: 'wrong-password', storeId: TD },
      { email: 'nadie@demo.cl', password: 'demo1234', storeId: TD },
    ]) {
      const reply = await sandbox.v1.post('/auth/login', body);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 401, message: 'Invalid credentials' });
    }
  });

  it('requires a bearer for the profile', async () => {
    const reply = await sandbox.v1.get('/auth/profile');
    expect(reply.body).toEqual({ code: 401, message: 'Unauthorized' });
    const forged = await sandbox.v1.get('/auth/profile', 'not.a.token');
    expect(forged.body).toEqual({ code: 401, message: 'Unauthorized' });
  });

  it('creates guest users', async () => {
    const reply = await sandbox.v1.post('/auth/guestLogin', { guestId: 'guest-123' });
    expect(reply.status).toBe(201);
    const profile = await sandbox.v1.get('/auth/profile', reply.body.data.access);
    expect(profile.body.data).toMatchObject({ isGuest: true, email: null });
    expect(profile.body.data.userId).toMatch(/^g-/);
    const bare = await fetch(`${sandbox.url}/v1/auth/guestLogin`, { method: 'POST' });
    expect(bare.status).toBe(201);
  });

  it('rotates refresh tokens, and a replayed one revokes the whole sign-in', async () => {
    const first = await loginAna(sandbox.v1);
    const second = await sandbox.v1.post('/auth/refresh', { refreshToken: first.refresh });
    expect(second.status).toBe(200);
    expect(second.body.data.refresh).not.toBe(first.refresh);
    expect((await sandbox.v1.get('/auth/profile', second.body.data.access)).status).toBe(200);

    const replay = await sandbox.v1.post('/auth/refresh', { refreshToken: first.refresh });
    expect(replay.body).toEqual({ code: 401, message: 'Refresh token reused' });
    // Every token of that sign-in is dead now, the newest ones included.
    expect(
      (await sandbox.v1.post('/auth/refresh', { refreshToken: second.body.data.refresh })).status,
    ).toBe(401);
    expect((await sandbox.v1.get('/auth/profile', second.body.data.access)).status).toBe(401);
    // Another sign-in of the same user is untouched.
    const other = await loginAna(sandbox.v1);
    expect((await sandbox.v1.get('/auth/profile', other.access)).status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const reply = await sandbox.v1.post('/auth/refresh', { refreshToken: 'nope' });
    expect(reply.body).toEqual({ code: 401, message: 'Invalid refresh token' });
  });

  it('answers an expired access token with 401 "Token expired", and refresh still works', async () => {
    const scene = await sandbox.api.post('/sandbox/session', {
      email: 'ana@demo.cl',
      accessTtlSeconds: 0,
    });
    expect(scene.status).toBe(200);
    const expired = await sandbox.v1.get('/auth/profile', scene.body.data.access);
    expect(expired.body).toEqual({ code: 401, message: 'Token expired' });
    const refreshed = await sandbox.v1.post('/auth/refresh', {
      refreshToken: scene.body.data.refresh,
    });
    expect(
      (await sandbox.v1.get('/auth/profile', refreshed.body.data.access)).body.data.email,
    ).toBe('ana@demo.cl');
  });
});

describe('stores, templates, policies', () => {
  it('finds a store by name and by its own domain', async () => {
    const byName = await sandbox.v1.get('/stores/?name=farmacia-demo');
    expect(byName.body.data).toMatchObject({ page: 1, pages: 1, limit: 100, totalDocs: 1 });
    expect(byName.body.data.docs[0]._id).toBe('st-farmacia-demo');

    const byDomain = await sandbox.v1.get('/stores?domain=servicios-demo.localhost');
    const store = byDomain.body.data.docs[0];
    expect(store).toMatchObject({
      _id: 'st-servicios-demo',
      serviceType: 'service',
      storeUrl: 'http://servicios-demo.localhost:8080',
    });
    expect(store.content.navigation.footer.show).toBe(false);

    const none = await sandbox.v1.get('/stores?name=no-such-store');
    expect(none.body.data).toMatchObject({ docs: [], totalDocs: 0 });
    expect((await sandbox.v1.get('/stores')).body.data.totalDocs).toBe(3);
  });

  it('serves tienda-demo as seeded, with URLs resolved to this server', async () => {
    const store = (await sandbox.v1.get('/stores/st-tienda-demo')).body.data;
    expect(store).toMatchObject({
      name: 'tienda-demo',
      templateId: 'tpl-tienda-demo',
      serviceType: 'deliverable',
      storeUrl: 'http://localhost:8080/tienda-demo',
      supportEmail: 'soporte@tienda-demo.cl',
    });
    const navbar = store.content.navigation.navbar;
    expect(navbar).toMatchObject({ color: '#0B6E4F', textColor: '#FFFFFF' });
    expect(navbar.alert).toEqual([
      { text: 'Despacho gratis en compras sobre $50.000', type: 'info', height: 40 },
    ]);
    expect(navbar.navOptionsDesktop.map((option: { text: string }) => option.text)).toEqual([
      'Inicio',
      'Catálogo',
      '¿Cómo funciona?',
      'Contacto',
      'Novedades',
    ]);
    expect(navbar.navOptionsDesktop[4].linkUrl).toBe(`i${sandbox.url}/sandbox/home`);
    expect(navbar.navOptionsDesktop[1].dropdown).toHaveLength(2);
    expect(navbar.navOptionsMobile[1].dropdown).toBeUndefined();
    const landing = store.content.views.landing;
    expect(landing.title).toBe('Todo para tu hogar, cuando lo necesitas');
    expect(landing.banners[0].imageUrlDesktop).toBe(`${sandbox.url}/sandbox/images/banner-1.svg`);
    expect(landing.categories.map((c: { display: string }) => c.display)).toEqual([
      'cards',
      'cards',
      'saas',
      'table',
    ]);
    expect(store.content.views.cart).toMatchObject({
      title: 'Tu carrito',
      deliveryLabel: 'Despacho',
      emptyCart: {
        title: 'Tu carrito está vacío',
        buttonText: 'Ver productos',
        buttonRoute: '/catalog',
      },
    });
  });

  it('serves templates, policies and payment methods', async () => {
    const template = (await sandbox.v1.get('/templates/tpl-tienda-demo')).body.data;
    expect(template).toMatchObject({
      _id: 'tpl-tienda-demo',
      styles: {
        colors: { primary: '#0B6E4F', secondary: '#F2A541' },
        texts: { fontFamily: 'Poppins' },
      },
      navigation: { navbar: { height: 64 } },
    });
    const policy = (await sandbox.v1.get('/policies/st-farmacia-demo')).body.data;
    expect(policy).toMatchObject({
      storeId: 'st-farmacia-demo',
      subscriptionPolicy: { defaultStatus: 'awaiting response', allowShopperTo: { pause: false } },
      loginPolicy: { loginMethods: ['otp'], allowRegistrationFromMarket: false },
    });
    const tiendaPolicy = (await sandbox.v1.get('/policies/st-tienda-demo')).body.data;
    expect(tiendaPolicy.paymentMethodsPolicy.issuerFees.maxValue).toBe(12);
    expect(tiendaPolicy.deliveryCoveragePolicy.deliverableCommunes).toContain('Ñuñoa');
    expect(
      (await sandbox.v1.get('/stores/st-farmacia-demo/availablePaymentMethods')).body.data,
    ).toEqual(['webpay-oneclick', 'webpay-plus']);
    expect((await sandbox.v1.get('/stores/st-nope')).status).toBe(404);
  });
});
