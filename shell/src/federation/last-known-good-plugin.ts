// Policy: LAST-KNOWN-GOOD. When a remote's live version still fails after the retries, the
// remote is pointed at its last-known-good version (lastKnownGood in /remotes.json) and the same
// module is loaded again, once per failure. Success: the page keeps using that version for the
// rest of the visit. Failure: the remote is pointed back at the live version, so the shopper's
// next "Reintentar" starts from live again, and the original error goes on to the page fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteVersions {
  /** Container name, e.g. mfe_account. */
  name: string;
  /** Manifest URL of the live version. */
  live: string;
  /** Manifest URL of the last-known-good version, if any. */
  lastKnownGood: string | null;
}

export function lastKnownGoodPlugin(remotes: RemoteVersions[]): ModuleFederationRuntimePlugin {
  const byName = new Map(remotes.map((remote) => [remote.name, remote]));
  const onLastKnownGood = new Set<string>();

  return {
    name: 'storefront-last-known-good',

    async errorLoadRemote({ id, lifecycle, remote, origin, from }) {
      // 'onLoad' is the final failure of loadRemote; earlier lifecycles end up there anyway.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      const versions = byName.get(name);
      if (!versions?.lastKnownGood || onLastKnownGood.has(name)) return undefined;

      onLastKnownGood.add(name);
      origin.registerRemotes([{ name, entry: versions.lastKnownGood }], { force: true });
      try {
        return await origin.loadRemote(id, { from });
      } catch {
        origin.registerRemotes([{ name, entry: versions.live }], { force: true });
        onLastKnownGood.delete(name);
        return undefined;
      }
    },
  };
}
