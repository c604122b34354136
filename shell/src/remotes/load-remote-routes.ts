// Loads a remote's exposed `./routes` module (deploy/README.md contract): a map from route
// pattern to page component. A successful load is kept for the visit; a failed one is forgotten
// so the next attempt (the fallback's "Reintentar") really tries again. A loaded map is readable
// at once (rememberValue): RemotePage then renders the page without suspending. A page's data is
// not the module's: routes.json declares it and the shell starts it (start-route-page.ts).
import type { ComponentType } from 'react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { rememberValue } from '@storefront/ui';

export type RemoteRoutes = Record<string, ComponentType>;
export type RemoteRoutesLoader = (remote: string) => Promise<RemoteRoutes>;

const loaded = new Map<string, Promise<RemoteRoutes>>();

export const loadRemoteRoutes: RemoteRoutesLoader = (remote) => {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = rememberValue(
      loadRemote<{ default?: RemoteRoutes }>(`${remote}/routes`).then((module) => {
        const routes = module?.default;
        if (!routes || typeof routes !== 'object')
          throw new Error(`${remote}/routes exposes no route map`);
        return routes;
      }),
    );
    pending.catch(() => loaded.delete(remote));
    loaded.set(remote, pending);
  }
  return pending;
};

/** Warms a remote (manifest, entry, the routes module's chunks) before the shopper clicks. */
export function prefetchRemote(remote: string): void {
  if (loaded.has(remote)) return;
  preloadRemote([{ nameOrAlias: remote, exposes: ['routes'] }]).catch(() => undefined);
}

/**
 * Loads a remote's routes and the code of one of its pages (a lazyPage's `preload`): the boot
 * calls it before hydrating a server-rendered page, so the page's boundary never waits on the
 * network to hydrate.
 */
export async function preloadRemotePage(remote: string, pattern: string): Promise<void> {
  const page = (await loadRemoteRoutes(remote))[pattern] as
    (ComponentType & { preload?: () => Promise<unknown> }) | undefined;
  await page?.preload?.();
}
