// The part of a browser-rendered page's boot that needs neither React's renderer nor the UI kit:
// the API client over the stored tokens, the jotai store with config, tenant and session, the
// route table, and the page's declared data started (issue 41: no waterfall after the token is
// known). main.js runs it at once (head-start.ts), while the browser paints the server's HTML and
// before the shell's chunks are evaluated; boot() adopts what it made, or makes it itself.
import { createStore } from 'jotai';
import { createApi, createLocalStorageTokenStore, type Api } from '@storefront/sdk';
import {
  apiAtom,
  runtimeConfigAtom,
  serverDataCacheAtom,
  sessionAtom,
  tenantAtom,
  type RuntimeConfig,
  type Session,
  type Tenant,
} from '@storefront/state';
import { startRouteData } from '@storefront/state/route-data';
import type { RemotesManifest } from '../federation/remotes-manifest';
import { routePageTarget } from '../remotes/route-page-target';
import { buildRouteTable, type StoreRoute } from '../routing/route-table';
import { leaveOnGuestAccessDenied } from '../session/guest-access-denied';
import { leaveOnStoreAccessDenied } from '../session/store-access-denied';
import { readStoredSession } from '../session/session-storage';

/** The page's API client over the stored tokens. */
export function pageApi(config: RuntimeConfig): {
  tokens: ReturnType<typeof createLocalStorageTokenStore>;
  api: Api;
} {
  const tokens = createLocalStorageTokenStore();
  const api = createApi({
    baseUrl: config.apiBaseUrl,
    tokens,
    // Spec 000 §6: a guest denied an action goes to the first path segment of the site.
    onUnauthorized: leaveOnGuestAccessDenied,
    // An account this store does not admit: signed out here, asked to log in.
    onStoreAccessDenied: leaveOnStoreAccessDenied(tokens, config.marketplaceHosts),
  });
  return { tokens, api };
}

export interface PageStart {
  config: RuntimeConfig;
  manifest: RemotesManifest;
  tenant: Tenant;
  tokens: ReturnType<typeof createLocalStorageTokenStore>;
  api: Api;
  /** The page's jotai store: config, API, tenant and session set. */
  store: ReturnType<typeof createStore>;
  session: Session | null;
  routes: StoreRoute[];
  /** Settles once the page's declared loads have started (not answered). */
  dataStarted: Promise<void>;
}

/** Makes the page's API, store and route table, and starts the data of the page it opens on. */
export function startPage(
  input: { config: RuntimeConfig; manifest: RemotesManifest; tenant: Tenant },
  location: { pathname: string; search: string } = window.location,
): PageStart {
  const { config, manifest, tenant } = input;
  const { tokens, api } = pageApi(config);
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  store.set(apiAtom, api);
  store.set(tenantAtom, tenant);
  const session = readStoredSession(tokens);
  store.set(sessionAtom, session);
  const routes = buildRouteTable(manifest, tenant.mode);
  const target = routePageTarget(routes, tenant, session, location);
  const dataStarted = target
    ? startRouteData(target.route.data, {
        api,
        cache: store.get(serverDataCacheAtom),
        storeId: tenant.store._id,
        userId: session?.user.userId,
        isGuest: session?.isGuest,
        params: target.params,
      })
    : Promise.resolve();
  return { config, manifest, tenant, tokens, api, store, session, routes, dataStarted };
}
