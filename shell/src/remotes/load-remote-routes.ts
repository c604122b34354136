// Loads a remote's exposed `./routes` module (deploy/README.md contract): a map from route
// pattern to page component. A successful load is kept for the visit; a failed one is forgotten
// so the next attempt (the fallback's "Reintentar") really tries again. A loaded map is readable
// at once (rememberValue): RemotePage then renders the page without suspending. The module may
// also export `prefetch`, each route's data loads (RoutePrefetch), kept here for startRoutePage.
import type { ComponentType } from 'react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { RoutePrefetch, RoutePrefetchContext } from '@storefront/state';
import { rememberValue } from '@storefront/ui';

export type RemoteRoutes = Record<string, ComponentType>;
export type RemoteRoutesLoader = (remote: string) => Promise<RemoteRoutes>;

const loaded = new Map<string, Promise<RemoteRoutes>>();
const prefetches = new Map<string, Record<string, RoutePrefetch>>();

/** The data load a remote's routes module declares for `pattern` (once its routes loaded). */
export function routePrefetch(remote: string, pattern: string): RoutePrefetch | undefined {
  const prefetch = prefetches.get(remote)?.[pattern];
  return typeof prefetch === 'function' ? prefetch : undefined;
}

/**
 * Runs the data load `remote` declares for `pattern`, if any. A prefetch that throws only loses its
 * head start (a warning): the page then loads its data itself.
 */
export async function runRoutePrefetch(
  remote: string,
  pattern: string,
  context: RoutePrefetchContext,
  prefetchOf: typeof routePrefetch = routePrefetch,
): Promise<void> {
  try {
    await prefetchOf(remote, pattern)?.(context);
  } catch (error) {
    console.warn(`[shell] ${remote} "${pattern}": prefetch failed`, error);
  }
}

export const loadRemoteRoutes: RemoteRoutesLoader = (remote) => {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = rememberValue(
      loadRemote<{ default?: RemoteRoutes; prefetch?: Record<string, RoutePrefetch> }>(
        `${remote}/routes`,
      ).then((module) => {
        const routes = module?.default;
        if (!routes || typeof routes !== 'object')
          throw new Error(`${remote}/routes exposes no route map`);
        if (module.prefetch && typeof module.prefetch === 'object')
          prefetches.set(remote, module.prefetch);
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
