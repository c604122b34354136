// Policy: NO SKEW (issue 16). A page opened before a promote keeps the remote versions it booted
// with; once the CDN stops serving one of them, that remote's next chunk fails. When a remote's
// page fails to load and /remotes.json now names another live version of it, the page reloads
// once, at the page it was going to (a navigation may be held until the page's code is there), and
// the new document loads the live version. Once per remote and live version (kept in
// sessionStorage), so a failure after that reload shows the fallback instead of a loop; without
// sessionStorage there is no reload at all.
import { fetchHostDocument } from '@storefront/sdk';
import { bootedRemotes } from './booted-remotes';
import { parseRemotesManifest, type RemotesManifest } from './remotes-manifest';

export type SkewOutcome = 'reloaded' | 'same-version' | 'already-reloaded' | 'not-checked';

export interface SkewReloadDeps {
  /** The live manifest URL of each remote (container name) when the page booted. */
  booted: ReadonlyMap<string, string>;
  /** /remotes.json as served now. */
  currentManifest(): Promise<RemotesManifest>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Loads `href` as a new document. */
  reload(href: string): void;
}

export const SKEW_RELOAD_KEY = 'storefront:skew-reload';

/**
 * Loads `href` (the page that failed) anew if `remote` has another live version than the page
 * booted with, once.
 */
export async function reloadIfRemoteMoved(
  remote: string,
  href: string,
  deps: SkewReloadDeps,
): Promise<SkewOutcome> {
  const bootedUrl = deps.booted.get(remote);
  if (!bootedUrl || !deps.storage) return 'not-checked';
  let liveUrl: string | undefined;
  try {
    liveUrl = (await deps.currentManifest()).remotes.find((r) => r.name === remote)?.manifestUrl;
  } catch {
    return 'not-checked'; // cannot tell: the fallback's "Reintentar" is still there
  }
  if (!liveUrl || liveUrl === bootedUrl) return 'same-version';
  const key = `${SKEW_RELOAD_KEY}:${remote}:${liveUrl}`;
  try {
    if (deps.storage.getItem(key)) return 'already-reloaded';
    deps.storage.setItem(key, new Date().toISOString());
  } catch {
    return 'not-checked'; // storage refused: a reload could not be counted
  }
  deps.reload(href);
  return 'reloaded';
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page's own check: its boot manifest, /remotes.json now, sessionStorage, location. */
export function reloadIfStale(remote: string, href: string): Promise<SkewOutcome> {
  return reloadIfRemoteMoved(remote, href, {
    booted: bootedRemotes(),
    currentManifest: async () => parseRemotesManifest(await fetchHostDocument('/remotes.json')),
    storage: sessionStore(),
    reload: (to) => window.location.assign(to),
  });
}
