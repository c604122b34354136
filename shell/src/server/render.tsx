// One server render of a public store page (issue 15). Inputs: the page's boot document (the
// shell server already resolved the tenant: no tenant API call here) and the sandbox's internal
// API URL for the page's own data. Per request: a jotai store, a server-data cache (readers
// suspend until loaded), an Emotion cache; the same <App> as the browser under a static router,
// as a visitor. Waits for everything (onAllReady) or the deadline, then returns #root's HTML, the
// <head> styles and what the boot document's `ssr` needs for the browser to hydrate.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Router } from 'react-router-dom';
import { createStore } from 'jotai';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { loadFailuresShown } from '@storefront/ui';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import {
  apiAtom,
  runtimeConfigAtom,
  serverDataCacheAtom,
  serverRenderAtom,
  serverResponseAtom,
  sessionAtom,
  tenantAtom,
  type ServerResponse,
  type Tenant,
} from '@storefront/state';
import { App } from '../app/app';
import { parseBootData } from '../boot/boot-data';
import { buildRouteTable } from '../routing/route-table';
import { sessionUnknownAtom } from '../session/session-unknown';
import { matchStoreRoute } from '../routing/route-table-context';
import { contentFontFamilies, SERVER_FONTS_ID, templateFontFaceCss } from '../theme/load-fonts';
import { extractEmotionStyles } from './emotion-extract';
import { serverRoutesLoader, syncRemotes } from './server-federation';
import { serverStoreSystem } from './store-systems';

export interface RenderInput {
  /** Path and query as requested, e.g. /tienda-demo/products/p-1 */
  url: string;
  /** The request's Host without port. */
  hostname: string;
  /** The page's boot document: { v: 1, config, remotes, tenant, manifests }. */
  boot: unknown;
  /** The sandbox's internal URL + '/v1', for the render's own API calls. */
  serverApiBaseUrl: string;
  /** The render aborts itself after this and returns what is ready. */
  deadlineMs: number;
  /**
   * The placeholder of a page the browser renders (a signed-in or payment route, a remote with no
   * server build): the chrome and the route's loading state, always a 200. The browser renders
   * the page over it (createRoot, not hydration), so its boot data carries no `ssr`.
   */
  placeholder?: boolean;
}

export interface RenderResult {
  /**
   * 404: no store route matches, or the page rendered a not-found page (a missing product);
   * 302: the route sends a visitor elsewhere (a service store, an inactive view): see `location`.
   */
  status: 200 | 302 | 404;
  /** With a 302: the path the route sends the visitor to. */
  location?: string;
  /** The template's @font-face rules and the <style data-emotion> tags, for the end of <head>. */
  head: string;
  /** #root's inner HTML. */
  html: string;
  /** The boot document's `ssr`: the loaded data and the route's remote (loaded before hydrating). */
  ssr: { data: Record<string, unknown>; remote: string | null };
  /**
   * Why a boundary went out as its fallback (a remote's server entry that failed or threw, the
   * deadline): the page still works (the browser renders it), and the deploy's contract gate
   * refuses a version whose smoke render has any.
   */
  errors: string[];
  timings: { renderMs: number };
}

export interface WarmUpInput {
  boot: unknown;
  serverApiBaseUrl: string;
}

const refuseNavigation = () => {
  throw new Error('navigation during a server render');
};

const staticNavigator = {
  createHref: (to: unknown) =>
    typeof to === 'string' ? to : String((to as { pathname?: string }).pathname ?? ''),
  encodeLocation: (to: unknown) => to,
  go: refuseNavigation,
  push: refuseNavigation,
  replace: refuseNavigation,
};

/** The router subset's <Router> with a fixed location: client and server share one router module. */
function staticRouter(url: string) {
  const parsed = new URL(url, 'http://server.invalid');
  const location = {
    pathname: parsed.pathname,
    search: parsed.search,
    hash: '',
    state: null,
    key: 'default',
  };
  return (children: ReactNode) => (
    // @ts-expect-error the subset's Router types expect a full Navigator; a static one is enough
    <Router location={location} navigator={staticNavigator} static>
      {children}
    </Router>
  );
}

