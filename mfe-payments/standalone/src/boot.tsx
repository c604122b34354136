// The payments standalone page (ARCHITECTURE.md "Integrators"): a host of its own, no shell. It
// reads its server's /config.json and /remotes.json, registers only the payments remote with the
// Module Federation runtime (the remote entry needs a host that provides the runtime core, see
// @storefront/config/runtime/provide-runtime-core), loads the store named by the first path
// segment (/{store}/…, marketplace mode) with its template through the one tenant loader
// (@storefront/state/tenant-loader; no store, a malformed segment included: "Tienda no
// encontrada"), fills the same shared jotai atoms the shell fills, and mounts the remote's routes.
// Embedded, it talks to its parent (frame-bridge.tsx).
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { sendFailureBeacon } from '@storefront/config/runtime/failure-beacon';
import { provideRuntimeCore } from '@storefront/config/runtime/provide-runtime-core';
import { marketplacePathPrefix } from '@storefront/domain';
import { createApi, createLocalStorageTokenStore, fetchHostDocument } from '@storefront/sdk';
import {
  apiAtom,
  runtimeConfigAtom,
  sessionAtom,
  sessionFromAccessToken,
  tenantAtom,
} from '@storefront/state';
import { loadTenant } from '@storefront/state/tenant-loader';
import { readStandaloneConfig, type PaymentsRemote } from './standalone-config';
import { embedParentOrigin } from './embed-parent';
import { handOverProviderReturn } from './provider-return';
import { StandaloneApp, type RemoteRoutes } from './standalone-app';
import { StandaloneError } from './standalone-error';
import { ensureStorage } from './storage-fallback';
import { PROVIDED_FOR_THE_REMOTE } from './provided-shared';

function registerPaymentsRemote(remote: PaymentsRemote): void {
  provideRuntimeCore(globalThis, 'payments-standalone');
  void PROVIDED_FOR_THE_REMOTE; // provided, loaded on demand (provided-shared.ts)
  registerRemotes([{ name: remote.name, entry: remote.manifestUrl }]);
}

export async function boot(container: HTMLElement): Promise<void> {
  ensureStorage();
  const root = createRoot(container);
  if (handOverProviderReturn()) {
    root.render(<StandaloneError notFound={false} handedOver />);
    return;
  }
  try {
    const { config, embedOrigins, remote } = readStandaloneConfig(
      await fetchHostDocument('/config.json'),
      await fetchHostDocument('/remotes.json'),
    );
    // Read before the router starts: the parameter leaves the URL, the origin stays for the tab.
    const parentOrigin = embedParentOrigin(embedOrigins);
    registerPaymentsRemote(remote);

    // Failures of the payments remote are reported for the version this page booted with (a
    // canary's browsers get theirs from /remotes.json), as the shell reports its remotes'.
    const reportFailure = () => sendFailureBeacon(remote.name, remote.manifestUrl, 'failed');

    const tokens = createLocalStorageTokenStore();
    const api = createApi({ baseUrl: config.apiBaseUrl, tokens });
    const [tenant, routesModule] = await Promise.all([
      loadTenant(api, marketplacePathPrefix(window.location.pathname)).then((result) =>
        result.kind === 'ok' ? result.tenant : null,
      ),
      loadRemote<{ default: RemoteRoutes }>(`${remote.name}/routes`).then(
        (module) => {
          if (!module) reportFailure();
          return module;
        },
        (error: unknown) => {
          reportFailure();
          throw error;
        },
      ),
    ]);
    if (!tenant || !routesModule) {
      root.render(<StandaloneError notFound={!tenant} />);
      return;
    }
    const store = createStore();
    store.set(runtimeConfigAtom, config);
    store.set(apiAtom, api);
    store.set(tenantAtom, tenant);
    store.set(sessionAtom, sessionFromAccessToken(tokens.getAccessToken()));
    root.render(
      <StandaloneApp
        store={store}
        tenant={tenant}
        pages={routesModule.default}
        routes={remote.routes}
        parentOrigin={parentOrigin}
        onPageError={reportFailure}
      />,
    );
  } catch (error) {
    console.error('[payments-standalone] start-up failed', error);
    root.render(<StandaloneError notFound={false} />);
  }
}
