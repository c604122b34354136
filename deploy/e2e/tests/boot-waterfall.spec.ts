// Issue 15 "No waterfall": a store page's HTML carries its boot data (shell/server/documents.ts),
// so the browser asks for none of /config.json, /remotes.json, a remote's mf-manifest.json, the
// store, its template or its policy; every API call goes to the page's own origin under /api/v1
// (no CORS preflight); and no URL is downloaded twice (the preload hints match how webpack and
// federation load each file).
import { expect, test, type Locator, type Page } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { expectPageRendered } from '../support/pages';
import { homeUrl, openAccountOptions, ownHostUrl, storeUrl } from '../support/shopper';
import type { StoreName } from '../support/env';
import { randomUUID } from 'node:crypto';
import {
  apiAs,
  guestWithProfile,
  shopperWithProfile,
  signInAs,
  signInWithTokens,
} from '../support/session';
import { storeInfo } from '../support/sandbox';
import { sceneRequest } from '../support/single-payments';
import { mintApiCheckout } from '../support/fast-checkout';

const BOOT_ONLY = [
  /\/config\.json(\?|$)/,
  /\/remotes\.json(\?|$)/,
  /\/mf-manifest\.json(\?|$)/,
  /\/v1\/stores\/?(\?|$)/, // the store by name or domain
  /\/v1\/templates\//,
  /\/v1\/policies\//,
];

/**
 * What the page asks for (every http(s) request, from its document on) and what it really
 * downloads (Chromium's network events: a response served from the memory, disk or preload cache
 * is not a download), plus any CORS preflight.
 */
async function recordNetwork(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) requests.push(request.url());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const methods = new Map<string, string>();
  const fromCache = new Set<string>();
  const downloads: string[] = [];
  const preflights: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    methods.set(event.requestId, event.request.method);
    if (event.type === 'Preflight') preflights.push(event.request.url);
  });
  cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const { response, requestId } = event;
    if (!/^https?:/.test(response.url) || response.status === 304) return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    if (fromCache.has(requestId)) return;
    downloads.push(`${methods.get(requestId) ?? 'GET'} ${response.url}`);
  });
  return { requests, downloads, preflights };
}

/** The sandbox's stand-ins of the third-party services the pages call. */
const THIRD_PARTIES = [/\/sandbox\/segment\/v1\//, /\/sandbox\/holidays\//];

/**
 * When each script of the page has run: its element's load event, which fires once the script
 * has executed (a preloaded chunk is fetched early but runs only when webpack adds it), on the
 * same clock as the resource timings.
 */
async function recordScriptRuns(page: Page) {
  await page.addInitScript(() => {
    const runs: Array<{ name: string; at: number }> = [];
    (window as unknown as { __scriptRuns: typeof runs }).__scriptRuns = runs;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src)
            node.addEventListener('load', () =>
              runs.push({ name: node.src, at: performance.now() }),
            );
    }).observe(document, { childList: true, subtree: true });
  });
}

