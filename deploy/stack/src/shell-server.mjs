// The shell server: shell/dist with an SPA fallback, plus two small JSON documents the shell reads
// at boot. It answers on any Host header, so http://{store}.localhost:{port}/ (own-host mode) gets
// the same shell as http://localhost:{port}/{store}/ (marketplace mode); the shell tells them apart.
//   /remotes.json  what is live, built from the CDN registry on every request (no-cache), so a
//                  promote or rollback reaches the next page load without a shell rebuild
//   /config.json   runtime URLs from the environment (nothing about hosts is baked into the build)
//   /api/v1/*      the sandbox's /v1/*, proxied (api-proxy.mjs): store pages call their own origin,
//                  so no API request waits for a CORS preflight
// A store page's HTML carries its boot data and preload hints (html-document.mjs, boot-cache.mjs),
// so the browser fetches neither JSON document, nor the store, template, policy or remote manifests.
// Public store routes are server-rendered (issue 15) when the server has a render pool (ssr-pool.mjs)
// and the shell's server entry exists: the head goes out at once (unless the status may not be a 200:
// statusWaitsForRender), the render's html follows; a render that fails or misses its deadline
// leaves today's client-rendered page (never an error page). Every other route of a remote that
// shows the chrome gets the server's placeholder in #root (the chrome and the route's loading
// state), which the browser renders over: a phone paints the store before the scripts have run.
// See static-files.mjs for why node:http.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { constants as zlibConstants, createGzip, gzipSync } from 'node:zlib';
import { API_PREFIX, createApiProxy } from './api-proxy.mjs';
import { createBootCache, createTenantLoader, resolvePathPrefix } from './boot-cache.mjs';
import {
  bootDocument,
  landingBannerImages,
  hasEmptyRoot,
  contentPreloadLinks,
  preloadLinks,
  afterPaintChunkScripts,
  scriptPreloadLinks,
  remoteScripts,
  routeForPath,
  storePageHtml,
  storePageParts,
  storePageRest,
  stripPrefix,
  templateFontFiles,
  withTabIcon,
} from './html-document.mjs';
import { REMOTES } from './ports.mjs';
import {
  cohortOf,
  createCanaryWatch,
  parseReport,
  runningCanaries,
  withCanaries,
} from './canary.mjs';
import { previewOf, withPreview } from './preview.mjs';
import { readRegistry, registryPath } from './registry.mjs';
import { securityHeaders } from './security-headers.mjs';
import { fileStats, listen, resolveInside, sendFile, sendJson, sendText } from './static-files.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A path whose last segment has one of these extensions is a missing asset (404), not a route.
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|txt|webmanifest)$/i;
// Files named with a content hash (main.3f2a9c1b.js, 123.abcdef12.chunk.js) never change.
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;
const routesCache = new Map();

async function readRoutesFile(cdnDir, pkg, version) {
  const key = `${cdnDir}:${pkg}:${version}`;
  if (routesCache.has(key)) return routesCache.get(key);
  try {
    const routes = JSON.parse(
      await fs.readFile(path.join(cdnDir, pkg, version, 'routes.json'), 'utf8'),
    );
    routesCache.set(key, routes); // version folders are immutable
    return routes;
  } catch {
    return null;
  }
}

/**
 * The /remotes.json document (deploy/README.md) for one environment of the registry.
 * Routes come from the registry (recorded at publish), else from the version folder's routes.json,
 * else from the last-known-good version, so a remote whose folder is unreachable still claims its
 * routes and the shell shows its fallback there.
 * @param {{ registry: { environments: object, published: object }, cdnDir: string, cdnUrl: string, environment?: string }} options
 */
export async function remotesDocument({ registry, cdnDir, cdnUrl, environment = 'local' }) {
  const live = registry.environments?.[environment] ?? {};
  const base = cdnUrl.replace(/\/+$/, '');
  const manifestUrl = (pkg, version) => `${base}/${pkg}/${version}/mf-manifest.json`;
  const routesOf = async (pkg, version) =>
    registry.published?.[pkg]?.[version]?.routes ?? (await readRoutesFile(cdnDir, pkg, version));
  const remotes = [];
  for (const { package: pkg, name } of REMOTES) {
    const entry = live[pkg];
    if (!entry?.version) continue;
    const lkgVersion = entry.previous?.[0] ?? null;
    const routes =
      (await routesOf(pkg, entry.version)) ??
      (lkgVersion && (await routesOf(pkg, lkgVersion))) ??
      [];
    remotes.push({
      name,
      package: pkg,
      version: entry.version,
      manifestUrl: manifestUrl(pkg, entry.version),
      lastKnownGood: lkgVersion
        ? { version: lkgVersion, manifestUrl: manifestUrl(pkg, lkgVersion) }
        : null,
      routes,
    });
  }
  return { remotes };
}

