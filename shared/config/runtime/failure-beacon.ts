// A page's report that a remote's version failed on it (issue 16, canary): its page's fallback
// showed, or only its last-known-good version loaded. Every host sends it to its own server's
// POST /telemetry (the shell, and the payments standalone page, both served by
// shell/server/telemetry.ts), whose canary watch (deploy/stack/src/canary.mjs) counts the browsers a canary
// fails in and rolls it back past a threshold.

export type FailureKind = 'failed' | 'recovered';

/** Sends a body to a URL of the page's own origin; false when it could not be queued. */
export type BeaconSender = (url: string, body: string) => boolean;

/** navigator.sendBeacon (the report survives the page's reload or navigation), where there is one. */
export function pageBeacon(): BeaconSender | undefined {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? (url, body) => navigator.sendBeacon(url, body)
    : undefined;
}

/** The version in a remote's manifest URL (…/<package>/<version>/mf-manifest.json). */
export function versionOf(manifestUrl: string): string | null {
  return /\/([^/]+)\/mf-manifest\.json(?:\?.*)?$/.exec(manifestUrl)?.[1] ?? null;
}

/**
 * Reports `remote` (its container name) failing in the version of `manifestUrl`, the one the page
 * booted with; false when there is nothing to report (no version) or no way to send it.
 */
export function sendFailureBeacon(
  remote: string,
  manifestUrl: string | undefined,
  kind: FailureKind,
  send: BeaconSender | undefined = pageBeacon(),
): boolean {
  const version = manifestUrl ? versionOf(manifestUrl) : null;
  if (!version || !send) return false;
  return send('/telemetry', JSON.stringify({ remote, version, kind }));
}
