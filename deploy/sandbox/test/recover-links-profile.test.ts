// Issue 4: password recovery (mail link, validate, change, single use, origin check, hourly limit),
// login links (decodeUser, bypass), the profile patch (PUT auth/), users/{id} and the scenes.
import { loginAna, sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
const ORIGIN = 'http://localhost:8080/tienda-demo';
let counter = 0;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@test.cl`;

async function registerWithPassword(email: string, password = 'inicial123') {
  const reply = await sandbox.v1.post('/auth/register', {
    email,
    storeId: TD,
    password,
    name: 'Rita',
  });
  expect(reply.status).toBe(201);
  return reply.body.data as { access: string; refresh: string };
}
const recover = (email: string, origin = ORIGIN, storeId = TD) =>
  sandbox.v1.post('/auth/recoverPassword', { email, storeId, origin });
async function mailedLink(email: string): Promise<string> {
  const latest = (await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`)).body
    .data[0];
  expect(latest).toMatchObject({ subject: 'Recupera tu contraseña', code: null });
  return latest.link;
}
const tokenOf = (link: string) => link.split('/recover/')[1]!;

describe('password recovery', () => {
  it('mail link → validate → change (signs in) → old password refused → token used once', async () => {
    const email = freshEmail('recupera');
    await registerWithPassword(email);
    const sent = await recover(email);
    expect(sent.body).toEqual({ code: 200, data: { sent: true } });
    const link = await mailedLink(email);
    expect(link).toMatch(new RegExp(`^${ORIGIN}/recover/[A-Za-z0-9_-]{20,}$`));
    const token = tokenOf(link);
    const stored = await sandbox.db
      .selectFrom('recover_tokens')
      .select('token_hash')
      .where('email', '=', email)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect((await sandbox.v1.get(`/auth/validateRecoverToken?token=${token}`)).body.data).toEqual({
      email,
    });
    const short = await sandbox.v1.post('/auth/changePassword', { token, password: 'corta' });
    expect(short.body).toEqual({
      code: 400,
      message: 'Password too short',
      errors: expect.any(Object),
    });
    const changed = await sandbox.v1.post('/auth/changePassword', {
      token,
      password: 'nueva12345',
    });
    expect(changed.status).toBe(200);
    expect((await sandbox.v1.get('/auth/profile', changed.body.data.access)).body.data.email).toBe(
      email,
    );

    expect(
      (await sandbox.v1.post('/auth/login', { email, password: 'inicial123', storeId: TD })).status,
    ).toBe(401);
    expect(
      (await sandbox.v1.post('/auth/login', { email, password: 'nueva12345', storeId: TD })).status,
    ).toBe(200);
    const reused = await sandbox.v1.post('/auth/changePassword', { token, password: 'otra123456' });
    expect(reused.body).toEqual({ code: 400, message: 'Invalid or expired token' });
    expect((await sandbox.v1.get(`/auth/validateRecoverToken?token=${token}`)).body.message).toBe(
      'Invalid or expired token',
    );
  });

  it('an expired or unknown token is 400 "Invalid or expired token"', async () => {
    const email = freshEmail('expira');
    await registerWithPassword(email);
    await recover(email);
    const token = tokenOf(await mailedLink(email));
    await sandbox.db
      .updateTable('recover_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    expect((await sandbox.v1.get(`/auth/validateRecoverToken?token=${token}`)).body).toEqual({
      code: 400,
      message: 'Invalid or expired token',
    });
    expect((await sandbox.v1.get('/auth/validateRecoverToken?token=nope')).status).toBe(400);
  });

  it("only the store's own origin is allowed (marketplace prefix or own host)", async () => {
    const email = freshEmail('origen');
    await registerWithPassword(email);
    for (const bad of [
      'http://evil.test/tienda-demo',
      'http://localhost:8080/farmacia-demo',
      'http://localhost:8080',
      'javascript:alert(1)',
      'no-url',
    ]) {
      const refused = await recover(email, bad);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Origin not allowed');
    }
    expect((await recover(email, `${ORIGIN}/`)).status).toBe(200);
    const own = await recover(email, 'http://servicios-demo.localhost:8080', 'st-servicios-demo');
    expect(own.status).toBe(200);
    expect(await mailedLink(email)).toMatch(/^http:\/\/servicios-demo\.localhost:8080\/recover\//);
  });

  it('an unknown e-mail gets the same answer and no mail; the 6th request in an hour is 429', async () => {
    const unknown = freshEmail('desconocido');
    expect((await recover(unknown)).body).toEqual({ code: 200, data: { sent: true } });
    expect((await sandbox.api.get(`/sandbox/mailbox/${unknown}`)).body.data).toEqual([]);
    for (let i = 0; i < 4; i += 1) expect((await recover(unknown)).status).toBe(200);
    const sixth = await recover(unknown);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Has pedido demasiados correos de recuperación. Inténtalo de nuevo en una hora.',
    );
  });
});

