// Server rendering of a store page (issue 15): public store routes are rendered by the render pool
// (ssr-pool.ts) when the server has one and the shell's server entry exists. The head goes out at
// once (unless the status may not be a 200: statusWaitsForRender), the render's html follows; a
// render that fails or misses its deadline leaves today's client-rendered page (never an error
// page). Every other route of a remote that shows the chrome gets the server's placeholder in
// #root (the chrome and the route's loading state), which the browser renders over: a phone paints
// the store before the scripts have run.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, type Writable } from 'node:stream';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import type { BootCache, TenantLoader } from './boot-cache';
import { bootDocument, hasEmptyRoot, storePageParts, storePageRest } from './documents';
import type { RenderInput, RenderResult } from './ssr-pool';
import type { StorePage, StorePages, Tenant } from './store-page';
import type { ConfigDocument } from './remotes';
import { warn } from './telemetry';

/** What the shell server needs of ssr-pool.ts (tests may pass a fake). */
export interface SsrRenderer {
  render: (input: RenderInput) => Promise<RenderResult | null>;
  available: () => Promise<boolean>;
  deadlineMs: number;
  warmUp?: (getInput: () => Promise<RenderInput | null>) => Promise<void>;
}

/** A render the page can use (validRender). */
export interface UsableRender {
  status?: number;
  location?: string;
  html: string;
  head: string;
  ssr: { data: Record<string, unknown>; remote: string | null };
}

/**
 * How long a placeholder may hold the page back (main.js runs once the document has ended): it is
 * the chrome alone, a few milliseconds when the render thread is free.
 */
const PLACEHOLDER_WAIT_MS = 500;

export const acceptsGzip = (req: IncomingMessage): boolean =>
  /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * A store page's headers; X-SSR says whether a server render was attempted ("on"), the
 * placeholder of a client-rendered route ("placeholder"), or neither ("off").
 */
export const htmlHeaders = (gzip: boolean, extra: Record<string, string>): Record<string, string> => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  Vary: 'Accept-Encoding',
  ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  ...extra,
});

/** The views a store can switch off, by route name (spec 000 §2; shell's store-route.tsx). */
const SWITCHABLE_VIEWS = new Set(['landing', 'catalog', 'cart', 'info', 'contact']);

/**
 * Whether a server render may answer other than 200, so the status waits for it instead of the
 * head going out at once: a route with a parameter or a splat may name something that is not
 * there (a product: 404), and a service store or a store with a view switched off sends some public
 * routes elsewhere (302). Where to is the render's (the shell's router guard) to say.
 */
export function statusWaitsForRender(page: {
  route?: { path: string; name?: string } | null;
  bootParts: { tenant?: { store?: { serviceType?: string; content?: { views?: object | null } | null } | null } | null };
}): boolean {
  const segments = (page.route?.path ?? '').split('/');
  if (segments.some((segment) => segment === '*' || segment.startsWith(':'))) return true;
  const store = page.bootParts.tenant?.store;
  if (store?.serviceType === 'service') return true;
  // This route's view, read as the shell reads it: a view missing or without `active` is off.
  const view = String(page.route?.name ?? '').toLowerCase();
  const views = (store?.content?.views ?? {}) as Record<string, { active?: unknown } | null | undefined>;
  return SWITCHABLE_VIEWS.has(view) && views[view]?.active !== true;
}

/** A redirect target the render gave, if it is a path of this same site (never another host). */
export function sameSitePath(location: unknown): string | null {
  if (typeof location !== 'string' || !/^\/(?![/\\])/.test(location)) return null;
  try {
    // What a header cannot carry as it is (a view's free-text default route) goes percent-encoded.
    return location.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return null; // a lone surrogate
  }
}

/** A RenderResult the page can use, else null (a render that broke the contract falls back). */
function validRender(result: RenderResult | null): UsableRender | null {
  if (
    result &&
    typeof result.html === 'string' &&
    typeof result.head === 'string' &&
    result.ssr &&
    typeof result.ssr === 'object'
  )
    return result as UsableRender;
  if (result) warn('the server render returned no html/head/ssr: client render');
  return null;
}

/**
 * The server rendering of one shell server: whether a page is rendered or gets the placeholder,
 * and the streamed answers. `ssr` null: neither (every page is client-rendered).
 */