/** The /config.json document. @param {ReturnType<import('./ports.mjs').stackConfig>} config */
export function configDocument(config) {
  return {
    apiBaseUrl: config.apiBaseUrl,
    sandboxUrl: config.sandboxUrl,
    providerHomeUrl: config.providerHomeUrl,
    marketplaceHosts: ['localhost', '127.0.0.1'],
  };
}

// A Host header as browsers send it: name or IPv4 (or [IPv6]) and an optional port.
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the browser used (own-host stores are {store}.localhost:port, the marketplace
 * localhost:port), from the Host header; the configured shell URL when it is missing or odd.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestOrigin(req, fallback) {
  const host = req.headers.host ?? '';
  if (!HOST_HEADER.test(host)) return new URL(fallback).origin;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}

/** A small file of the dist read again only when it changes (index.html, preload.json). */
function fileCache() {
  const entries = new Map();
  return async (file, parse = (text) => text) => {
    const stats = await fileStats(file);
    if (!stats) return null;
    const key = `${stats.mtimeMs}:${stats.size}`;
    const hit = entries.get(file);
    if (hit?.key === key) return hit.value;
    const value = parse(await fs.readFile(file, 'utf8'));
    entries.set(file, { key, value });
    return value;
  };
}

/**
 * What the shell server needs of ssr-pool.mjs (tests may pass a fake).
 * @typedef {{ render: (input: object) => Promise<object | null>, available: () => Promise<boolean>,
 *   deadlineMs: number, warmUp?: (getInput: () => Promise<object | null>) => Promise<void> }} SsrRenderer
 */

/**
 * @param {{ shellDist: string, cdnDir: string, cdnUrl: string, environment?: string,
 *   config: ReturnType<typeof configDocument>, frameAncestors?: string[], opener?: string,
 *   sandboxInternalUrl?: string, bootData?: boolean, tenantTtlMs?: number, publicUrl?: string,
 *   ssr?: SsrRenderer | null, canaryWatch?: ReturnType<typeof createCanaryWatch> }} options
 *   sandboxInternalUrl: where /api/v1 is proxied (and the tenant read); without it, no proxy and
 *   config.apiBaseUrl as given (the payments standalone host keeps calling the sandbox directly).
 *   bootData: store pages carry boot data and preload hints (the shell; not the payments host).
 *   ssr: server rendering of public store routes (needs bootData and sandboxInternalUrl); the
 *   stack passes its ssr-pool.mjs pool unless SSR=0. The payments host never gets one.
 *   canaryWatch: counts canary browsers and failure reports (canary.mjs); the stack passes one
 *   for both hosts, else the server keeps its own.
 */
