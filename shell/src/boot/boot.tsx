// Start-up (ARCHITECTURE.md Runtime): /config.json and /remotes.json in parallel, remotes
// registered, the tenant (store, template, policy) and the session from local storage, one jotai
// store filled, then the app. No store → the provider's home.
// A store page served by the shell server carries all of that (and the remotes' federation
// manifests) as boot data (boot-data.ts): then nothing is fetched before the first render.
// When the server also rendered #root (boot data with `ssr`, issue 15), the page is hydrated from
// the same inputs; either way `html[data-hydrated]` marks the page live (tests wait for it): after
// the first commit, and when hydrating, once the route's page has hydrated too.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { fetchHostDocument, type Api } from '@storefront/sdk';
import {
  adoptServerGlobalStyles,
  buildSystemGlobalStyles,
  createStoreSystemSteps,
  type StoreSystem,
} from '@storefront/ui';
import {
  apiAtom,
  runtimeConfigAtom,
  serverDataCacheAtom,
  serverDataSeedAtom,
  sessionAtom,
  tenantAtom,
  type RuntimeConfig,
  type Tenant,
} from '@storefront/state';
import { resolvePathPrefix } from '@storefront/domain';
import { App } from '../app/app';
import { parseRemotesManifest, type RemotesManifest } from '../federation/remotes-manifest';
import { setupFederation } from '../federation/setup-federation';
import { preloadRemotePage } from '../remotes/load-remote-routes';
import { startRoutePage } from '../remotes/start-route-page';
import { buildRouteTable } from '../routing/route-table';
import { PageCommittedContext } from '../routing/page-committed';
import { matchStoreRoute } from '../routing/route-table-context';
import { readStoredSession } from '../session/session-storage';
import { contentFontFamilies, registerTemplateFonts, SERVER_FONTS_ID } from '../theme/load-fonts';
import { BootError } from './boot-error';
import { nextTask } from './next-task';
import { waitAtMost } from './wait-at-most';
import { hasServerRender, readBootData, type BootData } from './boot-data';
import { headStart } from './head-start';
import { pageApi, startPage } from './page-start';
import { parseRuntimeConfig } from './runtime-config';

export { hasServerRender };

/** The store's tab icon (spec 000 §3 content.navigation.tabLogoUrl). */
function setTabIcon(url: string | null | undefined): void {
  if (!url) return;
  const link =
    document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
    document.head.appendChild(document.createElement('link'));
  link.rel = 'icon';
  // The shell server already put it in the page: setting it again would fetch it again.
  if (link.getAttribute('href') !== url) link.href = url;
}

/** Today's path without boot data: the two host documents over the network. */
async function fetchHostDocuments(): Promise<{ config: RuntimeConfig; manifest: RemotesManifest }> {
  const [configJson, remotesJson] = await Promise.all([
    fetchHostDocument('/config.json'),
    fetchHostDocument('/remotes.json').catch((error: unknown) => {
      console.error(
        '[shell] /remotes.json unavailable: every remote route will show its fallback',
        error,
      );
      return { remotes: [] };
    }),
  ]);
  return { config: parseRuntimeConfig(configJson), manifest: parseRemotesManifest(remotesJson) };
}

/**
 * The page's store without boot data (a dev server, the API down when the page was served): the
 * one tenant loader (@storefront/state/tenant-loader), a chunk of its own, so a page with boot
 * data never loads it. Null: no store here (the provider's home).
 */
async function loadPageTenant(api: Api, config: RuntimeConfig): Promise<Tenant | null> {
  const { loadTenant } = await import('@storefront/state/tenant-loader');
  const { hostname, pathname } = window.location;
  const result = await loadTenant(
    api,
    resolvePathPrefix({ hostname, pathname, marketplaceHosts: config.marketplaceHosts }),
  );
  return result.kind === 'ok' ? result.tenant : null;
}

/** The store's fonts and tab icon (a server-rendered page declared its fonts in <head>). */
function showTenant(tenant: Tenant) {
  if (!document.getElementById(SERVER_FONTS_ID))
    registerTemplateFonts(tenant.template.styles.texts, contentFontFamilies(tenant.store.content));
  setTabIcon(tenant.store.content.navigation.tabLogoUrl);
}

/** The hydrated page's jotai store (a browser-rendered page's is page-start.ts's). */
function tenantStore(config: RuntimeConfig, api: Api, tenant: Tenant) {
  showTenant(tenant);
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  store.set(apiAtom, api);
  store.set(tenantAtom, tenant);
  return store;
}

/**
 * The store's Chakra system, built in tasks of its own: with the tokens of a whole theme it is
 * the largest single piece of the boot (issue 15), and inside the first render it would make the
 * render's first slice that long. Its steps (merging the configs, the token dictionary, the rest)
 * each get a task: in one they were a 70–100 ms task at 4× CPU slowdown.
 */
async function buildSystem(tenant: Tenant): Promise<StoreSystem> {
  const steps = createStoreSystemSteps(tenant.template);
  let step;
  do {
    await nextTask();
    step = steps.next();
  } while (!step.done);
  const system = step.value;
  // A server-rendered page has the system's global styles already (also when its hydration could
  // not start and the page renders in the browser): adopted, not built again. Else they are built
  // here, in a task of their own, rather than in the first render (Chakra builds them on first
  // read: patches/@chakra-ui+react+3.37.0.patch).
  if (!adoptServerGlobalStyles(system)) {
    await nextTask();
    buildSystemGlobalStyles(system);
  }
  await nextTask();
  return system;
}

