// Where a `redirect` query may send the shopper (login, user-info): a page of the current store,
// never another site and never another store on the marketplace host (issue 10). The target is
// read as a browser would read it (tabs and newlines dropped, "\" taken as "/", "." and ".."
// resolved, "%2e%2e" included) before it is checked, and anything that fails becomes the store
// root, so no target can leave the shopper stuck.
import { storePath } from './path-prefix';

const BASE = 'http://store.invalid';

function resolve(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/**
 * The target (a path after the store prefix, as the guard writes it, or one with the prefix
 * already) as an in-store path with its query and hash; the store root when it is not one.
 */
export function safeRedirect(target: string | null | undefined, prefix: string): string {
  const root = storePath(prefix, '');
  const cleaned = (target ?? '').replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return root;
  const inside = (path: string) => !prefix || path === prefix || path.startsWith(`${prefix}/`);
  // A target that names the prefix is read as it is; any other is a path after the prefix.
  const url = resolve(inside(cleaned.split(/[?#]/)[0] ?? '') ? cleaned : `${prefix}${cleaned}`);
  if (!url || !inside(url.pathname)) return root;
  return `${url.pathname}${url.search}${url.hash}`;
}
