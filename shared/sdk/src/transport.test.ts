import * as v from 'valibot';
import { createFakeFetch, fail, ok, type FakeCall } from '../test/fake-fetch';
import { ApiError, ResponseShapeError } from './errors';
import { createMemoryTokenStore } from './token-store';
import { createTransport } from './transport';

const BASE = 'https://api.example.cl/v1';

function setup(route: Parameters<typeof createFakeFetch>[0], tokens = createMemoryTokenStore({ access: 'A1', refresh: 'R1' })) {
  const fake = createFakeFetch(route);
  const onUnauthorized = jest.fn();
  const onRefreshFailed = jest.fn();
  const t = createTransport({ baseUrl: BASE, tokens, fetch: fake.fetch, onUnauthorized, onRefreshFailed });
  return { t, tokens, calls: fake.calls, onUnauthorized, onRefreshFailed };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('envelope rule (spec 000 §7: body code from 200 to 300, data in data)', () => {
  it.each([200, 201, 300])('code %i is accepted and data returned', async (code) => {
    const { t } = setup(() => ok({ hello: 'mundo' }, code));
    await expect(t.request('GET', 'stores/x')).resolves.toEqual({ hello: 'mundo' });
  });

  it.each([199, 301, 400])('code %i throws ApiError with the server message', async (code) => {
    const { t } = setup(() => ({ status: 200, json: { code, message: `server said ${code}` } }));
    const error = await caught(t.request('GET', 'stores/x'));
    expect(error).toMatchObject({ status: 200, code, serverMessage: `server said ${code}`, message: `server said ${code}` });
  });

  it('the body code decides, not the HTTP status', async () => {
    const { t } = setup(() => ({ status: 500, json: { code: 200, data: 1 } }));
    await expect(t.request('GET', 'x')).resolves.toBe(1);
  });

  it('a body without code is an error even on HTTP 200', async () => {
    const { t } = setup(() => ({ status: 200, json: { data: { a: 1 } } }));
    const error = await caught(t.request('GET', 'x'));
    expect(error).toMatchObject({ status: 200, code: 0 });
    expect(error.serverMessage).toMatch(/without a code/);
  });

  it('a non-JSON body is an ApiError carrying the HTTP status', async () => {
    const { t } = setup(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const error = await caught(t.request('GET', 'x'));
    expect(error).toMatchObject({ status: 502, code: 0 });
    expect(error.serverMessage).toMatch(/Non-JSON/);
  });

  it('field errors are carried', async () => {
    const { t } = setup(() => ({ status: 400, json: { code: 400, message: 'Invalid body', errors: { email: 'required' } } }));
    expect((await caught(t.request('POST', 'x', { body: {} }))).errors).toEqual({ email: 'required' });
  });

  it('a network failure is an ApiError with status 0', async () => {
    const t = createTransport({
      baseUrl: BASE,
      tokens: createMemoryTokenStore(),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await caught(t.request('GET', 'x'))).toMatchObject({ status: 0, serverMessage: 'Network error' });
  });
});

describe('headers (spec 002 request security)', () => {
  it('bearer and X-Origin-Type: shopper on URLs under baseUrl', async () => {
    const { t, calls } = setup(() => ok(null));
    await t.request('GET', 'cards/user/u-1');
    expect(calls[0]!.url).toBe(`${BASE}/cards/user/u-1`);
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer A1', 'X-Origin-Type': 'shopper' });
  });

  it('other hosts (and a look-alike path) get neither header', async () => {
    const { t, calls } = setup(() => ok(null));
    await t.request('GET', 'https://holidays.example.com/v1/2025');
    await t.request('GET', 'https://api.example.cl/v10/x');
    for (const call of calls) {
      expect(call.headers.Authorization).toBeUndefined();
      expect(call.headers['X-Origin-Type']).toBeUndefined();
    }
  });

  it('no Authorization when logged out, origin header still sent', async () => {
    const { t, calls } = setup(() => ok(null), createMemoryTokenStore());
    await t.request('GET', 'stores/');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers['X-Origin-Type']).toBe('shopper');
  });

  it('JSON bodies and query strings from objects (undefined skipped, arrays as comma lists)', async () => {
    const { t, calls } = setup(() => ok(null));
    await t.request('POST', '/carts/addProduct', {
      body: { storeId: 's' },
      query: { a: 1, skip: undefined, list: ['x', 'y'], flag: true },
    });
    expect(calls[0]!.url).toBe(`${BASE}/carts/addProduct?a=1&list=x%2Cy&flag=true`);
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ storeId: 's' });
  });
});

describe('idempotencyKey (one request option for every call that charges or commits)', () => {
  it('is sent as Idempotency-Key to the API, with the other headers, and kept on the 401 retry', async () => {
    const tokens = createMemoryTokenStore({ access: 'A1', refresh: 'R1' });
    const { t, calls } = setup((call) => {
      if (call.url.endsWith('/auth/refresh')) return ok({ access: 'A2', refresh: 'R2' });
      return call.headers.Authorization === 'Bearer A1' ? fail(401, 'Token expired') : ok(null);
    }, tokens);
    await t.request('POST', 'carts/process', {
      body: {},
      idempotencyKey: 'k-1',
      headers: { 'X-Extra': 'x' },
    });
    const sent = calls.filter((c) => c.url === `${BASE}/carts/process`);
    expect(sent.map((c) => [c.headers.Authorization, c.headers['Idempotency-Key']])).toEqual([
      ['Bearer A1', 'k-1'],
      ['Bearer A2', 'k-1'],
    ]);
    expect(sent[0]!.headers['X-Extra']).toBe('x');
  });

  it('is never sent to another host, and absent when not given', async () => {
    const { t, calls } = setup(() => ok(null));
    await t.request('POST', 'https://pagos.example.com/v1/pay', { body: {}, idempotencyKey: 'k-1' });
    await t.request('POST', 'charges/createFromService', { body: {} });
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual([undefined, undefined]);
  });
});

