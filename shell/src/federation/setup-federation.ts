// Registers the remotes of /remotes.json with the Module Federation runtime (nothing about a
// remote's URL is in the shell build) and the shell's federation policies, in order: retry,
// last-known-good, telemetry (→ bus 'remote:failed'; a recovery is also reported for its version,
// failure-report.ts). Manifests the boot data carries are answered from it (preloaded-manifests.ts).
// The versions it boots with are kept for the skew check and the failure reports
// (booted-remotes.ts, skew-reload.ts).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { bus } from '@storefront/bus';
import { rememberBootedRemotes } from './booted-remotes';
import { lastKnownGoodPlugin } from './last-known-good-plugin';
import { provideRuntimeCore } from './provide-runtime-core';
import type { RemotesManifest } from './remotes-manifest';
import { retryPlugin } from './retry-plugin';
import { telemetryPlugin } from './telemetry-plugin';

export function federationPlugins(
  manifest: RemotesManifest,
  preloadedManifests: Readonly<Record<string, unknown>> = {},
) {
  return [
    retryPlugin({ preloaded: preloadedManifests }),
    lastKnownGoodPlugin(
      manifest.remotes.map((r) => ({
        name: r.name,
        live: r.manifestUrl,
        lastKnownGood: r.lastKnownGood?.manifestUrl ?? null,
      })),
    ),
    telemetryPlugin({
      remoteFailed: (event) => bus.emit('remote:failed', event),
      remoteRecovered: ({ remote }) => {
        bus.emit('analytics', { kind: 'track', event: 'Remote_Recovered', props: { remote } });
        // The booted version failed and only its last-known-good loaded (a canary's watch).
        import('./failure-report')
          .then(({ reportRemoteFailure }) => reportRemoteFailure(remote, 'recovered'))
          .catch(() => undefined);
      },
    }),
  ];
}

export function setupFederation(
  manifest: RemotesManifest,
  preloadedManifests: Readonly<Record<string, unknown>> = {},
): void {
  provideRuntimeCore();
  rememberBootedRemotes(manifest);
  registerPlugins(federationPlugins(manifest, preloadedManifests));
  registerRemotes(
    manifest.remotes.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })),
  );
}
