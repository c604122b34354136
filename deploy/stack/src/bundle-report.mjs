// @ts-check
/* global window, document, MutationObserver -- in the functions page.evaluate runs in the browser */
// The bundle report's measurements, run in Chromium through Playwright against a running stack:
// for each route, every JS response from navigation start until the route's screen has rendered,
// gzipped and summed per origin (the shell) or remote; plus the shared singletons, their size and
// how many copies of each a page really loaded.
import { gzipSync } from 'node:zlib';
import { sumByGroup } from './build-composition.mjs';
import { CHROMIUM_OPTIONS } from './chromium.mjs';
import { REMOTES } from './ports.mjs';

export { CHROMIUM_OPTIONS };

const FALLBACK = 'Esta sección no está disponible por ahora';

/**
 * The routes measured: one or more per remote, each store mode, signed in where the route asks.
 * @param {{ shellUrl: string }} stack
 */
export function benchRoutes({ shellUrl }) {
  const own = new URL(shellUrl);
  const ownHost = (store, path) => `${own.protocol}//${store}.${own.host}/${path}`;
  const market = (path) => `${shellUrl}/tienda-demo${path ? `/${path}` : ''}`;
  return [
    { id: 'landing', owner: 'mfe-catalog', url: market(''), signedIn: false },
    { id: 'catalog', owner: 'mfe-catalog', url: market('catalog'), signedIn: false },
    { id: 'product', owner: 'mfe-catalog', url: market('products/td-p-0001'), signedIn: false },
    { id: 'cart', owner: 'mfe-cart-checkout', url: market('cart'), signedIn: false },
    { id: 'login', owner: 'shell', url: market('login'), signedIn: false },
    { id: 'checkout', owner: 'mfe-cart-checkout', url: market('checkout'), signedIn: true },
    { id: 'userpanel/cards', owner: 'mfe-account', url: market('userpanel/cards'), signedIn: true },
    {
      id: 'userpanel/orders',
      owner: 'mfe-account',
      url: market('userpanel/orders'),
      signedIn: true,
    },
    {
      id: 'userpanel/subscriptions',
      owner: 'mfe-account',
      url: market('userpanel/subscriptions'),
      signedIn: true,
    },
    {
      id: 'single-payment',
      owner: 'mfe-payments',
      url: market('single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A'),
      signedIn: true,
    },
    {
      id: 'charges (own host)',
      owner: 'mfe-account',
      url: ownHost('servicios-demo', 'userpanel/charges'),
      signedIn: true,
    },
  ];
}

/** Which bucket a JS URL belongs to: "shell", a remote's package name, or its origin. */
export function bucketOf(url, { shellUrl, cdnUrl }) {
  const u = new URL(url);
  const cdn = new URL(cdnUrl);
  if (u.host === cdn.host) return u.pathname.split('/')[1] || 'cdn';
  const shell = new URL(shellUrl);
  if (u.port === shell.port && (u.hostname === shell.hostname || u.hostname.endsWith('.localhost')))
    return 'shell';
  return u.origin;
}

/**
 * Map of JS URL → shared packages that file provides, from the shell's manifest and the live
 * remotes' manifests. A file can carry several packages (webpack groups them in one chunk).
 * @param {{ shell: object | null, remotes: Array<{ package: string, baseUrl: string, manifest: object }> }} manifests
 */
export function sharedFileIndex(manifests, shellUrl) {
  const index = new Map();
  const add = (url, container, name) => {
    const entry = index.get(url) ?? { container, packages: [] };
    entry.packages.push(name);
    index.set(url, entry);
  };
  for (const shared of manifests.shell?.shared ?? []) {
    for (const file of shared.assets?.js?.sync ?? [])
      add(new URL(file, `${shellUrl}/`).href, 'shell', shared.name);
  }
  for (const remote of manifests.remotes) {
    for (const shared of remote.manifest.shared ?? []) {
      for (const file of shared.assets?.js?.sync ?? [])
        add(new URL(file, remote.baseUrl).href, remote.package, shared.name);
    }
  }
  return index;
}

function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/** Same file on another host name (own-host mode) → the same file for the index. */
function canonical(url, shellUrl) {
  const u = new URL(url);
  const shell = new URL(shellUrl);
  if (u.hostname.endsWith('.localhost') && u.port === shell.port)
    return `${shell.origin}${u.pathname}`;
  return `${u.origin}${u.pathname}`;
}

