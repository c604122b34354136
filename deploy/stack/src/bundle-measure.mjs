// @ts-check
/* global window, document, MutationObserver -- in the functions page.evaluate runs in the browser */
// The bundle report's measurement of one route, run in Chromium through Playwright against a
// running stack: every JS response from navigation start until the route's screen has rendered,
// gzipped and summed per origin (the shell) or remote, and the shared singletons it loaded.
import { gzipSync } from 'node:zlib';
import { bucketOf } from './bundle-routes.mjs';

const FALLBACK = 'Esta sección no está disponible por ahora';

/** Size of a body gzipped at level 9, as the report counts every file. */
export function gzipSize(buffer) {
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
 * The page's window as the bench's init script marks it (the scripts it added, and whether the
 * route's heading was seen).
 * @typedef {Window & { __benchScripts?: string[], __benchRendered?: boolean }} BenchWindow
 */

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
  /** @type {BenchWindow} */ (window).__benchScripts = urls;
  const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
  const isScreenHeading = (el) =>
    el.closest('main, [role="main"]') !== null &&
    el.closest('[data-page-loading]') === null &&
    !(el.textContent ?? '').includes(fallback);
  let heading = false;
  const hydrated = () => document.documentElement?.dataset.hydrated === 'true';
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of /** @type {Iterable<any>} */ (record.addedNodes)) {
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
        /** @type {BenchWindow} */ (window).__benchRendered = true;
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
 * @param {{ id: string, owner: string, url: string, signedIn: boolean }} route
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
    await context.addInitScript(([access, refresh]) => {
      window.localStorage.setItem('accessToken', access);
      window.localStorage.setItem('refreshToken', refresh);
    }, /** @type {[string, string]} */ ([tokens.access, tokens.refresh]));
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
    await page.waitForFunction(
      () => /** @type {BenchWindow} */ (window).__benchRendered === true,
      null,
      {
        timeout: timeoutMs,
      },
    );
    if ((await main.getByText(FALLBACK).count()) > 0)
      throw new Error('the remote fallback rendered');
  } catch (e) {
    error = /** @type {Error} */ (e).message.split('\n')[0];
  }
  const renderMs = Date.now() - started;
  // The scripts the page had added by the time its heading was added (DOM order, so the same
  // set however fast each response arrives), each waited for.
  const scripts = await page
    .evaluate(() => {
      const w = /** @type {BenchWindow} */ (window);
      return { urls: w.__benchScripts ?? [], cut: w.__benchRendered === true };
    })
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
      // Only reached with an entry (its packages), so `shared` is set here.
      const { container } = /** @type {{ container: string }} */ (shared);
      if (!sharedLoaded[name].includes(container)) sharedLoaded[name].push(container);
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
