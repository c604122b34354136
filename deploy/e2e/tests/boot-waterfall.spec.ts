// Issue 15 "No waterfall": a store page's HTML carries its boot data (deploy/stack/src/html-document.mjs),
// so the browser asks for none of /config.json, /remotes.json, a remote's mf-manifest.json, the
// store, its template or its policy; every API call goes to the page's own origin under /api/v1
// (no CORS preflight); and no URL is downloaded twice (the preload hints match how webpack and
// federation load each file).
import { expect, test, type Page } from '@playwright/test';
import { expectPageRendered } from '../support/pages';
import { ownHostUrl, storeUrl } from '../support/shopper';

const BOOT_ONLY = [
  /\/config\.json(\?|$)/,
  /\/remotes\.json(\?|$)/,
  /\/mf-manifest\.json(\?|$)/,
  /\/v1\/stores\/?(\?|$)/, // the store by name or domain
  /\/v1\/templates\//,
  /\/v1\/policies\//,
];

/** Every http(s) request the page makes, from before its document on. */
function recordRequests(page: Page): Array<{ url: string; method: string }> {
  const requests: Array<{ url: string; method: string }> = [];
  page.on('request', (request) => {
    if (/^https?:/.test(request.url()))
      requests.push({ url: request.url(), method: request.method() });
  });
  return requests;
}

async function openAndCheck(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  const requests = recordRequests(page);
  await page.goto(url);
  await ready(page);
  // The page rendered, so boot is over: whatever boot would fetch has been asked for by now.
  await page.waitForLoadState('networkidle');
  const origin = new URL(url).origin;

  const bootData = await page.locator('script#__STOREFRONT_BOOT__').textContent();
  expect(JSON.parse(bootData ?? 'null')).toMatchObject({
    v: 1,
    config: { apiBaseUrl: `${origin}/api/v1` },
  });

  const urls = requests.map((r) => r.url);
  expect(urls.filter((u) => BOOT_ONLY.some((pattern) => pattern.test(u)))).toEqual([]);

  const api = urls.filter((u) => /\/v1\//.test(u));
  expect(api.length, 'the page read something from the API').toBeGreaterThan(0);
  expect(api.filter((u) => !u.startsWith(`${origin}/api/v1/`))).toEqual([]);

  const counts = new Map<string, number>();
  for (const { url: u, method } of requests)
    counts.set(`${method} ${u}`, (counts.get(`${method} ${u}`) ?? 0) + 1);
  expect([...counts].filter(([, n]) => n > 1).map(([u]) => u)).toEqual([]);
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();

test('tienda-demo landing: boot data inline, same-origin API, nothing twice', async ({ page }) => {
  await openAndCheck(page, storeUrl('tienda-demo'), expectPageRendered);
});

test('tienda-demo catalogue: boot data inline, same-origin API, nothing twice', async ({
  page,
}) => {
  await openAndCheck(page, storeUrl('tienda-demo', 'catalog'), async (p) => {
    await expectPageRendered(p);
    await expect(p.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

test('tienda-demo product: boot data inline, same-origin API, nothing twice', async ({ page }) => {
  await openAndCheck(
    page,
    storeUrl('tienda-demo', 'products/td-p-0001'),
    heading('Caja de frutas de temporada'),
  );
});

test('an own-host store (servicios-demo.localhost): boot data inline, its own origin’s API', async ({
  page,
}) => {
  await openAndCheck(page, ownHostUrl('servicios-demo'), expectPageRendered);
});

test('the page’s HTML names the route’s remote entry and the shell’s critical chunks as preloads', async ({
  request,
}) => {
  const html = await (await request.get(storeUrl('tienda-demo', 'catalog'))).text();
  expect(html).toMatch(
    /<link rel="preload" as="script" href="[^"]*\/mfe-catalog\/[^"]+\/remoteEntry\.js">/,
  );
  expect(html).toMatch(/<link rel="preload" as="script" href="\/bootstrap\.[0-9a-f]{8}\.js">/);
  expect(html).toContain('<script type="application/json" id="__STOREFRONT_BOOT__">');
});