/**
 * Runs in the page before its own scripts: lists the src of every script element added to the
 * document (parser or script inserted: main.js, webpack chunks, remote entries) until a heading
 * inside the main landmark, other than the remote fallback's and the loading state's (the
 * shell's stand-in of a routes.json `heading`, `data-page-loading`), is added AND the shell has
 * marked the page hydrated (`html[data-hydrated]`: a server-rendered page's heading arrives with the
 * HTML, before any script, so the heading alone would cut off everything hydration needs). The
 * cut-off is the page's own order of events, not when responses happen to arrive: a chunk the
 * route asks for while it renders counts however slow the network, and one asked for afterwards
 * never does.
 */
function recordScriptsUntilHeading(fallback) {
  const urls = [];
  window.__benchScripts = urls;
  const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
  const isScreenHeading = (el) =>
    el.closest('main, [role="main"]') !== null &&
    el.closest('[data-page-loading]') === null &&
    !(el.textContent ?? '').includes(fallback);
  let heading = false;
  const hydrated = () => document.documentElement?.dataset.hydrated === 'true';
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.nodeName === 'SCRIPT' && node.src) urls.push(node.src);
        const headings = [
          ...(node.matches(HEADINGS) ? [node] : []),
          ...node.querySelectorAll(HEADINGS),
        ];
        if (headings.some(isScreenHeading)) heading = true;
        for (const script of node.querySelectorAll('script[src]')) urls.push(script.src);
      }
      if (heading && hydrated()) {
        window.__benchRendered = true;
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated'],
  });
}

/**
 * Open one route in a fresh context (empty cache) and measure it.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ shellUrl: string, cdnUrl: string, tokens: { access: string, refresh: string } | null,
 *   fileIndex?: Map<string, { container: string, packages: string[] }>, timeoutMs?: number }} options
 */