export function createShellServer({
  shellDist,
  cdnDir,
  cdnUrl,
  environment = 'local',
  config,
  frameAncestors = [],
  opener,
  sandboxInternalUrl,
  bootData = false,
  tenantTtlMs,
  publicUrl = 'http://localhost',
  ssr = null,
  canaryWatch = createCanaryWatch({ cdnDir, environment }),
}) {
  const root = path.resolve(shellDist);
  const json = { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' };
  const security = Object.entries(securityHeaders({ cdnUrl, config, frameAncestors, opener }));
  const proxy = sandboxInternalUrl ? createApiProxy({ sandboxUrl: sandboxInternalUrl }) : null;
  const pageConfig = (req) =>
    proxy ? { ...config, apiBaseUrl: `${requestOrigin(req, publicUrl)}${API_PREFIX}` } : config;
  const liveRemotes = async () =>
    remotesDocument({ registry: await readRegistry(cdnDir), cdnDir, cdnUrl, environment });
  // The registry, read again only when the file changed (a promote, a rollback, the canary watch).
  let registryCache = { key: null, value: null };
  const registryNow = async () => {
    const stats = await fs.stat(registryPath(cdnDir)).catch(() => null);
    const key = stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : 'none';
    if (registryCache.key !== key) registryCache = { key, value: await readRegistry(cdnDir) };
    return registryCache.value;
  };
  /**
   * What this request's page loads: the live remotes, a preview's (preview.mjs), or with the
   * canaries that cover this browser's cohort (canary.mjs; a browser without its id gets one, on
   * `res`). `canaries`: the remotes served as canary, with their versions.
   */
  const remotesFor = async (req, res) => {
    const live = boot ? await boot.getRemotes() : await liveRemotes();
    const preview = previewOf(req);
    if (preview) {
      const previewed = withPreview(live, await readRegistry(cdnDir), preview, cdnUrl);
      if (previewed) return { remotes: previewed, preview: true, canaries: [] };
    }
    const registry = await registryNow();
    if (runningCanaries(registry, environment).length === 0)
      return { remotes: live, preview: false, canaries: [] };
    let browserId = await canaryWatch.browserIdOf(req);
    if (!browserId) {
      const browser = await canaryWatch.newBrowser();
      browserId = browser.id;
      res.setHeader('Set-Cookie', browser.cookie);
    }
    const picked = withCanaries(live, registry, environment, cohortOf(browserId), cdnUrl);
    return { remotes: picked.remotes, preview: false, canaries: picked.canaries, browserId };
  };

  /** POST /telemetry: a page's report of a remote's failure (canary.mjs), answered 204. */
  async function receiveReport(req, res) {
    let text = '';
    for await (const chunk of req) {
      text += chunk;
      if (text.length > 2048) break;
    }
    const report = text.length <= 2048 ? parseReport(text) : null;
    const browserId = await canaryWatch.browserIdOf(req);
    if (report && browserId) await canaryWatch.failed(report.package, report.version, browserId);
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  }
  const loadTenant = sandboxInternalUrl
    ? createTenantLoader({ apiUrl: `${sandboxInternalUrl}/v1` })
    : null;
  const boot =
    bootData && loadTenant
      ? createBootCache({ cdnDir, cdnUrl, loadRemotes: liveRemotes, loadTenant, tenantTtlMs })
      : null;
  // The last store page's boot parts: a recycled worker warms up with a real page's document.
  let lastBootParts = null;
  const distFile = fileCache();
  // The shell's /assets file names (fonts), listed again when a new build replaced index.html.
  let assets = { html: null, files: [] };
  const assetFiles = async (indexHtml) => {
    if (assets.html !== indexHtml) {
      const files = await fs.readdir(path.join(root, 'assets')).catch(() => []);
      assets = { html: indexHtml, files };
    }
    return assets.files;
  };

  /**
   * A store page's pieces when the tenant resolves (boot data, hints, the route the path matches);
   * null when the browser must do it all (no boot data here, no store, the API down).
   */
  async function storePage(req, res, urlPath, indexHtml) {
    if (!boot) return null;
    const hostname = requestOrigin(req, publicUrl)
      .replace(/^https?:\/\//, '')
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '');
    const location = resolvePathPrefix({
      hostname,
      pathname: urlPath,
      marketplaceHosts: config.marketplaceHosts ?? [],
    });
    let remotes;
    let result;
    let preview;
    let canaries;
    let browserId;
    try {
      [{ remotes, preview, canaries, browserId }, result] = await Promise.all([
        remotesFor(req, res),
        boot.getTenant(location),
      ]);
    } catch (error) {
      // The browser's own fetches take over (and show their error page if the API is down).
      console.warn(`[shell-server] no boot data for ${urlPath}: ${error.message}`);
      return null;
    }
    // No store here: the shell sends the browser to the provider's home, as without boot data.
    if (result.kind !== 'ok') return null;
    const { tenant } = result;
    const manifests = await manifestsOf(remotes);
    const relativePath = stripPrefix(urlPath, tenant.prefix);
    const match = routeForPath(remotes, relativePath, tenant.mode);
    const remote = match?.remote;
    const canary = canaries.find((c) => c.package === remote?.package);
    if (canary) canaryWatch.served(canary.package, canary.version, canary.since, browserId);
    const preload = await distFile(path.join(root, 'preload.json'), JSON.parse).catch(() => null);
    const hints = {
      cdnUrl,
      shellScripts: Array.isArray(preload?.js) ? preload.js : [],
      remoteScripts: remote ? remoteScripts(remote.manifestUrl, manifests[remote.manifestUrl]) : [],
      fonts: templateFontFiles(tenant.template, await assetFiles(indexHtml)),
      images: landingBannerImages(tenant.store, relativePath),
    };
    const tabIcon = tenant.store?.content?.navigation?.tabLogoUrl;
    lastBootParts = { config: pageConfig(req), tenant };
    return {
      html: withTabIcon(indexHtml, tabIcon),
      // A client-rendered page fetches everything at once; a server-rendered one streams the
      // content's hints in its head and leaves the scripts' for after its first paint.
      links: preloadLinks(hints),
      contentLinks: contentPreloadLinks(hints),
      scriptLinks: scriptPreloadLinks([...hints.shellScripts, ...hints.remoteScripts]),
      // After a server render's first paint: the route's remote is hinted, and the shell's own
      // chunks are started by main.js in a task before the boot's (shell/src/boot/after-paint.ts).
      afterPaintLinks:
        scriptPreloadLinks(hints.remoteScripts) + afterPaintChunkScripts(hints.shellScripts),
      // A placeholder page: the scripts that render it start at once, after what it paints.
      lowScriptLinks: scriptPreloadLinks([...hints.shellScripts, ...hints.remoteScripts], {
        low: true,
      }),
      bootParts: { config: pageConfig(req), remotes, tenant, manifests },
      route: match?.route ?? null,
      remote: remote ?? null,
      hostname,
      // A preview's or a canary's versions are not what the render worker holds: client render.
      preview: preview || canaries.length > 0,
    };
  }

  async function manifestsOf(remotes) {
    const manifests = {};
    for (const remote of remotes.remotes) {
      const manifest = await boot.getManifest(remote.manifestUrl);
      if (manifest) manifests[remote.manifestUrl] = manifest;
    }
    return manifests;
  }

  /**
   * Whether this request is server-rendered: a public route's GET, unless ?ssr=0, no entry, or a
   * route whose live remote publishes no server build (mfe-cart-checkout's cart): rendering only
   * the chrome would hold its scripts back until the first paint for nothing. Nor a preview's or a
   * canary's page.
   */
  async function rendersOnServer(req, page) {
    if (!ssr || !page || page.preview || req.method !== 'GET' || page.route?.access !== 'public')
      return false;
    if (new URL(req.url ?? '/', 'http://shell').searchParams.get('ssr') === '0') return false;
    if (!hasEmptyRoot(page.html) || !storePageParts(page.html, {})) return false;
    if (!page.remote || !(await boot.hasServerBuild(page.remote.manifestUrl))) return false;
    return ssr.available();
  }

  /**
   * The render pool's answer for this page (its RenderInput, plus `extra`), or null when it failed
   * or broke the contract: the caller then serves the page the browser renders.
   */
  function renderPage(req, page, extra = {}) {
    return ssr
      .render({
        url: req.url ?? '/',
        hostname: page.hostname,
        boot: bootDocument(page.bootParts),
        serverApiBaseUrl: `${sandboxInternalUrl}/v1`,
        deadlineMs: ssr.deadlineMs,
        ...extra,
      })
      .then(validRender, () => null);
  }

  /**
   * Whether a page the browser renders gets the server's placeholder (its chrome and the route's
   * loading state, so a phone paints the store at once instead of a blank page until the scripts
   * have run): a route of a remote (signed-in, payment, a remote with no server build) that shows
   * the chrome, unless ?ssr=0 or the page is not a store page the server can fill.
   */
  async function rendersPlaceholder(req, page) {
    if (!ssr || !page?.route || page.preview || page.route.hidesChrome || req.method !== 'GET')
      return false;
    if (new URL(req.url ?? '/', 'http://shell').searchParams.get('ssr') === '0') return false;
    if (!hasEmptyRoot(page.html) || !storePageParts(page.html, {})) return false;
    return ssr.available();
  }

  /**
   * Writes a store page's status and headers (`xSsr`: the X-SSR value); returns the body's stream,
   * gzip when the browser takes it (a shopper who leaves ends both), and `flush` to send what is
   * written so far.
   */
  function openHtml(req, res, status, xSsr) {
    const gzip = acceptsGzip(req);
    res.writeHead(status, htmlHeaders(gzip, { 'X-SSR': xSsr }));
    if (!gzip) return { out: res, flush: () => {} };
    const out = createGzip();
    pipeline(out, res, () => {});
    return { out, flush: () => out.flush(zlibConstants.Z_SYNC_FLUSH) };
  }

  /**
   * A client-rendered page with the server's placeholder in #root, streamed: `<head>` at once with
   * the content's hints and every script hint at low priority (the scripts render this page, so
   * they start at once, but after what the placeholder paints: held until the first paint, they
   * put Lighthouse's LCP 0.6 s later; at normal priority it counted them as render-blocking and the
   * first paint did not move), then the placeholder and its styles and the boot data without
   * `ssr` (the browser renders over the placeholder rather than hydrating it). A render that fails
   * or is late (a busy render thread) leaves #root empty.
   */
  async function sendPlaceholder(req, res, page) {
    const parts = /** @type {{ start: string, end: string }} */ (
      storePageParts(page.html, { links: page.contentLinks + page.lowScriptLinks })
    );
    const rendering = renderPage(req, page, { placeholder: true });
    const { out, flush } = openHtml(req, res, 200, 'placeholder');
    out.write(parts.start);
    flush();
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), PLACEHOLDER_WAIT_MS);
    });
    const result = await Promise.race([rendering, late]);
    clearTimeout(timer);
    out.end(
      storePageRest(parts.end, {
        boot: bootDocument(page.bootParts),
        render: result?.status === 200 ? result : null,
        kind: 'placeholder',
      }),
    );
  }

  /**
   * The server-rendered page, streamed: `<head>` with the content's hints at once (the browser
   * starts on the fonts and banner while the render runs), then the script hints (inert until the
   * first paint when rendered), the styles, the boot data and the body.
   * When the render may answer something other than a 200 (statusWaitsForRender), the head waits
   * for it: a 404 goes out with the page, a 302 alone.
   */
  async function sendRendered(req, res, page) {
    const parts = /** @type {{ start: string, end: string }} */ (
      storePageParts(page.html, { links: page.contentLinks })
    );
    const rendering = renderPage(req, page);
    let body;
    const waitsForStatus = statusWaitsForRender(page);
    if (!waitsForStatus) {
      body = openHtml(req, res, 200, 'on');
      body.out.write(parts.start);
      body.flush();
    }
    const result = await rendering;
    if (waitsForStatus) {
      const location = result?.status === 302 ? sameSitePath(result.location) : null;
      if (location) {
        res.writeHead(302, { Location: location, 'Cache-Control': 'no-cache', 'X-SSR': 'on' });
        res.end();
        return;
      }
      body = openHtml(req, res, result?.status === 404 ? 404 : 200, 'on');
      body.out.write(parts.start);
    } else if (result && result.status !== 200) {
      console.warn(
        `[shell-server] ${req.url}: rendered as a ${result.status} after a 200 went out`,
      );
    }
    const bootDoc = bootDocument({ ...page.bootParts, ...(result ? { ssr: result.ssr } : {}) });
    body.out.end(
      storePageRest(parts.end, {
        boot: bootDoc,
        render: result,
        scriptLinks: result ? page.afterPaintLinks : page.scriptLinks,
      }),
    );
  }

  /**
   * The warm-up's input: a whole boot document with the live remotes (what the warm-up loads),
   * the last page's store, else any store of the sandbox (at start, before any page).
   */
  async function ssrWarmUpInput() {
    if (!boot || !loadTenant) return null;
    const remotes = await boot.getRemotes();
    let page = lastBootParts;
    if (!page) {
      const any = await loadTenant({ mode: 'any' });
      if (any.kind !== 'ok') return null;
      page = {
        config: proxy ? { ...config, apiBaseUrl: `${publicUrl}${API_PREFIX}` } : config,
        tenant: any.tenant,
      };
    }
    return {
      boot: bootDocument({ ...page, remotes, manifests: await manifestsOf(remotes) }),
      serverApiBaseUrl: `${sandboxInternalUrl}/v1`,
    };
  }

  const server = http.createServer(async (req, res) => {
    for (const [name, value] of security) res.setHeader(name, value);
    try {
      if (proxy?.(req, res)) return;
      if (req.method === 'POST' && req.url === '/telemetry') {
        await receiveReport(req, res);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://shell').pathname;
      if (urlPath === '/remotes.json') {
        const { remotes, canaries, browserId } = await remotesFor(req, res);
        // The payments host has no boot data: its page reads this document at boot.
        if (!boot)
          for (const c of canaries) canaryWatch.served(c.package, c.version, c.since, browserId);
        sendJson(res, 200, remotes, { ...json, Vary: 'Cookie' });
        return;
      }
      if (urlPath === '/config.json') {
        sendJson(res, 200, pageConfig(req), json);
        return;
      }
      const file = resolveInside(root, urlPath);
      const stats = file && urlPath !== '/' ? await fileStats(file) : null;
      if (stats && file) {
        const name = path.basename(file);
        const cache = name !== 'index.html' && HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
        await sendFile(req, res, file, stats, { 'Cache-Control': cache });
        return;
      }
      if (ASSET_EXTENSION.test(urlPath)) {
        sendText(res, 404, 'Not found');
        return;
      }
      // Any other path is a route of the SPA: the shell's router decides (store root, redirects).
      const index = path.join(root, 'index.html');
      const indexHtml = await distFile(index);
      if (indexHtml === null) {
        sendText(
          res,
          503,
          `The shell is not built: ${index} is missing (run npx turbo run build).`,
        );
        return;
      }
      const page = await storePage(req, res, urlPath, indexHtml);
      if (await rendersOnServer(req, page)) {
        await sendRendered(req, res, page);
        return;
      }
      if (await rendersPlaceholder(req, page)) {
        await sendPlaceholder(req, res, page);
        return;
      }
      const html = Buffer.from(
        page
          ? storePageHtml(page.html, { boot: bootDocument(page.bootParts), links: page.links })
          : indexHtml,
      );
      const gzip = acceptsGzip(req);
      const body = gzip ? gzipSync(html) : html;
      res.writeHead(200, {
        ...htmlHeaders(gzip, { 'X-SSR': 'off' }),
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!res.headersSent) sendText(res, 500, `Shell server error: ${error.message}`);
      else res.destroy();
    }
  });
  /** Loads the live remotes' server entries in the render worker (stack start, after deploy). */
  server.warmUpSsr = async () => {
    if (ssr?.warmUp) await ssr.warmUp(ssrWarmUpInput);
  };
  return server;
}

/**
 * How long a placeholder may hold the page back (main.js runs once the document has ended): it is
 * the chrome alone, a few milliseconds when the render thread is free.
 */
const PLACEHOLDER_WAIT_MS = 500;

const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * Whether a server render may answer other than 200, so the status waits for it instead of the
 * head going out at once: a route with a parameter or a splat may name something that is not
 * there (a product: 404), and a service store or a store with a view switched off sends some public
 * routes elsewhere (302). Where to is the render's (the shell's router guard) to say.
 * @param {{ route?: { path: string } | null, bootParts: { tenant?: any } }} page
 */