/** How long hydration waits for the route's page code (a remote entry and a chunk, preloaded). */
const PAGE_CODE_WAIT_MS = 3_000;

const markLive = () => {
  document.documentElement.dataset.hydrated = 'true';
};

/** Runs `done` once, in the commit that finishes the root's first render (or its hydration). */
function AfterFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => done(), []); // eslint-disable-line react-hooks/exhaustive-deps -- once
  return children;
}

/** The server rendered #root from this boot data: adopt its HTML with the same inputs. */
async function hydrate(
  container: HTMLElement,
  bootData: BootData & { ssr: NonNullable<BootData['ssr']> },
): Promise<void> {
  const { config, remotes: manifest, tenant, ssr } = bootData;
  setupFederation(manifest, bootData.manifests);
  const { tokens, api } = pageApi(config);
  const store = tenantStore(config, api, tenant);
  // The first render reads what the server rendered (no API call for it).
  store.set(serverDataSeedAtom, ssr.data);
  // The server rendered as a visitor: the stored session is applied once hydration is done.
  store.set(sessionAtom, null);
  const session = readStoredSession(tokens);
  // The route's remote and its page's code first: the page's boundary then hydrates without
  // waiting for the network (React hydrates boundaries in a pass after the root's), and a click
  // there before that pass hydrates it at once instead of being lost. On a network too slow for
  // that, the rest of the page hydrates anyway, and the page's boundary once its code is there.
  const routes = buildRouteTable(manifest, tenant.mode);
  const route = matchStoreRoute(routes, tenant.prefix, window.location.pathname);
  const pageCode =
    route?.owner.kind === 'remote'
      ? waitAtMost(preloadRemotePage(route.owner.remote, route.path), PAGE_CODE_WAIT_MS)
      : Promise.resolve();
  // Built while the page's code is on the network.
  const system = await buildSystem(tenant);
  await pageCode;

  // Live once the root and the route's page (its boundary, page-committed.tsx) have both hydrated.
  const committed = { root: false, page: false };
  const done = (part: keyof typeof committed) => {
    if (committed[part]) return;
    committed[part] = true;
    if (committed.root && committed.page) markLive();
  };
  const pageCommitted = () => done('page');

  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (issue 15: no long task at boot); a shopper's click on a part
  // not hydrated yet makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      container,
      <AfterFirstCommit
        done={() => {
          // In the commit that finishes the root's hydration: a change during it would not match
          // the server's HTML (from a microtask it landed mid-hydration and gave React #418).
          if (session) store.set(sessionAtom, session);
          done('root');
        }}
      >
        <PageCommittedContext.Provider value={pageCommitted}>
          <App store={store} tenant={tenant} routes={routes} system={system} />
        </PageCommittedContext.Provider>
      </AfterFirstCommit>,
      {
        onRecoverableError: (error, info) =>
          console.error('[hydration]', error, info.componentStack ?? ''),
      },
    );
  });
}

export async function boot(container: HTMLElement): Promise<void> {
  let bootData: BootData | null = null;
  try {
    bootData = readBootData();
  } catch (error) {
    console.error('[shell] unreadable boot data', error);
  }
  if (hasServerRender(bootData, container)) {
    try {
      return await hydrate(container, bootData);
    } catch (error) {
      // Nothing hydrated yet: render in the browser as if the server had not.
      console.error('[shell] hydration could not start; rendering in the browser', error);
      container.replaceChildren();
    }
  }
  const root = createRoot(container);
  try {
    // main.js's head start made the page's API, store and route table and started its data
    // (head-start.ts); without it (no boot data, or its chunk failed) they are made here.
    let page = await headStart();
    if (!page) {
      const { config, manifest } = bootData
        ? { config: bootData.config, manifest: bootData.remotes }
        : await fetchHostDocuments();
      const tenant: Tenant | null = bootData
        ? bootData.tenant
        : await loadPageTenant(pageApi(config).api, config);
      if (!tenant) {
        window.location.replace(config.providerHomeUrl);
        return;
      }
      page = startPage({ config, manifest, tenant });
    }
    const { manifest, tenant, store, session, routes, api } = page;
    setupFederation(manifest, bootData?.manifests);
    showTenant(tenant);
    // The page's code on the network (its data too, once more: the cache joins the head start's)
    // while the system is built and the shell renders.
    void startRoutePage({
      routes,
      tenant,
      session,
      api,
      cache: store.get(serverDataCacheAtom),
      location: window.location,
    });
    const system = await buildSystem(tenant);
    // The page's declared loads go out before its first render asks for the page's chunks (a small
    // chunk of the shell's, started by main.js: usually there long before the system is built).
    await page.dataStarted;

    // In a transition, as hydration above: the first render yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (a default-priority
    // render is never sliced: on the cart it was one task of 280 ms in Lighthouse's phone
    // simulation).
    startTransition(() => {
      root.render(
        <AfterFirstCommit done={markLive}>
          <App store={store} tenant={tenant} routes={routes} system={system} />
        </AfterFirstCommit>,
      );
    });
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<BootError />);
  }
}