async function openAndCheck(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
  { hintsRun = true } = {},
) {
  await recordScriptRuns(page);
  const network = await recordNetwork(page);
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

  const { requests, downloads, preflights } = network;
  expect(requests.filter((u) => BOOT_ONLY.some((pattern) => pattern.test(u)))).toEqual([]);

  // The provider API's calls; the third parties are other hosts of their own (README "Third-party
  // services"): the analytics service (Segment's tracking API takes the write key in an
  // Authorization header, hence its own preflight) and the public-holidays service.
  const ofProvider = (u: string) => !THIRD_PARTIES.some((pattern) => pattern.test(u));
  const api = requests.filter((u) => /\/v1\//.test(u) && ofProvider(u));
  expect(api.length, 'the page read something from the API').toBeGreaterThan(0);
  expect(api.filter((u) => !u.startsWith(`${origin}/api/v1/`))).toEqual([]);
  expect(preflights.filter(ofProvider)).toEqual([]);

  // Every script the HTML hints is one the page ran: no hint is a download for nothing (a
  // remote's own copy of a package the shell provides, say).
  const hinted = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const ran = await page.evaluate(() =>
    (window as unknown as { __scriptRuns: Array<{ name: string }> }).__scriptRuns.map(
      (run) => run.name,
    ),
  );
  if (hintsRun) expect(hinted.filter((href) => !ran.includes(href))).toEqual([]);

  expect(downloads.length, 'the page downloaded its scripts').toBeGreaterThan(5);
  const counts = new Map<string, number>();
  // What is read (GET); two analytics batches POSTed to one URL are two messages, not a repeat.
  for (const download of downloads.filter((d) => d.startsWith('GET ')))
    counts.set(download, (counts.get(download) ?? 0) + 1);
  expect([...counts].filter(([, n]) => n > 1).map(([download]) => download)).toEqual([]);
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();

test(
  'tienda-demo landing: boot data inline, same-origin API, nothing twice',
  { tag: '@both' },
  async ({ page }) => {
    await openAndCheck(page, storeUrl('tienda-demo'), expectPageRendered);
  },
);

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
  // Its root is Mis Cobros, which needs a session: the server hints that route's code (the
  // session lives in the browser, so it cannot know), and a signed-out visitor, sent to sign in,
  // never runs it.
  await openAndCheck(page, ownHostUrl('servicios-demo'), expectPageRendered, { hintsRun: false });
});

/**
 * Issue 41: a route's declared data goes out before its remote's code has run. The page's own
 * chunks are asked for only once the remote's routes module has run (the entry and the routes
 * chunk may come earlier, as the HTML's hints), so the data's request starts before any of them.
 */
async function expectDataBeforeRemoteCode(page: Page, data: RegExp, remote: string) {
  const { timings, runs } = await page.evaluate(() => ({
    timings: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
    runs: (window as unknown as { __scriptRuns: Array<{ name: string; at: number }> }).__scriptRuns,
  }));
  const dataStart = timings.find((entry) => data.test(entry.name))?.start;
  // The page's own code (not the remote's entry or routes module). Its chunks are hinted with the
  // HTML and may download first; what must come after the data's request is their running.
  const pageChunks = runs.filter(
    ({ name }) =>
      new RegExp(`/${remote}/[^/]+/[^/]+\\.js$`).test(name) &&
      !/remoteEntry\.js$|__federation_expose_/.test(name),
  );
  expect(dataStart, 'the data is among the page’s requests').toBeDefined();
  expect(pageChunks.length, 'the page’s own chunks ran').toBeGreaterThan(0);
  expect(pageChunks.filter((chunk) => chunk.at <= dataStart!)).toEqual([]);
}

// Each signed-in page's declared data (its remote's routes.json `data`: a list, one order, the
// profile, a subscription to edit, a charge to approve, a service) starts as soon as the session
// is read, before the remote's code (issue 41).
interface PanelRoute {
  /** Default tienda-demo. */
  store?: StoreName;
  /** The remote that owns the route (default mfe-account). */
  remote?: string;
  path: string;
  title: string;
  list: RegExp;
  chunk: string;
  pageChunk: string;
  shown: (page: Page) => Locator;
}

