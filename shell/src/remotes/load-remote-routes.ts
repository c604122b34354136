// Loads a remote's exposed `./routes` module (deploy/README.md contract): a map from route
// pattern to page component. A successful load is kept for the visit; a failed one is forgotten
// so the next attempt (the fallback's "Reintentar") really tries again.
import type { ComponentType } from 'react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';

export type RemoteRoutes = Record<string, ComponentType>;
export type RemoteRoutesLoader = (remote: string) => Promise<RemoteRoutes>;

const loaded = new Map<string, Promise<RemoteRoutes>>();

export const loadRemoteRoutes: RemoteRoutesLoader = (remote) => {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = loadRemote<{ default?: RemoteRoutes }>(`${remote}/routes`).then((module) => {
      const routes = module?.default;
      if (!routes || typeof routes !== 'object')
        throw new Error(`${remote}/routes exposes no route map`);
      return routes;
    });
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
