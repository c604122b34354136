// Issue 4 SDK surface against the real sandbox: e-mail check, codes through the mailbox, register,
// recovery, login links, profile, users, payers and mergeCarts.
import { ApiError, createApi, createMemoryTokenStore } from '../src';
import { countingFetch, sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const TD = 'st-tienda-demo';
let counter = 0;
const freshEmail = (tag: string) => `sdk-${tag}-${Date.now()}-${(counter += 1)}@test.cl`;
const api = (fetch?: ReturnType<typeof countingFetch>['fetch']) =>
  createApi({
    baseUrl: `${sandbox.current().url}/v1`,
    tokens: createMemoryTokenStore(),
    ...(fetch ? { fetch } : {}),
  });

async function scene<T>(method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${sandbox.current().url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}
async function latestMail(
  email: string,
): Promise<{ subject: string; code: string | null; link: string | null }> {
  const response = await fetch(
    `${sandbox.current().url}/sandbox/mailbox/${encodeURIComponent(email)}`,
  );
  return (
    (await response.json()) as {
      data: { subject: string; code: string | null; link: string | null }[];
    }
  ).data[0]!;
}

describe('auth (issue 4) against the sandbox', () => {
  it('checkEmail: ana found with a password; unknown not found', async () => {
    const client = api();
    await expect(client.auth.checkEmail({ email: 'ana@demo.cl', storeId: TD })).resolves.toEqual({
      found: true,
      forceOTP: false,
      isGuest: false,
    });
    await expect(
      client.auth.checkEmail({ email: freshEmail('nadie'), storeId: TD }),
    ).resolves.toEqual({ found: false, forceOTP: false, isGuest: false });
    await expect(client.auth.checkEmail({ email: 'malo', storeId: TD })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Invalid email',
    });
  });

  it('generateCode → mailed code → verifyCode stores tokens; a wrong code is one call, no refresh', async () => {
    const counterFetch = countingFetch();
    const client = api(counterFetch.fetch);
    const email = freshEmail('codigo');
    const sent = await client.auth.generateCode({ email, storeName: 'tienda-demo' });
    expect(Date.parse(sent.resendAt) - Date.parse(sent.sentAt)).toBe(60_000);
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Tu código de acceso');

    // An expired session in the store must not make verifyCode refresh or retry.
    client.tokens.setTokens({ access: 'expired.access.token', refresh: 'stale-refresh' });
    const wrong = await client.auth
      .verifyCode({ email, code: mail.code === '000000' ? '111111' : '000000', storeId: TD })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({
      status: 400,
      serverMessage: 'Given code and email could not be found.',
    });
    const tokens = await client.auth.verifyCode({
      email,
      code: mail.code!,
      storeId: TD,
      name: 'Sol',
      lastName: 'Paz',
    });
    expect(client.tokens.getAccessToken()).toBe(tokens.access);
    expect(counterFetch.count('auth/verifyCode')).toBe(2);
    expect(counterFetch.count('auth/refresh')).toBe(0);
    await expect(client.auth.profile()).resolves.toMatchObject({
      email,
      name: 'Sol',
      lastName: 'Paz',
      isGuest: false,
    });

    const soon = await client.auth
      .generateCode({ email, storeName: 'tienda-demo' })
      .catch((e: unknown) => e);
    expect(soon).toMatchObject({
      status: 429,
      serverMessage: 'Debes esperar un minuto antes de pedir un nuevo código.',
    });
  });

  it('register: with a password stores tokens; without answers { userId }; farmacia-demo is 403', async () => {
    const client = api();
    const withPassword = await client.auth.register({
      email: freshEmail('clave'),
      storeId: TD,
      password: 'secreta123',
      name: 'Ema',
    });
    expect('access' in withPassword && client.tokens.getAccessToken() === withPassword.access).toBe(
      true,
    );
    const other = api();
    const withoutPassword = await other.auth.register({
      email: freshEmail('sinclave'),
      storeId: TD,
    });
    expect(withoutPassword).toEqual({ userId: expect.any(String) });
    expect(other.tokens.getAccessToken()).toBeNull();
    await expect(
      other.auth.register({ email: freshEmail('farmacia'), storeId: 'st-farmacia-demo' }),
    ).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Registration disabled',
    });
  });

  it('recoverPassword → link → validateRecoverToken → changePassword signs in', async () => {
    const client = api();
    const email = freshEmail('recupera');
    await client.auth.register({ email, storeId: TD, password: 'inicial123' });
    const origin = 'http://localhost:8080/tienda-demo';
    await expect(client.auth.recoverPassword({ email, storeId: TD, origin })).resolves.toEqual({
      sent: true,
    });
    const link = (await latestMail(email)).link!;
    const token = link.slice(`${origin}/recover/`.length);
    await expect(client.auth.validateRecoverToken(token)).resolves.toEqual({ email });
    const fresh = api();
    const signedIn = await fresh.auth.changePassword({ token, password: 'cambiada123' });
    expect(fresh.tokens.getAccessToken()).toBe(signedIn.access);
    await expect(fresh.auth.validateRecoverToken(token)).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Invalid or expired token',
    });
    await expect(
      fresh.auth.recoverPassword({ email, storeId: TD, origin: 'http://evil.test' }),
    ).rejects.toMatchObject({
      serverMessage: 'Origin not allowed',
    });
  });

  it('decodeUser and bypass (link minted by the scene)', async () => {
    const email = freshEmail('bypass');
    const { token } = await scene<{ token: string }>('POST', '/sandbox/loginLinks', {
      storeName: 'tienda-demo',
      email,
      type: 'bypass',
      callbackUrl: '{sandbox}/sandbox/merchant/return',
    });
    const client = api();
    await expect(client.auth.decodeUser(token)).resolves.toEqual({
      type: 'bypass',
      email,
      userId: null,
      storeId: TD,
      callbackUrl: `${sandbox.current().url}/sandbox/merchant/return`,
      errorUrl: null,
    });
    const result = await client.auth.bypass(token);
    expect(result).toMatchObject({
      callbackUrl: `${sandbox.current().url}/sandbox/merchant/return`,
      errorUrl: null,
    });
    expect(client.tokens.getAccessToken()).toBe(result.access);
    await expect(client.auth.decodeUser('nope')).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid token',
    });
  });

  it('updateProfile, users.get and users.addAddress', async () => {
    const client = api();
    await client.auth.register({
      email: freshEmail('perfil'),
      storeId: TD,
      password: 'secreta123',
    });
    const user = await client.auth.updateProfile({
      name: 'Luz',
      rut: '11111111-1',
      phone: '912345678',
      phonePrefix: '+56',
    });
    expect(user).toMatchObject({ name: 'Luz', rut: '11111111-1' });
    await expect(client.auth.updateProfile({ rut: '11111111-2' })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Invalid rut',
    });
    await expect(client.users.get(user.userId)).resolves.toMatchObject({ userId: user.userId });
    const withAddress = await client.users.addAddress(user.userId, {
      street: 'Suecia',
      number: '10',
      commune: 'Providencia',
    });
    expect(withAddress.addresses?.[0]).toMatchObject({ street: 'Suecia', main: true });
    await expect(client.users.get('u-ana')).rejects.toMatchObject({ status: 404 });
  });
});