function toHtml(app: ReactNode, deadlineMs: number, errors: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(app, {
      // React 19 outlines a finished boundary bigger than this (default 12.8 KB) into a hidden
      // <div> + an inline $RC script that moves it: without JS the page would be a spinner, and
      // CSP would need a nonce. Infinity writes every finished boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A boundary that failed (a remote without a server build, a throwing entry, the
        // deadline) is sent as its fallback and renders in the browser: logged, not thrown.
        const message = String((error as Error)?.message ?? error);
        errors.push(message);
        console.error('[ssr] boundary left to the browser:', message);
      },
    });
    // Past the deadline, unfinished Suspense boundaries are sent as their fallbacks.
    const timer = setTimeout(() => stream.abort(new Error('ssr deadline')), deadlineMs);
  });
}

/** The template's faces, declared before the page's first layout (load-fonts.ts SERVER_FONTS_ID). */
function fontFaces(tenant: { template: Tenant['template']; store: Tenant['store'] }): string {
  const css = templateFontFaceCss(
    tenant.template.styles.texts,
    contentFontFamilies(tenant.store.content),
  );
  return css ? `<style id="${SERVER_FONTS_ID}">${css}</style>` : '';
}

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const started = Date.now();
  const boot = parseBootData(input.boot);
  if (!boot) throw new Error('render: the boot document does not match its schema');
  const { config, remotes: manifest, tenant } = boot;
  const live = syncRemotes(manifest);
  const routes = buildRouteTable(manifest, tenant.mode);
  const route = matchStoreRoute(routes, tenant.prefix, new URL(input.url, 'http://x').pathname);

  const store = createStore();
  store.set(runtimeConfigAtom, config);
  store.set(
    apiAtom,
    createApi({ baseUrl: input.serverApiBaseUrl, tokens: createMemoryTokenStore() }),
  );
  store.set(tenantAtom, tenant);
  store.set(sessionAtom, null); // public pages render as a visitor; the session is the browser's
  store.set(serverRenderAtom, true);
  // A placeholder's page is the browser's to render, with the shopper's session.
  store.set(sessionUnknownAtom, input.placeholder === true);
  const response: ServerResponse = {};
  store.set(serverResponseAtom, response);

  const errors: string[] = [];
  const emotion = createCache({ key: 'css' });
  // compat: no inline <style> next to each component; the rules stay in `emotion.inserted`.
  emotion.compat = true;

  const html = await toHtml(
    <CacheProvider value={emotion}>
      <App
        store={store}
        tenant={tenant}
        routes={routes}
        loadRoutes={serverRoutesLoader(live, input.deadlineMs)}
        prefetch={() => undefined}
        preloadOverlays={false}
        router={staticRouter(input.url)}
        system={serverStoreSystem(tenant.template)}
        placeholder={input.placeholder === true}
      />
    </CacheProvider>,
    input.deadlineMs,
    errors,
  ).finally(
    // The render is over and its failed boundaries went out as fallbacks, to the browser: the
    // next render asks for a page whose code failed again (lazyPage keeps a failure until shown).
    loadFailuresShown,
  );
  return {
    ...(!route || response.notFound
      ? { status: 404 as const }
      : response.redirectTo
        ? { status: 302 as const, location: response.redirectTo }
        : { status: 200 as const }),
    head: fontFaces(tenant) + extractEmotionStyles(emotion, html),
    html,
    ssr: {
      data: store.get(serverDataCacheAtom).dehydrate(),
      remote: route?.owner.kind === 'remote' ? route.owner.remote : null,
    },
    errors,
    timings: { renderMs: Date.now() - started },
  };
}

/** Loads every public remote's server entry (failures are the render's business, not this). */
export async function warmUpRemotes(input: WarmUpInput): Promise<void> {
  const boot = parseBootData(input.boot);
  if (!boot) throw new Error('warmUp: the boot document does not match its schema');
  const live = syncRemotes(boot.remotes);
  const load = serverRoutesLoader(live, 30_000);
  await Promise.allSettled([...live.keys()].map((remote) => load(remote)));
}