const PANEL_LISTS: PanelRoute[] = [
  {
    path: 'userpanel/subscriptions',
    title: 'Mis suscripciones',
    list: /\/api\/v1\/subscriptions\?/,
    chunk: 'route-data-subscriptions',
    pageChunk: 'page-Subscriptions',
    shown: (p: Page) =>
      p.getByRole('main').getByRole('region', { name: 'Activas' }).getByRole('listitem').first(),
  },
  {
    path: 'userpanel/cards',
    title: 'Mis tarjetas',
    list: /\/api\/v1\/cards\/user\//,
    chunk: 'route-data-cards',
    pageChunk: 'page-Cards',
    shown: (p: Page) => p.getByRole('main').getByRole('listitem').first(),
  },
  {
    path: 'userpanel/orders/dlv-td-0002',
    title: 'Orden N° 902',
    list: /\/api\/v1\/delivery\/dlv-td-0002(\?|$)/,
    chunk: 'route-data-orders',
    pageChunk: 'page-OrderDetail',
    shown: (p: Page) => p.getByRole('main').getByRole('region', { name: 'Datos de la orden' }),
  },
  {
    path: 'userpanel/profile',
    title: 'Mis Datos',
    list: /\/api\/v1\/auth\/profile(\?|$)/,
    chunk: 'route-data-profile',
    pageChunk: 'page-Profile',
    shown: (p: Page) => p.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' }),
  },
  // Opened only: nothing is saved.
  {
    path: 'postsubscription/sub-td-0001',
    title: 'Post suscripción',
    list: /\/api\/v1\/subscription\/sub-td-0001(\?|$)/,
    chunk: 'route-data-subscription',
    pageChunk: 'page-PostSubscription',
    shown: (p: Page) => p.getByRole('main').getByRole('region', { name: 'Resumen' }),
  },
  // Ana's pending charge, which stays pending (this only reads it), and her approved one.
  {
    store: 'servicios-demo',
    path: 'userpanel/charges/ch-sv-0001/approve',
    title: 'Aprueba tu cobro',
    list: /\/api\/v1\/charges\/ch-sv-0001(\?|$)/,
    chunk: 'route-data-charge-approval',
    pageChunk: 'page-ApproveCharge',
    shown: (p: Page) =>
      p.getByRole('main').getByRole('checkbox', { name: /Acepto los términos y condiciones/ }),
  },
  {
    store: 'servicios-demo',
    path: 'userpanel/charges/ch-sv-0002/approved',
    title: '¡Cobro aprobado!',
    list: /\/api\/v1\/charges\/ch-sv-0002(\?|$)/,
    chunk: 'route-data-charges',
    pageChunk: 'page-ChargeApproved',
    shown: (p: Page) => p.getByRole('main').getByText('Aprobaste el cobro', { exact: false }),
  },
  {
    store: 'servicios-demo',
    remote: 'mfe-cart-checkout',
    path: 'services/svc-sv-0001',
    title: 'Mantención mensual de jardín',
    list: /\/api\/v1\/services\/svc-sv-0001(\?|$)/,
    chunk: 'route-data-service',
    pageChunk: 'page-Service',
    shown: (p: Page) => p.getByRole('main').getByRole('button', { name: 'Pagar' }),
  },
];

for (const route of PANEL_LISTS) {
  const { store = 'tienda-demo', remote = 'mfe-account', path, title, list, chunk } = route;
  test(`${title} opened afresh asks for its data once, before the remote's code has run`, async ({
    page,
  }) => {
    await signInAs(page, store);
    // Leave the signed-in page first: its own last calls (the payer, analytics sent on leaving)
    // are not the next page's.
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    const lists: string[] = [];
    page.on('request', (request) => {
      if (list.test(request.url())) lists.push(request.url());
    });
    await openAndCheck(page, homeUrl(store, path), async (p) => {
      await heading(title)(p);
      await expect(route.shown(p)).toBeVisible();
    });
    expect(lists).toHaveLength(1);
    await expectDataBeforeRemoteCode(page, list, remote);
    // The code that starts the list is hinted in the HTML (preload.json's route-data groups), and
    // openAndCheck found no file downloaded twice: the hint is the file the head start loads.
    await expect(
      page.locator(`head link[rel="preload"][as="script"][href*="/${chunk}."]`),
    ).toHaveCount(1);
    // So are the page's own code and the shared packages it takes (the remote's
    // page-chunks.json): they do not wait for the remote's routes module to run and ask for
    // them (openAndCheck: every script hinted is one the page ran).
    const hinted = await page
      .locator('head link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hinted).toContainEqual(
      expect.stringMatching(new RegExp(`/${remote}/[^/]+/${route.pageChunk}\\.[0-9a-f]{8}\\.js$`)),
    );
  });
}

