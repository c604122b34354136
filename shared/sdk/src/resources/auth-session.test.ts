// Issue 4 resources against a fake fetch: paths, bodies, token storage and the no-retry rule.
import { createFakeFetch, fail, ok, type FakeCall, type FakeReply } from '../../test/fake-fetch';
import { createApi } from '../create-api';
import { createMemoryTokenStore } from '../token-store';

const BASE = 'http://localhost:4000/v1';
const path = (call: FakeCall) => `${call.method} ${call.url.replace(BASE, '')}`;

function apiWith(route: (call: FakeCall) => FakeReply) {
  const fake = createFakeFetch(route);
  const tokens = createMemoryTokenStore({ access: 'OLD', refresh: 'OLDR' });
  return {
    api: createApi({ baseUrl: BASE, tokens, fetch: fake.fetch }),
    calls: fake.calls,
    tokens,
  };
}

describe('auth resource (issue 4)', () => {
  it('checkEmail and generateCode send the query/body and parse the answer', async () => {
    const { api, calls } = apiWith((call) =>
      call.url.includes('checkEmail')
        ? ok({ found: true, forceOTP: false, isGuest: false })
        : ok({
            sentAt: '2025-01-01T00:00:00.000Z',
            expiresAt: '2025-01-01T00:30:00.000Z',
            resendAt: '2025-01-01T00:01:00.000Z',
          }),
    );
    await expect(api.auth.checkEmail({ email: 'a@b.cl', storeId: 's' })).resolves.toEqual({
      found: true,
      forceOTP: false,
      isGuest: false,
    });
    await expect(
      api.auth.generateCode({ email: 'a@b.cl', storeName: 'tienda-demo' }),
    ).resolves.toMatchObject({ resendAt: '2025-01-01T00:01:00.000Z' });
    expect(calls.map(path)).toEqual([
      'GET /users/checkEmail?email=a%40b.cl&storeId=s',
      'POST /auth/generateCode',
    ]);
    expect(calls[1]?.body).toEqual({ email: 'a@b.cl', storeName: 'tienda-demo' });
  });

  it('verifyCode stores the tokens', async () => {
    const { api, calls, tokens } = apiWith(() => ok({ access: 'A', refresh: 'R' }));
    await api.auth.verifyCode({ email: 'a@b.cl', code: '123456', storeId: 's' });
    // 002 §7's POST, the code in the body (never in a URL).
    expect(path(calls[0]!)).toBe('POST /auth/verifyCode');
    expect(calls[0]!.body).toEqual({ email: 'a@b.cl', code: '123456', storeId: 's' });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['A', 'R']);
  });

  it('verifyCode: a 401 is passed on, with no refresh and no retry', async () => {
    const { api, calls, tokens } = apiWith(() => fail(401, 'Unauthorized'));
    await expect(
      api.auth.verifyCode({ email: 'a@b.cl', code: '000000', storeId: 's' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls.map(path)).toEqual(['POST /auth/verifyCode']);
    expect(tokens.getAccessToken()).toBe('OLD');
  });

  it('register stores tokens with a password and returns { userId } without', async () => {
    const withPassword = apiWith(() => ok({ access: 'A', refresh: 'R' }, 201));
    await expect(
      withPassword.api.auth.register({ email: 'a@b.cl', storeId: 's', password: '12345678' }),
    ).resolves.toEqual({ access: 'A', refresh: 'R' });
    expect(withPassword.tokens.getAccessToken()).toBe('A');
    const without = apiWith(() => ok({ userId: 'u-1' }, 201));
    await expect(without.api.auth.register({ email: 'a@b.cl', storeId: 's' })).resolves.toEqual({
      userId: 'u-1',
    });
    expect(without.tokens.getAccessToken()).toBe('OLD');
  });

  it('recover round: recoverPassword, validateRecoverToken, changePassword (stores tokens)', async () => {
    const replies: Record<string, unknown> = {
      'POST /auth/recoverPassword': { sent: true },
      'GET /auth/validateRecoverToken?token=t%2F1': { email: 'a@b.cl' },
      'POST /auth/changePassword': { access: 'A', refresh: 'R' },
    };
    const { api, tokens } = apiWith((call) => ok(replies[path(call)]));
    await expect(
      api.auth.recoverPassword({ email: 'a@b.cl', storeId: 's', origin: 'http://x/tienda' }),
    ).resolves.toEqual({ sent: true });
    await expect(api.auth.validateRecoverToken('t/1')).resolves.toEqual({ email: 'a@b.cl' });
    await api.auth.changePassword({ token: 't/1', password: '12345678' });
    expect(tokens.getAccessToken()).toBe('A');
  });

  it('decodeUser keeps exactly the contract fields; bypass stores tokens and returns the URLs', async () => {
    const decoded = {
      type: 'bypass',
      email: 'a@b.cl',
      userId: null,
      storeId: 's',
      callbackUrl: 'http://c',
      errorUrl: null,
    };
    const replies: Record<string, unknown> = {
      'GET /auth/decodeUser?token=tk': { ...decoded, extra: 1 },
      'POST /auth/bypass': { access: 'A', refresh: 'R', callbackUrl: 'http://c', errorUrl: null },
    };
    const { api, calls, tokens } = apiWith((call) => ok(replies[path(call)]));
    await expect(api.auth.decodeUser('tk')).resolves.toEqual(decoded);
    await expect(api.auth.bypass('tk')).resolves.toMatchObject({
      callbackUrl: 'http://c',
      errorUrl: null,
    });
    expect(calls[1]?.body).toEqual({ bypass: 'tk' });
    expect(tokens.getRefreshToken()).toBe('R');
  });

  it('logout (issue 36): clears the stored tokens at once, then POST auth/logout with the bearer it had', async () => {
    const { api, calls, tokens } = apiWith(() => ok({ loggedOut: true }));
    const done = api.auth.logout();
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual([null, null]);
    await expect(done).resolves.toBeUndefined();
    expect(calls.map(path)).toEqual(['POST /auth/logout']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer OLD');
    expect(calls[0]?.body).toEqual({});
  });

  it('logout: an expired access token is refreshed once with the old refresh token, then the sign-in is ended; the store stays empty', async () => {
    const { api, calls, tokens } = apiWith((call) => {
      if (call.url.endsWith('/auth/refresh')) return ok({ access: 'NEW', refresh: 'NEWR' });
      return call.headers.Authorization === 'Bearer NEW'
        ? ok({ loggedOut: true })
        : fail(401, 'Token expired');
    });
    await api.auth.logout();
    expect(calls.map(path)).toEqual([
      'POST /auth/logout',
      'POST /auth/refresh',
      'POST /auth/logout',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'OLDR' });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual([null, null]);
  });

  it('logout: a failed call rejects, but the local sign-out stands; without a session nothing is sent', async () => {
    const { api, calls, tokens } = apiWith(() => fail(500, 'Boom'));
    await expect(api.auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(tokens.getAccessToken()).toBeNull();
    await expect(api.auth.logout()).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('updateProfile is PUT auth/', async () => {
    const { api, calls } = apiWith(() => ok({ userId: 'u-1', name: 'Ana' }));
    await expect(api.auth.updateProfile({ name: 'Ana' })).resolves.toMatchObject({ name: 'Ana' });
    expect(path(calls[0]!)).toBe('PUT /auth/');
  });
});

describe('users, payers, mergeCarts', () => {
  const payer = {
    _id: 'py-1',
    userId: 'u-1',
    storeId: 's',
    name: 'Ana',
    lastName: 'P',
    email: 'a@b.cl',
    active: true,
    billing: { taxId: '1-9' },
    company: null,
  };
  it('paths and methods', async () => {
    const { api, calls } = apiWith((call) => {
      const p = path(call);
      if (p.startsWith('GET /payers/?'))
        return ok({ docs: [payer], page: 1, pages: 1, totalDocs: 1 });
      if (p.startsWith('DELETE')) return ok({ deleted: true });
      if (p.includes('users/')) return ok({ userId: 'u-1' });
      if (p.includes('carts/'))
        return ok({
          _id: 'c',
          storeId: 's',
          guestId: 'g',
          userId: 'u-1',
          products: [],
          bundles: [],
          productsPrice: 0,
          bundlesPrice: 0,
          productsFullPrice: 0,
          bundlesFullPrice: 0,
          totalLength: 0,
        });
      return ok(payer);
    });
    expect((await api.payers.list({ userId: 'u-1', storeId: 's' })).docs[0]?.billing?.taxId).toBe(
      '1-9',
    );
    await api.payers.get('py-1');
    await api.payers.create({ userId: 'u-1', storeId: 's', name: 'Ana' });
    await api.payers.createForShopper('u-1', { storeId: 's' });
    await api.payers.update('py-1', { active: false });
    await expect(api.payers.remove('py-1')).resolves.toEqual({ deleted: true });
    await api.users.get('u-1');
    await api.users.addAddress('u-1', { street: 'Calle', number: 1, commune: 'Providencia' });
    await api.carts.mergeCarts({ storeId: 's', guestId: 'g' });
    expect(calls.map(path)).toEqual([
      'GET /payers/?page=1&limit=100&userId=u-1&storeId=s',
      'GET /payers/py-1',
      'POST /payers/',
      'POST /payers/shopper/u-1',
      'PATCH /payer/py-1',
      'DELETE /payers/py-1',
      'GET /users/u-1',
      'POST /users/u-1/addAddress',
      'GET /carts/mergeCarts?storeId=s&guestId=g',
    ]);
  });
});