describe('401: single-flight refresh and one retry (spec 002 §7 Token refresh)', () => {
  /** A fake server: access token A1 expired, refresh R1 → A2/R2 (rotation: R1 works once). */
  function expiringServer(options: { refreshFails?: boolean; alwaysUnauthorized?: boolean } = {}) {
    const used = new Set<string>();
    return (call: FakeCall) => {
      if (call.url.endsWith('/auth/refresh')) {
        const token = (call.body as { refreshToken: string }).refreshToken;
        if (options.refreshFails || used.has(token)) return { ...fail(401, 'Refresh token reused'), delayMs: 5 };
        used.add(token);
        return { ...ok({ access: 'A2', refresh: 'R2' }), delayMs: 20 };
      }
      if (options.alwaysUnauthorized || call.headers.Authorization !== 'Bearer A2') return { ...fail(401, 'Token expired'), delayMs: 5 };
      return ok({ url: call.url });
    };
  }

  it('10 concurrent 401s → exactly one refresh, each request retried once with the new token', async () => {
    const { t, tokens, calls } = setup(expiringServer());
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => t.request('GET', `orders/${i}`)));
    expect(results).toHaveLength(10);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) {
      const mine = calls.filter((c) => c.url === `${BASE}/orders/${i}`);
      expect(mine.map((c) => c.headers.Authorization)).toEqual(['Bearer A1', 'Bearer A2']);
    }
    // Rotation: both new tokens stored.
    expect(tokens.getAccessToken()).toBe('A2');
    expect(tokens.getRefreshToken()).toBe('R2');
  });

  it('a 401 for a request sent with a token that was refreshed meanwhile retries with the new token, no refresh', async () => {
    const tokens = createMemoryTokenStore({ access: 'A1', refresh: 'R1' });
    const { t, calls } = setup((call) => {
      if (call.headers.Authorization === 'Bearer A1') {
        tokens.setTokens({ access: 'A2', refresh: 'R2' }); // another request refreshed while this one was in flight
        return fail(401, 'Token expired');
      }
      return ok('done');
    }, tokens);
    await expect(t.request('GET', 'late')).resolves.toBe('done');
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual(['/late', '/late']);
  });

  it.each(['auth/refresh', 'auth/verifyCode'])('a 401 on %s is never refreshed or retried', async (path) => {
    const { t, calls } = setup(() => fail(401, 'Unauthorized'));
    const error = await caught(t.request(path === 'auth/refresh' ? 'POST' : 'GET', path));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it('retries only once: a second 401 is passed on', async () => {
    const { t, calls } = setup(expiringServer({ alwaysUnauthorized: true }));
    const error = await caught(t.request('GET', 'orders'));
    expect(error).toMatchObject({ status: 401, serverMessage: 'Token expired' });
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual(['/orders', '/auth/refresh', '/orders']);
  });

  it('a failed refresh passes the original error on and clears nothing', async () => {
    const { t, tokens, calls, onRefreshFailed } = setup(expiringServer({ refreshFails: true }));
    const error = await caught(t.request('GET', 'orders'));
    expect(error.serverMessage).toBe('Token expired');
    expect(calls).toHaveLength(2);
    expect(tokens.getAccessToken()).toBe('A1');
    expect(tokens.getRefreshToken()).toBe('R1');
    expect(onRefreshFailed).toHaveBeenCalledWith(expect.objectContaining({ serverMessage: 'Refresh token reused' }), error);
  });

  it('without a refresh token the original 401 is passed on without calling refresh', async () => {
    const { t, calls } = setup(() => fail(401, 'Unauthorized'), createMemoryTokenStore({ access: 'A1' }));
    expect((await caught(t.request('GET', 'x'))).status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it('retryOnUnauthorized: false passes a 401 on untouched (login with bad credentials)', async () => {
    const { t, calls } = setup(() => fail(401, 'Invalid credentials'));
    expect((await caught(t.request('POST', 'auth/login', { retryOnUnauthorized: false }))).serverMessage).toBe('Invalid credentials');
    expect(calls).toHaveLength(1);
  });

  it('"Action does not allow guest access" calls onUnauthorized and does not refresh', async () => {
    const { t, calls, onUnauthorized } = setup(() => fail(401, 'Action does not allow guest access'));
    const error = await caught(t.request('GET', 'subscription/1'));
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(calls).toHaveLength(1);
  });

  it('an ordinary 401 does not call onUnauthorized', async () => {
    const { t, onUnauthorized } = setup(expiringServer({ refreshFails: true }));
    await caught(t.request('GET', 'x'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('response shapes (valibot at the boundary)', () => {
  const Schema = v.looseObject({ _id: v.string(), total: v.number() });

  it('extra fields pass', async () => {
    const { t } = setup(() => ok({ _id: 'a', total: 1, extra: true }));
    await expect(t.request('GET', 'x', { schema: Schema })).resolves.toEqual({ _id: 'a', total: 1, extra: true });
  });

  it('a missing required field throws ResponseShapeError naming the path', async () => {
    const { t } = setup(() => ok({ _id: 'a', total: 'uno' }));
    const error = await caught(t.request('GET', 'orders/a', { schema: Schema }));
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error.message).toContain(`GET ${BASE}/orders/a`);
    expect(error.message).toContain('total');
    expect((error as ResponseShapeError).issues[0]).toMatch(/^total: /);
  });
});