export function createSsr({
  ssr,
  boot,
  loadTenant,
  pages,
  sandboxInternalUrl,
  warmUpConfig,
}: {
  ssr: SsrRenderer | null;
  boot: BootCache | null;
  loadTenant: TenantLoader | null;
  pages: StorePages;
  sandboxInternalUrl: string | undefined;
  /** The boot config of the warm-up's document (no request to read an origin from). */
  warmUpConfig: ConfigDocument;
}) {
  const ssrOff = (req: IncomingMessage): boolean =>
    new URL(req.url ?? '/', 'http://shell').searchParams.get('ssr') === '0';

  /**
   * Whether this request is server-rendered: a public route's GET, unless ?ssr=0, no entry, or a
   * route whose live remote publishes no server build (mfe-cart-checkout's cart): rendering only
   * the chrome would hold its scripts back until the first paint for nothing. Nor a preview's or a
   * canary's page.
   */
  async function rendersOnServer(req: IncomingMessage, page: StorePage | null): Promise<boolean> {
    if (!ssr || !boot || !page || page.preview || req.method !== 'GET' || page.route?.access !== 'public')
      return false;
    if (ssrOff(req)) return false;
    if (!hasEmptyRoot(page.html) || !storePageParts(page.html, {})) return false;
    if (!page.remote || !(await boot.hasServerBuild(page.remote.manifestUrl))) return false;
    return ssr.available();
  }

  /**
   * Whether a page the browser renders gets the server's placeholder (its chrome and the route's
   * loading state, so a phone paints the store at once instead of a blank page until the scripts
   * have run): a route of a remote (signed-in, payment, a remote with no server build) that shows
   * the chrome, unless ?ssr=0 or the page is not a store page the server can fill.
   */
  async function rendersPlaceholder(req: IncomingMessage, page: StorePage | null): Promise<boolean> {
    if (!ssr || !page?.route || page.preview || page.route.hidesChrome || req.method !== 'GET')
      return false;
    if (ssrOff(req)) return false;
    if (!hasEmptyRoot(page.html) || !storePageParts(page.html, {})) return false;
    return ssr.available();
  }

  /**
   * The render pool's answer for this page (its RenderInput, plus `extra`), or null when it failed
   * or broke the contract: the caller then serves the page the browser renders.
   */
  function renderPage(req: IncomingMessage, page: StorePage, extra: Partial<RenderInput> = {}): Promise<UsableRender | null> {
    if (!ssr) return Promise.resolve(null);
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
   * Writes a store page's status and headers (`xSsr`: the X-SSR value); returns the body's stream,
   * gzip when the browser takes it (a shopper who leaves ends both), and `flush` to send what is
   * written so far.
   */
  function openHtml(req: IncomingMessage, res: ServerResponse, status: number, xSsr: string): { out: Writable; flush: () => void } {
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
  async function sendPlaceholder(req: IncomingMessage, res: ServerResponse, page: StorePage): Promise<void> {
    const parts = storePageParts(page.html, { links: page.contentLinks + page.lowScriptLinks }) as { start: string; end: string };
    const rendering = renderPage(req, page, { placeholder: true });
    const { out, flush } = openHtml(req, res, 200, 'placeholder');
    out.write(parts.start);
    flush();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
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
  async function sendRendered(req: IncomingMessage, res: ServerResponse, page: StorePage): Promise<void> {
    const parts = storePageParts(page.html, { links: page.contentLinks }) as { start: string; end: string };
    const rendering = renderPage(req, page);
    let body: { out: Writable; flush: () => void } | undefined;
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
      warn(`${req.url}: rendered as a ${result.status} after a 200 went out`);
    }
    const bootDoc = bootDocument({ ...page.bootParts, ...(result ? { ssr: result.ssr } : {}) });
    body?.out.end(
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
  async function warmUpInput(): Promise<RenderInput | null> {
    if (!boot || !loadTenant) return null;
    const remotes = await boot.getRemotes();
    let parts: { config: ConfigDocument; tenant: Tenant } | null = pages.warmUpParts();
    if (!parts) {
      const any = await loadTenant({ mode: 'any' });
      if (any.kind !== 'ok') return null;
      parts = { config: warmUpConfig, tenant: any.tenant };
    }
    return {
      boot: bootDocument({ ...parts, remotes, manifests: await pages.manifestsOf(remotes) }),
      serverApiBaseUrl: `${sandboxInternalUrl}/v1`,
    };
  }

  /** Loads the live remotes' server entries in the render worker (stack start, after deploy). */
  async function warmUp(): Promise<void> {
    if (ssr?.warmUp) await ssr.warmUp(warmUpInput);
  }

  return { rendersOnServer, rendersPlaceholder, sendRendered, sendPlaceholder, warmUp };
}