describe('login links: decodeUser and bypass', () => {
  const mint = (body: Record<string, unknown>) =>
    sandbox.api.post('/sandbox/loginLinks', { storeName: 'tienda-demo', ...body });

  it('decodeUser answers what the link carries; callback placeholders are resolved', async () => {
    const minted = await mint({
      email: 'ANA@demo.cl',
      type: 'token',
      callbackUrl: '{sandbox}/sandbox/merchant/return?ok=1',
      errorUrl: 'http://merchant.test/error',
    });
    expect(minted.status).toBe(201);
    const decoded = await sandbox.v1.get(`/auth/decodeUser?token=${minted.body.data.token}`);
    expect(decoded.body.data).toEqual({
      type: 'token',
      email: 'ana@demo.cl',
      userId: 'u-ana',
      storeId: TD,
      callbackUrl: `${sandbox.url}/sandbox/merchant/return?ok=1`,
      errorUrl: 'http://merchant.test/error',
    });
    const stored = await sandbox.db.selectFrom('login_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(minted.body.data.token);
  });

  it('type defaults to bypass, may be null or any text; unknown e-mail has no userId', async () => {
    const email = freshEmail('link');
    const byDefault = await mint({ email });
    expect(
      (await sandbox.v1.get(`/auth/decodeUser?token=${byDefault.body.data.token}`)).body.data,
    ).toMatchObject({
      type: 'bypass',
      email,
      userId: null,
      callbackUrl: null,
    });
    const untyped = await mint({ email, type: null });
    expect(
      (await sandbox.v1.get(`/auth/decodeUser?token=${untyped.body.data.token}`)).body.data.type,
    ).toBeNull();
    const odd = await mint({ email, type: 'raro' });
    expect(
      (await sandbox.v1.get(`/auth/decodeUser?token=${odd.body.data.token}`)).body.data.type,
    ).toBe('raro');
  });

  it('expired → 401 "Token expired"; unknown → 401 "Invalid token"', async () => {
    const expired = await mint({ email: 'ana@demo.cl', ttlSeconds: 0 });
    const decoded = await sandbox.v1.get(`/auth/decodeUser?token=${expired.body.data.token}`);
    expect(decoded.body).toEqual({ code: 401, message: 'Token expired' });
    expect(
      (await sandbox.v1.post('/auth/bypass', { bypass: expired.body.data.token })).body.message,
    ).toBe('Token expired');
    expect((await sandbox.v1.get('/auth/decodeUser?token=nope')).body).toEqual({
      code: 401,
      message: 'Invalid token',
    });
  });

  it('bypass signs in the link user (created without password when new) and returns the URLs', async () => {
    const email = freshEmail('bypass');
    const minted = await mint({
      email,
      callbackUrl: '{sandbox}/sandbox/merchant/return',
      errorUrl: '{sandbox}/sandbox/merchant/return?error=1',
    });
    const signedIn = await sandbox.v1.post('/auth/bypass', { bypass: minted.body.data.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      callbackUrl: `${sandbox.url}/sandbox/merchant/return`,
      errorUrl: `${sandbox.url}/sandbox/merchant/return?error=1`,
    });
    expect(
      (await sandbox.v1.get('/auth/profile', signedIn.body.data.access)).body.data,
    ).toMatchObject({ email, isGuest: false });
    expect(
      (await sandbox.v1.get(`/users/checkEmail?email=${email}&storeId=${TD}`)).body.data,
    ).toEqual({ found: true, forceOTP: true, isGuest: false });
  });

  it('bypass with a link that is not of type bypass → 401 "Invalid token"', async () => {
    const minted = await mint({ email: 'ana@demo.cl', type: 'token' });
    expect(
      (await sandbox.v1.post('/auth/bypass', { bypass: minted.body.data.token })).body,
    ).toEqual({ code: 401, message: 'Invalid token' });
  });

  it('the merchant return page prints its query', async () => {
    const page = await sandbox.api.get('/sandbox/merchant/return?status=ok&order=42');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Sitio del comercio</title>');
    expect(page.body).toContain('status');
    expect(page.body).toContain('42');
  });
});

describe('profile patch and users/{id}', () => {
  it('PUT auth/ updates name, rut and phone; bad rut or phone are 400', async () => {
    const { access } = await registerWithPassword(freshEmail('perfil'));
    const updated = await sandbox.v1.put(
      '/auth/',
      {
        name: 'Rosa',
        lastName: 'Díaz',
        rut: '11.111.111-1',
        phone: '912345678',
        phonePrefix: '+56',
      },
      access,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Rosa',
      lastName: 'Díaz',
      rut: '11111111-1',
      phone: '912345678',
      phonePrefix: '+56',
    });
    const badRut = await sandbox.v1.put('/auth/', { rut: '11111111-2' }, access);
    expect(badRut.body).toMatchObject({ code: 400, message: 'Invalid rut' });
    const badPhone = await sandbox.v1.put('/auth/', { phone: '12ab' }, access);
    expect(badPhone.body).toMatchObject({ code: 400, message: 'Invalid phone' });
    expect((await sandbox.v1.put('/auth/', { phone: '12345' }, access)).body.message).toBe(
      'Invalid phone',
    ); // Chile: 9 digits
    expect(
      (await sandbox.v1.put('/auth/', { phone: '5551234567', phonePrefix: '+1' }, access)).status,
    ).toBe(200);
    expect((await sandbox.v1.get('/auth/profile', access)).body.data).toMatchObject({
      rut: '11111111-1',
      phonePrefix: '+1',
    });
    expect((await sandbox.v1.put('/auth/', { name: 'x' })).status).toBe(401);
  });

  it('a guest may patch its profile', async () => {
    const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data;
    const updated = await sandbox.v1.put(
      '/auth',
      { name: 'Invitada', lastName: 'Uno', rut: '12345678-5' },
      guest.access,
    );
    expect(updated.body.data).toMatchObject({ name: 'Invitada', rut: '12345678-5', isGuest: true });
  });

  it('users/{id} and addAddress: own only', async () => {
    const ana = await loginAna(sandbox.v1);
    expect((await sandbox.v1.get('/users/u-ana', ana.access)).body.data).toMatchObject({
      userId: 'u-ana',
      email: 'ana@demo.cl',
    });
    const { access } = await registerWithPassword(freshEmail('otro'));
    expect((await sandbox.v1.get('/users/u-ana', access)).status).toBe(404);
    expect((await sandbox.v1.post('/users/u-ana/addAddress', { street: 'X' }, access)).status).toBe(
      404,
    );
    const added = await sandbox.v1.post(
      '/users/u-ana/addAddress',
      { street: 'Los Leones', number: 100, commune: 'Providencia', main: true },
      ana.access,
    );
    expect(added.body.data.addresses).toHaveLength(2);
    expect(added.body.data.addresses.filter((a: { main: boolean }) => a.main)).toEqual([
      expect.objectContaining({ street: 'Los Leones' }),
    ]);
  });
});

