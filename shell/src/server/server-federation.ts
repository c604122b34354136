// The remotes a server render loads: each remote's Node build, from the SAME version folder as
// the browser's (`…/<pkg>/<version>/server/remoteEntry.js`). A promote or rollback changes the
// version in the boot document's remotes; the next render re-registers it with `force` (the
// runtime drops the old entry, its module cache and its share-scope entries) and loads the new one.
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '../federation/remotes-manifest';
import type { RemoteRoutes, RemoteRoutesLoader } from '../remotes/load-remote-routes';

/** A failed entry (no server build, a throwing one) is not retried on every render. */
const FAILURE_MEMORY_MS = 30_000;

const registered = new Map<string, string>();
const routesByEntry = new Map<string, Promise<RemoteRoutes>>();

export const serverEntryOf = (manifestUrl: string) =>
  manifestUrl.replace(/mf-manifest\.json(\?.*)?$/, 'server/remoteEntry.js');

/** Remotes owning at least one public route: only those pages are server-rendered. */
export function publicRemotes(manifest: RemotesManifest): RemotesManifest['remotes'] {
  return manifest.remotes.filter((remote) =>
    remote.routes.some((route) => route.access === 'public'),
  );
}

/** Registers (or re-registers after a flip) the public remotes; returns name → server entry URL. */
export function syncRemotes(manifest: RemotesManifest): Map<string, string> {
  const live = new Map(
    publicRemotes(manifest).map((remote) => [remote.name, serverEntryOf(remote.manifestUrl)]),
  );
  const changed = [...live].filter(([name, entry]) => registered.get(name) !== entry);
  if (changed.length > 0) {
    registerRemotes(
      changed.map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
    for (const [name, entry] of changed) {
      const previous = registered.get(name);
      if (previous) routesByEntry.delete(previous);
      registered.set(name, entry);
    }
  }
  return live;
}

/** One load per entry URL, shared by every render; a failure is remembered a while. */
function loadEntry(remote: string, entry: string): Promise<RemoteRoutes> {
  let pending = routesByEntry.get(entry);
  if (!pending) {
    pending = loadRemote<{ default?: RemoteRoutes }>(`${remote}/routes`).then((module) => {
      if (!module?.default) throw new Error(`${remote}/routes exposes no route map`);
      return module.default;
    });
    const settled = pending;
    settled.catch(() => {
      setTimeout(() => {
        if (routesByEntry.get(entry) === settled) routesByEntry.delete(entry);
      }, FAILURE_MEMORY_MS).unref?.();
    });
    routesByEntry.set(entry, pending);
  }
  return pending;
}

/**
 * The server's route loader, keyed per entry URL (the browser's loadRemoteRoutes is keyed by
 * remote name: after a flip it would serve the old version's pages), with its own timeout per
 * render: Node entry failures emit no loadEntryError (module-federation core#4963). A render
 * that gives up waiting leaves the load running for the next one.
 */
export function serverRoutesLoader(
  live: Map<string, string>,
  timeoutMs: number,
): RemoteRoutesLoader {
  return (remote) => {
    const entry = live.get(remote);
    if (!entry) return Promise.reject(new Error(`${remote} is not a public remote`));
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      loadEntry(remote, entry),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${remote} server entry timed out`)), timeoutMs);
        timer.unref?.();
      }),
    ]).finally(() => clearTimeout(timer));
  };
}