test('the checkout opened afresh asks for its cart and her profile once each, before the remote’s code has run', async ({
  page,
}) => {
  const shopper = await shopperWithProfile({ name: 'Lucía', lastName: 'Mora', rut: '11111111-1' });
  await apiAs(shopper).call('POST', 'carts/addProduct', {
    storeId: (await storeInfo('tienda-demo'))._id,
    guestId: `g-waterfall-${randomUUID()}`,
    userId: shopper.userId,
    product: { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' },
  });
  await signInWithTokens(page, 'tienda-demo', shopper);
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const reads = {
    cart: /\/api\/v1\/carts\/getOrCreate\?/,
    profile: /\/api\/v1\/auth\/profile(\?|$)/,
  };
  const asked: string[] = [];
  page.on('request', (r) => {
    if (Object.values(reads).some((read) => read.test(r.url()))) asked.push(r.url());
  });
  await openAndCheck(page, storeUrl('tienda-demo', 'checkout'), async (p) => {
    await expect(
      p.getByRole('main').getByRole('region', { name: 'Resumen de la compra' }),
    ).toBeVisible();
  });
  expect(asked.filter((url) => reads.cart.test(url))).toHaveLength(1);
  expect(asked.filter((url) => reads.profile.test(url))).toHaveLength(1);
  await expectDataBeforeRemoteCode(page, reads.cart, 'mfe-cart-checkout');
  await expectDataBeforeRemoteCode(page, reads.profile, 'mfe-cart-checkout');
});

test('a subscription’s payment screen opened afresh asks for it once, before the payments remote’s code has run', async ({
  page,
}) => {
  await signInAs(page, 'tienda-demo');
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const reads = /\/api\/v1\/subscription\/sub-td-0001(\?|$)/;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (reads.test(r.url())) asked.push(r.url());
  });
  await openAndCheck(page, storeUrl('tienda-demo', 'payment/sub-td-0001'), async (p) => {
    await expect(p.getByRole('radiogroup', { name: 'MEDIO DE PAGO' })).toBeVisible();
  });
  expect(asked).toHaveLength(1);
  await expectDataBeforeRemoteCode(page, reads, 'mfe-payments');
});

test('fast checkout’s payment step opened afresh (as a provider’s return lands) asks for its subscription once, before the payments remote’s code has run', async ({
  page,
}) => {
  const shopper = await shopperWithProfile({ name: 'Camila', lastName: 'Soto', rut: '11111111-1' });
  await signInWithTokens(page, 'tienda-demo', shopper);
  const token = await mintApiCheckout({
    storeName: 'tienda-demo',
    email: shopper.email,
    products: [{ productId: 'td-p-0002' }],
    paydayInDays: -1,
  });
  await page.goto(storeUrl('tienda-demo', `fast-checkout?token=${encodeURIComponent(token)}`));
  await expect(page).toHaveURL(/\/fast-checkout\/sub-[^/]+\/payment$/);
  const step = page.url();
  const id = /\/fast-checkout\/(sub-[^/]+)\/payment$/.exec(step)![1]!;
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const reads = new RegExp(`/api/v1/subscription/${id}(\\?|$)`);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (reads.test(r.url())) asked.push(r.url());
  });
  await openAndCheck(page, step, async (p) => {
    await expect(p.getByRole('radiogroup', { name: 'MEDIO DE PAGO' })).toBeVisible();
  });
  expect(asked).toHaveLength(1);
  await expectDataBeforeRemoteCode(page, reads, 'mfe-payments');
});

test('a payment request opened afresh is asked for before the payments remote’s code has run', async ({
  page,
}) => {
  const store = await storeInfo('tienda-demo');
  await signInWithTokens(page, 'tienda-demo', await guestWithProfile());
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const request = await sceneRequest({
    storeId: store._id,
    userEmail: `waterfall-${randomUUID()}@demo.cl`,
    price: 12000,
    description: 'Pago sin cascada',
  });
  const reads = /\/api\/v1\/paymentRequests\/[^/?]+(\?|$)/;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (reads.test(r.url())) asked.push(r.url());
  });
  await recordScriptRuns(page);
  await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
  await expect(page.getByRole('main').getByText('$12.000', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  await expectDataBeforeRemoteCode(page, reads, 'mfe-payments');
});