describe('store scene', () => {
  it('PATCH /sandbox/stores deep-merges the document and a reset restores it; allowedRedirectUrls is resolved', async () => {
    const before = (await sandbox.v1.get(`/stores/${TD}`)).body.data;
    expect(before.allowedRedirectUrls).toEqual([`${sandbox.url}/sandbox/merchant/return`]);
    const patched = await sandbox.api.patch('/sandbox/stores/tienda-demo', {
      userOptionalAttrs: { name: true },
    });
    expect(patched.body.data.userOptionalAttrs).toEqual({
      ...before.userOptionalAttrs,
      name: true,
    });
    expect(patched.body.data.content.navigation.navbar.storeName).toBe(
      before.content.navigation.navbar.storeName,
    );
    await sandbox.api.post('/sandbox/reset');
    expect((await sandbox.v1.get(`/stores/${TD}`)).body.data.userOptionalAttrs).toEqual(
      before.userOptionalAttrs,
    );
    expect((await sandbox.api.patch('/sandbox/stores/no-existe', {})).status).toBe(404);
  });
});

describe('store clone scene', () => {
  it('POST /sandbox/stores/clone makes a findable store with its own login policy, leaving the source as it was', async () => {
    const made = await sandbox.api.post('/sandbox/stores/clone', {
      from: 'tienda-demo',
      name: 'tienda-otp-solo',
      policy: { loginPolicy: { loginMethods: ['otp'] } },
      store: { userOptionalAttrs: { name: true } },
    });
    expect(made.status).toBe(201);
    const clone = made.body.data;
    expect(clone).toMatchObject({
      name: 'tienda-otp-solo',
      active: true,
      userOptionalAttrs: { name: true, lastName: false },
    });
    expect((await sandbox.v1.get('/stores/?name=tienda-otp-solo')).body.data.docs).toEqual([
      expect.objectContaining({ _id: clone._id }),
    ]);
    const policy = (await sandbox.v1.get(`/policies/${clone._id}`)).body.data;
    expect(policy.loginPolicy).toMatchObject({
      loginMethods: ['otp'],
      defaultLoginMethod: 'otp',
      allowRegistrationFromMarket: true,
    });
    expect((await sandbox.v1.get(`/policies/${TD}`)).body.data.loginPolicy.loginMethods).toEqual([
      'otp',
      'password',
    ]);
    expect(
      (
        await sandbox.api.post('/sandbox/stores/clone', {
          from: 'tienda-demo',
          name: 'tienda-otp-solo',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await sandbox.api.post('/sandbox/stores/clone', {
          from: 'tienda-demo',
          name: 'Con Espacios',
        })
      ).status,
    ).toBe(400);
    await sandbox.api.post('/sandbox/reset');
    expect((await sandbox.v1.get('/stores/?name=tienda-otp-solo')).body.data.docs).toEqual([]);
  });
});
