// The live manifest URL of each remote (container name) when the page booted, for the skew check
// (skew-reload.ts, loaded only when a remote's page fails). Kept apart so the boot carries this map
// and not the check.
import type { RemotesManifest } from './remotes-manifest';

const booted = new Map<string, string>();

/** setupFederation records the versions the page boots with. */
export function rememberBootedRemotes(manifest: RemotesManifest): void {
  for (const remote of manifest.remotes) booted.set(remote.name, remote.manifestUrl);
}

export function bootedRemotes(): ReadonlyMap<string, string> {
  return booted;
}
