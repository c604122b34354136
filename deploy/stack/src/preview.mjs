// @ts-check
// A preview: one browser sees a published, not yet live, version of one remote, everything else
// as live. The deploy's contract gate (contract-gate.mjs) opens the store this way in headless
// Chromium before a promote. The cookie names the version; the shell server honours it only for a
// version the registry has published (anything else is the live page), and a previewed page is
// never server-rendered (the gate renders the server build itself, in a worker of its own, so the
// stack's render worker never flips between versions for it).
import { REMOTES } from './ports.mjs';

export const PREVIEW_COOKIE = 'storefront_preview';

/**
 * The preview a request asks for: `storefront_preview=<package>@<version>`; null without one.
 * @param {{ headers: { cookie?: string } }} req the request (only its cookie header is read)
 * @returns {{ remote: string, version: string } | null}
 */
export function previewOf(req) {
  const header = String(req.headers.cookie ?? '');
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== PREVIEW_COOKIE) continue;
    let value;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    const match = /^([a-z0-9-]+)@([0-9A-Za-z.+-]+)$/.exec(value);
    // Both groups are required by the pattern, so a match has them.
    return match
      ? { remote: /** @type {string} */ (match[1]), version: /** @type {string} */ (match[2]) }
      : null;
  }
  return null;
}

/**
 * The /remotes.json document with the previewed remote at its published version: its own routes,
 * and no last-known-good (a failure must show, not be covered by the live version). Null when the
 * version is not published (the caller serves the live document).
 * @param {{ remotes: Array<object> }} live the live /remotes.json document
 * @param {{ published: object }} registry
 * @param {{ remote: string, version: string }} preview
 * @param {string} cdnUrl
 */
export function withPreview(live, registry, preview, cdnUrl) {
  const known = REMOTES.find((r) => r.package === preview.remote);
  const published = registry.published?.[preview.remote]?.[preview.version];
  if (!known || !published) return null;
  const previewed = {
    name: known.name,
    package: known.package,
    version: preview.version,
    manifestUrl: `${cdnUrl.replace(/\/+$/, '')}/${known.package}/${preview.version}/mf-manifest.json`,
    lastKnownGood: null,
    routes: published.routes ?? [],
  };
  const others = live.remotes.filter((remote) => remote.package !== known.package);
  const order = (remote) => REMOTES.findIndex((r) => r.package === remote.package);
  return { remotes: [...others, previewed].sort((a, b) => order(a) - order(b)) };
}