test(
  'a navigation from Mis tarjetas to Mis suscripciones asks for the list once (started with the page’s code)',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await signInAs(page, 'tienda-demo', { path: 'userpanel/cards' });
    await heading('Mis tarjetas')(page);
    const lists: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/subscriptions\?/.test(request.url())) lists.push(request.url());
    });
    const options = await openAccountOptions(page, isMobile);
    await options.getByRole(isMobile ? 'link' : 'menuitem', { name: 'Mis suscripciones' }).click();
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Activas' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(lists).toHaveLength(1);
  },
);

test('a link readies its page before the tap: the drawer’s Mis suscripciones asks for the list on focus, once', async ({
  page,
}) => {
  await signInAs(page, 'tienda-demo', { path: 'userpanel/cards' });
  await heading('Mis tarjetas')(page);
  const lists: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/subscriptions\?/.test(request.url())) lists.push(request.url());
  });
  const drawer = await openAccountOptions(page, true);
  const link = drawer.getByRole('link', { name: 'Mis suscripciones' });
  // Focus comes before the click on a tap (and from the keyboard): the list is asked for then.
  const asked = page.waitForRequest(/\/api\/v1\/subscriptions\?/);
  await link.focus();
  await asked;
  await link.click();
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Activas' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lists).toHaveLength(1);
});

const REMOTE_ENTRY_HINT =
  /<link rel="preload" as="script" href="[^"]*\/mfe-catalog\/[^"]+\/remoteEntry\.js">/;
const BOOTSTRAP_HINT = /<link rel="preload" as="script" href="\/bootstrap\.[0-9a-f]{8}\.js">/;

test('the page’s HTML names the route’s remote entry and the shell’s critical chunks as preloads', async ({
  request,
}) => {
  // Rendered in the browser: the hints are in <head>, fetched with the page.
  const html = await (await request.get(storeUrl('tienda-demo', 'catalog?ssr=0'))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(REMOTE_ENTRY_HINT);
  expect(head).toMatch(BOOTSTRAP_HINT);
  expect(html).toContain('<script type="application/json" id="__STOREFRONT_BOOT__">');
});

test('a server-rendered page keeps its scripts for after its first paint, and runs each chunk once', async ({
  page,
  request,
}) => {
  // In the HTML: inert in a <template>, so the HTML, fonts and banner get the network first.
  const html = await (await request.get(storeUrl('tienda-demo', 'catalog'))).text();
  const inert = html.match(/<template id="__STOREFRONT_AFTER_PAINT__">(.*?)<\/template>/)?.[1];
  expect(inert).toMatch(REMOTE_ENTRY_HINT);
  // The shell's own chunks wait there as scripts (main.js starts them a few per task), not hints.
  expect(inert).not.toMatch(BOOTSTRAP_HINT);
  expect(inert).toMatch(/<script async src="\/bootstrap\.[0-9a-f]{8}\.js"><\/script>/);
  expect(html.replace(/<template[^]*?<\/template>/, '')).not.toContain('as="script"');
  // In the page: the shell moved them into <head> once it painted, and then hydrated.
  await page.goto(storeUrl('tienda-demo', 'catalog'));
  await waitForHydration(page);
  await expect(
    page.locator('head link[rel="preload"][as="script"][href*="/remoteEntry.js"]'),
  ).toHaveCount(1);
  await expect(page.locator('template#__STOREFRONT_AFTER_PAINT__')).toHaveCount(1);
  expect(await page.locator('template#__STOREFRONT_AFTER_PAINT__').innerHTML()).toBe('');
  // Webpack's loader took over those scripts instead of adding its own: every chunk file that
  // ran, ran once (each run pushes the file's chunk ids on webpack's global; two files may share
  // an id, not the same list).
  const ran = await page.evaluate(() =>
    ((window as { webpackChunkshell?: [Array<string | number>][] }).webpackChunkshell ?? []).map(
      ([ids]) => ids.join(','),
    ),
  );
  expect(ran.length).toBeGreaterThan(10);
  expect(ran.filter((ids, i) => ran.indexOf(ids) !== i)).toEqual([]);
});
