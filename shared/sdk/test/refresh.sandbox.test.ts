import { ApiError, createApi, createMemoryTokenStore } from '../src';
import { countingFetch, sleep, sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();

async function shortSession(): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${sandbox.current().url}/sandbox/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'ana@demo.cl', accessTtlSeconds: 1 }),
  });
  const body = (await response.json()) as { data?: { access: string; refresh: string }; access?: string; refresh?: string };
  const tokens = body.data ?? (body as { access: string; refresh: string });
  expect(typeof tokens.access).toBe('string');
  return { access: tokens.access, refresh: tokens.refresh };
}

describe('401 refresh against the real sandbox (spec 002 §7 Token refresh, rotation)', () => {
  it('8 concurrent protected calls with an expired token → exactly one refresh, all 8 succeed', async () => {
    const original = await shortSession();
    const tokens = createMemoryTokenStore(original);
    const counter = countingFetch();
    const api = createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens, fetch: counter.fetch });
    await sleep(2_100); // the 1-second access token has expired (exp has whole-second precision)

    const results = await Promise.all(Array.from({ length: 8 }, () => api.cards.listByUser('u-ana', 'st-tienda-demo')));

    expect(counter.count('auth/refresh')).toBe(1);
    expect(counter.count('cards/user/u-ana')).toBe(16); // each sent once, then retried once
    for (const cards of results) expect(cards.length).toBeGreaterThan(0);
    // Rotation: both tokens were replaced.
    expect(tokens.getAccessToken()).not.toBe(original.access);
    expect(tokens.getRefreshToken()).not.toBe(original.refresh);

    // A replayed refresh token is refused.
    const replay = await api.auth.refresh(original.refresh).catch((e: unknown) => e);
    expect(replay).toBeInstanceOf(ApiError);
    expect(replay).toMatchObject({ status: 401, serverMessage: 'Refresh token reused' });
  }, 30_000);

  it('a refresh token works once: the second use is refused and nothing is retried', async () => {
    const original = await shortSession();
    const counter = countingFetch();
    const api = createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens: createMemoryTokenStore(), fetch: counter.fetch });
    const next = await api.auth.refresh(original.refresh);
    expect(next.refresh).not.toBe(original.refresh);
    await expect(api.auth.refresh(original.refresh)).rejects.toMatchObject({ status: 401, serverMessage: 'Refresh token reused' });
    expect(counter.count('auth/refresh')).toBe(2);
  });

  it('when the refresh fails the original 401 is passed on and the tokens are left as they were', async () => {
    const original = await shortSession();
    const tokens = createMemoryTokenStore(original);
    const seed = createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens: createMemoryTokenStore() });
    await seed.auth.refresh(original.refresh); // spend it elsewhere: the family is now rotated
    await seed.auth.refresh(original.refresh).catch(() => undefined); // replay: revokes the family
    const api = createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens });
    await sleep(2_100);
    const error = await api.cards.listByUser('u-ana', 'st-tienda-demo').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(tokens.getAccessToken()).toBe(original.access);
    expect(tokens.getRefreshToken()).toBe(original.refresh);
  }, 30_000);
});
