/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Issue 36, "sandbox-only routes refuse other web pages": a form post to /sandbox/session from
// another site minted a shopper's tokens that page could read; the mailbox (sign-in codes) and
// /sandbox/reset were open the same way. A tool now refuses a request another page started
// (another Origin, or Sec-Fetch-Site cross-site / same-site) with 403 and no CORS header; scripts
// (no Origin) and the sandbox's own origin keep working, and so do the simulated providers' pages
// the store sends the shopper to (src/http/sandbox-access.ts; API.md "Who may call /sandbox").
import { loginAna, sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
const EVIL = 'https://evil.example';
const STORE_ORIGIN = 'http://localhost:8080';
const REFUSED = 'Sandbox tools refuse requests from other web pages';

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${path}`, { redirect: 'manual', ...init });
const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});
/** A route pattern made into a path: every :param becomes "x" (the guard refuses before routing matters). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'x');

/** The /sandbox routes a store's page may send a browser to; every other one is a tool. */
const NOT_TOOLS = [
  'GET /sandbox/images/:file',
  'GET /sandbox/images/held/:file',
  'GET /sandbox/google/.well-known/openid-configuration',
  'GET /sandbox/google/jwks.json',
  'GET /sandbox/holidays/api/v3/PublicHolidays/:year/:countryCode',
  'POST /sandbox/segment/v1/:call',
  'GET /sandbox/card-inscription',
  'POST /sandbox/card-inscription',
  'GET /sandbox/webpayplus/:token',
  'POST /sandbox/webpayplus/:token',
  'GET /sandbox/khipu/:paymentId',
  'POST /sandbox/khipu/:paymentId',
  'GET /sandbox/mercadopago/:preferenceId',
  'POST /sandbox/mercadopago/:preferenceId',
  'GET /sandbox/google/authorize',
  'POST /sandbox/google/authorize',
  'GET /sandbox/home',
  'GET /sandbox/api',
  'GET /sandbox/terms',
  'GET /sandbox/merchant/return',
];

const toolRoutes = () =>
  sandbox.app.routeCatalog
    .filter((route) => route.url.startsWith('/sandbox'))
    .filter((route) => !NOT_TOOLS.includes(`${route.method} ${route.url}`));

describe('the kinds of /sandbox routes', () => {
  it('the server’s list of public files and third-party pages is this one, of routes that exist', async () => {
    const { SANDBOX_ROUTE_ACCESS } = await import('../src/http/sandbox-access');
    expect(Object.keys(SANDBOX_ROUTE_ACCESS).sort()).toEqual([...NOT_TOOLS].sort());
    const registered = sandbox.app.routeCatalog.map((route) => `${route.method} ${route.url}`);
    expect(NOT_TOOLS.filter((key) => !registered.includes(key))).toEqual([]);
    expect(toolRoutes().map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /sandbox/session',
        'POST /sandbox/reset',
        'GET /sandbox/mailbox/:email',
        'GET /sandbox/mailbox',
        'POST /sandbox/loginLinks',
        'POST /sandbox/mercadopago/payments/:paymentId',
        'GET /sandbox/health',
      ]),
    );
  });
});

describe('tools refuse other web pages', () => {
  it('every tool route answers 403 to another Origin, another site and the store’s own site, with no CORS header', async () => {
    const tools = toolRoutes();
    expect(tools.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const route of tools) {
      for (const headers of [
        { origin: EVIL },
        { origin: STORE_ORIGIN },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ] as Record<string, string>[]) {
        const response = await raw(concrete(route.url), {
          method: route.method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: route.method === 'GET' ? undefined : '{}',
        });
        const body = (await response.json()) as any;
        if (
          response.status !== 403 ||
          body.message !== REFUSED ||
          response.headers.get('access-control-allow-origin') !== null
        )
          wrong.push(`${route.method} ${route.url} ${JSON.stringify(headers)}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a cross-site form post to /sandbox/session mints nothing, and its answer cannot be read', async () => {
    const email = `csrf-${Date.now()}@test.cl`;
    const response = await raw('/sandbox/session', {
      ...form({ email }),
      headers: { ...form({}).headers, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const body = (await response.json()) as any;
    expect(body).toEqual({
      code: 403,
      message: REFUSED,
      errors: { origin: `${EVIL} is not the sandbox's own origin (${sandbox.url})` },
    });
    expect(JSON.stringify(body)).not.toMatch(/access|refresh/);
    const user = await sandbox.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('the mailbox is not readable by another site, even by a GET without Origin', async () => {
    const email = `buzon-${Date.now()}@test.cl`;
    expect(
      (await sandbox.v1.post('/auth/generateCode', { email, storeName: 'tienda-demo' })).status,
    ).toBe(200);
    const path = `/sandbox/mailbox/${encodeURIComponent(email)}`;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      { origin: EVIL, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    ] as Record<string, string>[]) {
      const response = await raw(path, { headers });
      expect(response.status).toBe(403);
      expect(await response.text()).not.toMatch(/\d{6}/);
    }
    // Scripts, the sandbox's own pages and a person typing the address keep reading it.
    for (const headers of [
      {},
      { origin: sandbox.url, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    ] as Record<string, string>[]) {
      const response = await raw(path, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await response.json()) as any).data[0].code).toMatch(/^\d{6}$/);
    }
    const page = await raw('/sandbox/mailbox', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(page.status).toBe(403);
  });

  it('a cross-site reset resets nothing; a preflight from another site is refused', async () => {
    const name = `origen-${Date.now()}`;
    expect(
      (await sandbox.api.post('/sandbox/stores/clone', { from: 'tienda-demo', name })).status,
    ).toBe(201);
    const reset = await raw('/sandbox/reset', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(reset.status).toBe(403);
    expect((await sandbox.v1.get(`/stores?name=${name}`)).body.data.totalDocs).toBe(1);

    const preflight = await raw('/sandbox/session', {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('what the store’s pages use keeps working from the store’s origin', () => {
  it('the card inscription page: reached from the store, its form posts back and returns to the store', async () => {
    const ana = await loginAna(sandbox.v1);
    const back = `${STORE_ORIGIN}/tienda-demo/userpanel/cards?newCard=true`;
    // The page's own form (Origin: the sandbox), or a store's page posting to it like to a real provider.
    for (const origin of [sandbox.url, STORE_ORIGIN]) {
      const started = await sandbox.v1.post(
        '/cards/inscription',
        { storeId: TD, returnUrl: back },
        ana.access,
      );
      expect(started.status).toBe(201);
      const { pathname, search } = new URL(started.body.data.redirectUrl);
      const page = await raw(pathname + search, {
        headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Inscripción de tarjeta');
      const submitted = await raw('/sandbox/card-inscription', {
        ...form({ token: started.body.data.token, action: 'cancel' }),
        headers: { ...form({}).headers, origin, 'sec-fetch-site': 'same-site' },
      });
      expect(submitted.status).toBe(303);
      expect(submitted.headers.get('location')).toBe(back);
    }
  });

  it('the provider checkouts and the sandbox Google answer a browser sent from the store', async () => {
    const headers = { origin: STORE_ORIGIN, 'sec-fetch-site': 'cross-site' };
    for (const path of [
      '/sandbox/webpayplus/desconocido',
      '/sandbox/khipu/desconocido',
      '/sandbox/mercadopago/desconocido',
    ]) {
      expect((await raw(path, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(404);
      const pressed = await raw(path, {
        ...form({ action: 'approve' }),
        headers: { ...form({}).headers, ...headers },
      });
      expect(pressed.status).toBe(404);
      expect(await pressed.text()).toContain('Pago no disponible');
    }
    const chooser = await raw(
      '/sandbox/google/authorize?client_id=x&redirect_uri=y&state=s&nonce=n',
      {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      },
    );
    expect(chooser.status).toBe(400); // an unknown client: the page's own answer, not the guard's
    for (const path of [
      '/sandbox/home',
      '/sandbox/api',
      '/sandbox/terms',
      '/sandbox/merchant/return?orden=1',
    ])
      expect((await raw(path, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });

  it('images, the Google keys and the holidays stand-in stay readable across origins (a receipt draws the logo on a canvas)', async () => {
    for (const path of [
      '/sandbox/images/td-p-0001.svg',
      '/sandbox/google/jwks.json',
      '/sandbox/holidays/api/v3/PublicHolidays/2026/CL',
    ]) {
      const response = await raw(path, {
        headers: { origin: STORE_ORIGIN, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(STORE_ORIGIN);
    }
    // /v1 keeps its CORS for any origin.
    const stores = await raw('/v1/stores/st-tienda-demo', { headers: { origin: EVIL } });
    expect(stores.status).toBe(200);
    expect(stores.headers.get('access-control-allow-origin')).toBe(EVIL);
  });
});