describe('payers and mergeCarts against the sandbox', () => {
  it("ana's payers; create, createForShopper, update, remove", async () => {
    const client = api();
    await client.auth.login({
      email: 'ana@demo.cl',
      password: 'demo1234',
      storeId: 'st-tienda-demo',
    });
    const page = await client.payers.list({ userId: 'u-ana', storeId: TD });
    expect(page.docs[0]).toMatchObject({
      _id: 'payer-ana-td',
      active: true,
      billing: { taxId: '12345678-5' },
    });
    await expect(
      client.payers.list({ userId: 'u-ana', storeId: 'st-farmacia-demo' }),
    ).resolves.toMatchObject({ docs: [], totalDocs: 0 });

    const me = api();
    await me.auth.register({
      email: freshEmail('pagador'),
      storeId: TD,
      password: 'secreta123',
      name: 'Ivo',
    });
    const userId = (await me.auth.profile()).userId;
    const shopper = await me.payers.createForShopper(userId, { storeId: TD });
    expect(shopper).toMatchObject({ userId, name: 'Ivo', active: true });
    const created = await me.payers.create({ userId, storeId: TD, name: 'Otro' });
    expect(created.active).toBe(false);
    await expect(
      me.payers.update(created._id, {
        active: true,
        company: { rut: '11111111-1', address: 'Calle 1' },
      }),
    ).resolves.toMatchObject({
      active: true,
      company: { rut: '11111111-1', address: 'Calle 1' },
    });
    await expect(me.payers.get(shopper._id)).resolves.toMatchObject({ active: false });
    await expect(me.payers.remove(created._id)).resolves.toEqual({ deleted: true });
    await expect(me.payers.get('payer-ana-td')).rejects.toMatchObject({ status: 404 });
  });

  it('mergeCarts moves the guest lines into the signed-in user cart', async () => {
    const guestId = `sdk-guest-${Date.now()}`;
    const guest = api();
    await guest.carts.addProduct({
      storeId: TD,
      guestId,
      product: { productId: 'td-p-0002', quantity: 2, billingType: 'monthly' },
    });
    const me = api();
    await me.auth.register({ email: freshEmail('carrito'), storeId: TD, password: 'secreta123' });
    const userId = (await me.auth.profile()).userId;
    await me.carts.addProduct({
      storeId: TD,
      guestId: 'other-device',
      userId,
      product: { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' },
    });
    const cart = await me.carts.mergeCarts({ storeId: TD, guestId });
    expect(cart.userId).toBe(userId);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ productId: 'td-p-0002', quantity: 3 });
  });
});