export async function measureRoute(
  browser,
  route,
  { shellUrl, cdnUrl, tokens, fileIndex = new Map(), timeoutMs = 60_000 },
) {
  const context = await browser.newContext({
    viewport: { width: 393, height: 851 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (route.signedIn && tokens) {
    await context.addInitScript(
      ([access, refresh]) => {
        window.localStorage.setItem('accessToken', access);
        window.localStorage.setItem('refreshToken', refresh);
      },
      [tokens.access, tokens.refresh],
    );
  }
  await context.addInitScript(recordScriptsUntilHeading, FALLBACK);
  const page = await context.newPage();
  // Every script response, by URL; which of them count is decided by the page (below).
  const bodies = new Map();
  const bodyOf = (url) => {
    if (!bodies.has(url)) {
      let resolve;
      const promise = new Promise((r) => {
        resolve = r;
      });
      bodies.set(url, { promise, resolve });
    }
    return bodies.get(url);
  };
  page.on('response', (response) => {
    if (response.request().frame() !== page.mainFrame()) return;
    const entry = bodyOf(response.url());
    if (response.status() !== 200) return entry.resolve(null);
    response
      .body()
      .then((body) =>
        entry.resolve({ url: response.url(), bytes: body.length, gzip: gzipSize(body) }),
      )
      .catch(() => entry.resolve(null));
  });
  page.on('requestfailed', (request) => bodyOf(request.url()).resolve(null));
  const started = Date.now();
  let error = null;
  try {
    // The client-rendered page (?ssr=0): hydrating a server-rendered one needs the same scripts,
    // but the route's lazy page chunk may arrive after the shell marks the page hydrated, so only
    // the client render asks for everything before its heading shows.
    const url = new URL(route.url);
    url.searchParams.set('ssr', '0');
    await page.goto(url.href, { waitUntil: 'commit', timeout: timeoutMs });
    const main = page.getByRole('main');
    // The page's own heading, seen being added, on a hydrated page (recordScriptsUntilHeading).
    await page.waitForFunction(() => window.__benchRendered === true, null, {
      timeout: timeoutMs,
    });
    if ((await main.getByText(FALLBACK).count()) > 0)
      throw new Error('the remote fallback rendered');
  } catch (e) {
    error = e.message.split('\n')[0];
  }
  const renderMs = Date.now() - started;
  // The scripts the page had added by the time its heading was added (DOM order, so the same
  // set however fast each response arrives), each waited for.
  const scripts = await page
    .evaluate(() => ({ urls: window.__benchScripts ?? [], cut: window.__benchRendered === true }))
    .catch(() => ({ urls: [], cut: false }));
  if (!scripts.cut && error === null) error = 'the heading was not seen being added';
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs, null);
  });
  const files = (
    await Promise.all(
      [...new Set(scripts.urls)].map((url) => Promise.race([bodyOf(url).promise, deadline])),
    )
  ).filter(Boolean);
  clearTimeout(timer);

  // Copies of each shared package actually loaded: from the federation runtime's share scope
  // (one entry per provider whose module was loaded) and from which containers' files arrived.
  const shareScope = await page
    .evaluate(() => {
      const federation = globalThis.__FEDERATION__;
      const out = {};
      for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(instance ?? {})) {
          for (const [name, versions] of Object.entries(scope ?? {})) {
            for (const [version, info] of Object.entries(versions ?? {})) {
              if (info && (info.loaded || info.lib)) {
                out[name] ??= [];
                const key = `${info.from}@${version}`;
                if (!out[name].includes(key)) out[name].push(key);
              }
            }
          }
        }
      }
      return out;
    })
    .catch(() => ({}));
  await context.close();

  const byBucket = {};
  const sharedLoaded = {};
  for (const file of files) {
    const bucket = bucketOf(file.url, { shellUrl, cdnUrl });
    byBucket[bucket] ??= { files: 0, bytes: 0, gzip: 0 };
    byBucket[bucket].files += 1;
    byBucket[bucket].bytes += file.bytes;
    byBucket[bucket].gzip += file.gzip;
    const shared = fileIndex.get(canonical(file.url, shellUrl));
    for (const name of shared?.packages ?? []) {
      sharedLoaded[name] ??= [];
      if (!sharedLoaded[name].includes(shared.container)) sharedLoaded[name].push(shared.container);
    }
  }
  const total = Object.values(byBucket).reduce(
    (sum, b) => ({
      files: sum.files + b.files,
      bytes: sum.bytes + b.bytes,
      gzip: sum.gzip + b.gzip,
    }),
    { files: 0, bytes: 0, gzip: 0 },
  );
  return {
    id: route.id,
    owner: route.owner,
    url: route.url,
    rendered: error === null,
    error,
    renderMs,
    total,
    byBucket,
    sharedLoadedFrom: sharedLoaded,
    shareScopeLoaded: shareScope,
    files: files.map((f) => ({ url: f.url, gzip: f.gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}

/** Fetch the shell's and the live remotes' manifests over HTTP, as the browser does. */
export async function loadManifests({ shellUrl }) {
  const getJson = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  };
  const shell = await getJson(`${shellUrl}/mf-manifest.json`).catch(() => null);
  const { remotes } = await getJson(`${shellUrl}/remotes.json`);
  const loaded = [];
  for (const remote of remotes) {
    const manifest = await getJson(remote.manifestUrl).catch(() => null);
    if (manifest)
      loaded.push({
        package: remote.package,
        version: remote.version,
        baseUrl: remote.manifestUrl.replace(/[^/]+$/, ''),
        manifest,
      });
  }
  return { shell, remotes: loaded };
}

/** Size of each shared singleton as each container builds it (gzipped sync files). */
export async function sharedSizes(manifests, shellUrl) {
  const sizes = {};
  const fileSize = new Map();
  const sizeOf = async (url) => {
    if (!fileSize.has(url)) {
      const response = await fetch(url);
      fileSize.set(url, response.ok ? gzipSize(Buffer.from(await response.arrayBuffer())) : null);
    }
    return fileSize.get(url);
  };
  const containers = [
    ...(manifests.shell
      ? [{ package: 'shell', baseUrl: `${shellUrl}/`, manifest: manifests.shell }]
      : []),
    ...manifests.remotes,
  ];
  for (const container of containers) {
    for (const shared of container.manifest.shared ?? []) {
      const files = shared.assets?.js?.sync ?? [];
      let gzip = 0;
      for (const file of files) gzip += (await sizeOf(new URL(file, container.baseUrl).href)) ?? 0;
      sizes[shared.name] ??= {
        version: shared.version,
        singleton: Boolean(shared.singleton),
        builtBy: {},
      };
      sizes[shared.name].builtBy[container.package] = { files, gzip };
    }
  }
  return sizes;
}

async function sandboxCall(sandboxUrl, method, urlPath, body, token) {
  const headers = { 'content-type': 'application/json', 'x-origin-type': 'shopper' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${sandboxUrl}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${method} ${urlPath}: HTTP ${response.status} ${json?.message ?? ''}`);
  return json?.data ?? json;
}

/**
 * A shopper of her own, ready to buy in tienda-demo: profile, membership, a card, an address and
 * one line in her cart (td-p-0002 sells monthly). Checkout sends an empty cart to the store root,
 * so the checkout route needs a line; a fresh shopper, so the report and `npm test` (whose other
 * journeys read Ana's cart) never touch a cart anyone else reads.
 */
async function checkoutShopper(sandboxUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.cl`;
  const first = await sandboxCall(sandboxUrl, 'POST', '/sandbox/session', { email });
  const profile = {
    name: 'Carla',
    lastName: 'Rojas',
    rut: '11111111-1',
    phone: '912345678',
    phonePrefix: '+56',
  };
  await sandboxCall(sandboxUrl, 'PUT', '/v1/auth/', profile, first.access);
  const tokens = await sandboxCall(sandboxUrl, 'POST', '/v1/auth/refresh', {
    refreshToken: first.refresh,
  });
  const { userId } = JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString());
  await sandboxCall(sandboxUrl, 'POST', '/sandbox/members', { email, storeName: 'tienda-demo' });
  await sandboxCall(sandboxUrl, 'POST', '/sandbox/cards', {
    email,
    storeName: 'tienda-demo',
    number: '4111111111111111',
    brand: 'Visa',
    type: 'Credit',
  });
  await sandboxCall(
    sandboxUrl,
    'POST',
    `/v1/users/${userId}/addAddress`,
    {
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      region: 'Metropolitana de Santiago',
      country: 'Chile',
    },
    tokens.access,
  );
  await sandboxCall(
    sandboxUrl,
    'POST',
    '/v1/carts/addProduct',
    {
      storeId: 'st-tienda-demo',
      guestId: 'bench',
      userId,
      product: { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' },
    },
    tokens.access,
  );
  return { access: tokens.access, refresh: tokens.refresh, email };
}

/**
 * Who each signed-in route is measured as: the seeded Ana (reads only) and, for checkout, a
 * shopper of her own with one line in her cart. Shared by the report and the budget test, so
 * both measure the same screens.
 * @returns {Promise<{ ana: Shopper, checkout: Shopper }>}
 * @typedef {{ access: string, refresh: string, email: string }} Shopper
 */
export async function benchShoppers(sandboxUrl) {
  return {
    ana: await signIn(sandboxUrl, 'ana@demo.cl'),
    checkout: await checkoutShopper(sandboxUrl),
  };
}

/** New tokens for a shopper (the sandbox's scene sign-in), e.g. before each Lighthouse run. */
export async function signIn(sandboxUrl, email) {
  const { access, refresh } = await sandboxCall(sandboxUrl, 'POST', '/sandbox/session', { email });
  return { access, refresh, email };
}

/** The tokens a route is opened with (null: signed out). */
export function tokensFor(route, shoppers) {
  if (!route.signedIn) return null;
  return route.id === 'checkout' ? shoppers.checkout : shoppers.ana;
}

/**
 * Run the whole report against a running stack.
 * @param {{ shellUrl: string, cdnUrl: string, sandboxUrl: string, log?: (line: string) => void,
 *   shellComposition?: Map<string, { gzip: number, packages: Map<string, number> }> | null }} stack
 *   shellComposition: from build-composition.mjs, to size singletons with what they pull in
 */
export async function bundleReport({
  shellUrl,
  cdnUrl,
  sandboxUrl,
  log = console.log,
  shellComposition = null,
}) {
  const manifests = await loadManifests({ shellUrl });
  const fileIndex = sharedFileIndex(manifests, shellUrl);
  const shoppers = await benchShoppers(sandboxUrl);
  // Loaded here so the pure helpers above can be imported without a browser runner.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  const routes = [];
  try {
    // One throwaway visit first, so the servers' gzip caches and the sandbox are warm.
    await measureRoute(browser, benchRoutes({ shellUrl })[0], {
      shellUrl,
      cdnUrl,
      tokens: null,
      fileIndex,
    });
    for (const route of benchRoutes({ shellUrl })) {
      log(`  ${route.id}…`);
      routes.push(
        await measureRoute(browser, route, {
          shellUrl,
          cdnUrl,
          tokens: tokensFor(route, shoppers),
          fileIndex,
        }),
      );
    }
  } finally {
    await browser.close();
  }
  const shared = await sharedSizes(manifests, shellUrl);
  // Shell files any measured route loaded, by package group (Chakra counts for @storefront/ui).
  const shellFiles = new Set(
    routes.flatMap((r) =>
      r.files
        .filter((f) => bucketOf(f.url, { shellUrl, cdnUrl }) === 'shell')
        .map((f) => new URL(f.url).pathname.replace(/^\//, '')),
    ),
  );
  const groups = shellComposition ? sumByGroup(shellComposition, shellFiles) : null;
  const singletons = Object.entries(shared)
    .filter(([, info]) => info.singleton)
    .map(([name, info]) => {
      const copiesPerRoute = routes.map((r) =>
        Math.max(r.sharedLoadedFrom[name]?.length ?? 0, r.shareScopeLoaded[name]?.length ?? 0),
      );
      const maxCopies = Math.max(0, ...copiesPerRoute);
      const group = groups?.get(name);
      return {
        name,
        version: info.version,
        // With the build composition: the package and what it pulls in; else its manifest chunks.
        gzip: group
          ? Math.round(group.gzip)
          : (info.builtBy.shell?.gzip ??
            Math.max(...Object.values(info.builtBy).map((b) => b.gzip))),
        includes: group
          ? Object.fromEntries(
              [...group.packages]
                .sort((a, b) => b[1] - a[1])
                .map(([pkg, bytes]) => [pkg, Math.round(bytes)]),
            )
          : undefined,
        builtBy: info.builtBy,
        maxCopiesInOnePage: maxCopies,
        once: maxCopies <= 1,
        loadedFrom: [...new Set(routes.flatMap((r) => r.sharedLoadedFrom[name] ?? []))],
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const shellByGroup = groups
    ? Object.fromEntries(
        [...groups]
          .sort((a, b) => b[1].gzip - a[1].gzip)
          .map(([group, g]) => [group, Math.round(g.gzip)]),
      )
    : undefined;
  return {
    generatedAt: new Date().toISOString(),
    method:
      'Chromium (Playwright), phone viewport, empty cache per route; every script the page adds (parser or script inserted, in DOM order) until a heading is added to the main landmark, each response waited for; sizes are gzip -9 of the response bodies; buckets: "shell" = shell origin, others = remote folder on the CDN. Singleton sizes: the shell files the routes loaded, attributed to packages by a webpack stats build of the shell (Chakra, ark-ui, zag count for @storefront/ui; scheduler for react-dom); copies: providers loaded in the federation share scope and containers whose shared chunks arrived.',
    remotes: manifests.remotes.map((r) => ({ package: r.package, version: r.version })),
    routes,
    singletons,
    singletonsOnce: singletons.every((s) => s.once),
    shellJsByPackage: shellByGroup,
  };
}

/** Plain-text tables of a report. */
export function formatReport(report) {
  const kb = (n) => (n / 1024).toFixed(1);
  const buckets = ['shell', ...REMOTES.map((r) => r.package)];
  const head = ['route', 'total KB gz', ...buckets.map((b) => `${b} KB`), 'render ms'];
  const rows = report.routes.map((r) => [
    r.rendered ? r.id : `${r.id} (NOT RENDERED)`,
    kb(r.total.gzip),
    ...buckets.map((b) => (r.byBucket[b] ? kb(r.byBucket[b].gzip) : '-')),
    String(r.renderMs),
  ]);
  const lines = [table(head, rows), ''];
  lines.push(
    table(
      ['shared singleton', 'version', 'KB gz', 'max copies in a page', 'once'],
      report.singletons.map((s) => [
        s.name,
        s.version ?? '',
        kb(s.gzip),
        String(s.maxCopiesInOnePage),
        s.once ? 'yes' : 'NO',
      ]),
    ),
  );
  if (report.shellJsByPackage) {
    lines.push('');
    lines.push(
      table(
        ['shell JS by package (loaded by the routes)', 'KB gz'],
        Object.entries(report.shellJsByPackage).map(([name, gzip]) => [name, kb(gzip)]),
      ),
    );
  }
  return lines.join('\n');
}

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The "Bundle figures" text (deploy/stack/bench/HISTORY.md) for a report. */
export function formatMarkdown(report) {
  const kb = (n) => (n / 1024).toFixed(1);
  const rows = report.routes.map((r) => {
    const remotes = Object.entries(r.byBucket)
      .filter(([bucket]) => bucket !== 'shell')
      .map(([bucket, b]) => `${bucket} ${kb(b.gzip)}`);
    return `| ${r.id}${r.rendered ? '' : ' (did not render)'} | ${kb(r.total.gzip)} | ${kb(r.byBucket.shell?.gzip ?? 0)} | ${remotes.join(', ') || '-'} |`;
  });
  const singletons = report.singletons.map((s) => `${s.name} ${kb(s.gzip)}`).join(' · ');
  return [
    `From \`npm run bench\` (${report.generatedAt.slice(0, 10)}; data in \`deploy/stack/bench/bundle-report.json\`): gzipped JS each`,
    'route loads before its screen renders; Chromium, phone viewport, empty cache.',
    '',
    '| route | total KB | shell KB | remote KB |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Shared singletons as the shell provides them, KB gzipped with what each pulls in (Chakra, ark-ui and`,
    `zag count for \`@storefront/ui\`): ${singletons}.`,
    `Each loaded once per page (one provider in the federation share scope, no remote copy fetched): ${report.singletonsOnce ? 'yes' : 'NO'}.`,
  ].join('\n');
}
