// Start-up (ARCHITECTURE.md Runtime): /config.json and /remotes.json in parallel, remotes
// registered, the tenant (store, template, policy) and the session from local storage, one jotai
// store filled, then the app. No store → the provider's home.
// A store page served by the shell server carries all of that (and the remotes' federation
// manifests) as boot data (boot-data.ts): then nothing is fetched before the first render.
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import {
  createApi,
  createLocalStorageTokenStore,
  fetchHostDocument,
  type Api,
} from '@storefront/sdk';
import {
  apiAtom,
  runtimeConfigAtom,
  sessionAtom,
  tenantAtom,
  type RuntimeConfig,
  type Tenant,
} from '@storefront/state';
import { App } from '../app/app';
import { parseRemotesManifest, type RemotesManifest } from '../federation/remotes-manifest';
import { setupFederation } from '../federation/setup-federation';
import { buildRouteTable } from '../routing/route-table';
import { leaveOnGuestAccessDenied } from '../session/guest-access-denied';
import { readStoredSession } from '../session/session-storage';
import { loadTenant } from '../tenant/load-tenant';
import { contentFontFamilies, registerTemplateFonts } from '../theme/load-fonts';
import { BootError } from './boot-error';
import { readBootData } from './boot-data';
import { parseRuntimeConfig } from './runtime-config';

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

export async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const bootData = readBootData();
    const { config, manifest } = bootData
      ? { config: bootData.config, manifest: bootData.remotes }
      : await fetchHostDocuments();
    setupFederation(manifest, bootData?.manifests);

    const tokens = createLocalStorageTokenStore();
    const api: Api = createApi({
      baseUrl: config.apiBaseUrl,
      tokens,
      // Spec 000 §6: a guest denied an action goes to the first path segment of the site.
      onUnauthorized: leaveOnGuestAccessDenied,
    });

    const tenant: Tenant | null = bootData
      ? bootData.tenant
      : await loadTenant(api, {
          hostname: window.location.hostname,
          pathname: window.location.pathname,
          marketplaceHosts: config.marketplaceHosts,
        }).then((result) => (result.kind === 'ok' ? result.tenant : null));
    if (!tenant) {
      window.location.replace(config.providerHomeUrl);
      return;
    }
    registerTemplateFonts(tenant.template.styles.texts, contentFontFamilies(tenant.store.content));
    setTabIcon(tenant.store.content.navigation.tabLogoUrl);

    const store = createStore();
    store.set(runtimeConfigAtom, config);
    store.set(apiAtom, api);
    store.set(tenantAtom, tenant);
    store.set(sessionAtom, readStoredSession(tokens));

    root.render(
      <App store={store} tenant={tenant} routes={buildRouteTable(manifest, tenant.mode)} />,
    );
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<BootError />);
  }
}