export function statusWaitsForRender(page) {
  const segments = (page.route?.path ?? '').split('/');
  if (segments.some((segment) => segment === '*' || segment.startsWith(':'))) return true;
  const store = page.bootParts.tenant?.store;
  if (store?.serviceType === 'service') return true;
  // This route's view, read as the shell reads it: a view missing or without `active` is off.
  const view = String(page.route?.name ?? '').toLowerCase();
  return SWITCHABLE_VIEWS.has(view) && store?.content?.views?.[view]?.active !== true;
}

/** The views a store can switch off, by route name (spec 000 §2; shell's store-route.tsx). */
const SWITCHABLE_VIEWS = new Set(['landing', 'catalog', 'cart', 'info', 'contact']);

/** A redirect target the render gave, if it is a path of this same site (never another host). */
export function sameSitePath(location) {
  if (typeof location !== 'string' || !/^\/(?![/\\])/.test(location)) return null;
  try {
    // What a header cannot carry as it is (a view's free-text default route) goes percent-encoded.
    return location.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return null; // a lone surrogate
  }
}

/**
 * A store page's headers; X-SSR says whether a server render was attempted ("on"), the
 * placeholder of a client-rendered route ("placeholder"), or neither ("off").
 */
const htmlHeaders = (gzip, extra) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  Vary: 'Accept-Encoding',
  ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  ...extra,
});

/** A RenderResult the page can use, else null (a render that broke the contract falls back). */
function validRender(result) {
  if (
    result &&
    typeof result.html === 'string' &&
    typeof result.head === 'string' &&
    result.ssr &&
    typeof result.ssr === 'object'
  )
    return result;
  if (result)
    console.warn('[shell-server] the server render returned no html/head/ssr: client render');
  return null;
}

/** @param {Parameters<typeof createShellServer>[0] & { port: number }} options */
export async function startShellServer({ port, ...options }) {
  return listen(createShellServer(options), port);
}
