// Tells the shell server that a remote's version failed on this page (issue 16, canary): its
// page's fallback showed, or only its last-known-good version loaded. The server's canary watch
// (deploy/stack/src/canary.mjs) counts the browsers a canary fails in and rolls it back past a
// threshold. The version is the one the page booted with (booted-remotes.ts). Loaded only when
// something failed, so no page's boot carries it.
import { bootedRemotes } from './booted-remotes';

export type FailureKind = 'failed' | 'recovered';

/** The version in a remote's manifest URL (…/<package>/<version>/mf-manifest.json). */
export function versionOf(manifestUrl: string): string | null {
  return /\/([^/]+)\/mf-manifest\.json(?:\?.*)?$/.exec(manifestUrl)?.[1] ?? null;
}

/**
 * Sends the report with a beacon (it survives the page's reload or navigation); false when there
 * is nothing to report (a remote the page did not boot with) or no way to send it.
 */
export function reportRemoteFailure(
  remote: string,
  kind: FailureKind,
  send: ((url: string, body: string) => boolean) | undefined = typeof navigator !== 'undefined' &&
  typeof navigator.sendBeacon === 'function'
    ? (url, body) => navigator.sendBeacon(url, body)
    : undefined,
  booted: ReadonlyMap<string, string> = bootedRemotes(),
): boolean {
  const manifestUrl = booted.get(remote);
  const version = manifestUrl ? versionOf(manifestUrl) : null;
  if (!version || !send) return false;
  return send('/telemetry', JSON.stringify({ remote, version, kind }));
}
