// A store's own base URL (the `origin` a recover link may be built on): on the marketplace the
// shell URL plus "/{store name}"; on its own host the store's domain on the shell's scheme and port.
import type { PublicUrls } from './public-urls';

export function storeBaseUrl(store: { name: string; domain: string | null }, urls: PublicUrls): string {
  if (!store.domain) return `${urls.shell}/${store.name}`;
  const url = new URL(urls.shell);
  url.hostname = store.domain;
  return url.origin;
}

/** True when `origin` (trailing slash ignored) is the store's base URL. */
export function isStoreOrigin(origin: string, store: { name: string; domain: string | null }, urls: PublicUrls): boolean {
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  if (given.search || given.hash || (given.protocol !== 'http:' && given.protocol !== 'https:')) return false;
  const trim = (text: string) => text.replace(/\/+$/, '').toLowerCase();
  return trim(`${given.origin}${given.pathname}`) === trim(storeBaseUrl(store, urls));
}

/**
 * True when `url` is a page of the store: http(s), the store's origin, and on the marketplace a
 * path under "/{store name}". A provider page (card inscription) returns only there, as a real
 * provider returns only to the merchant's registered origin (issue 10).
 */
export function isStorePage(url: string, store: { name: string; domain: string | null }, urls: PublicUrls): boolean {
  let given: URL;
  try {
    given = new URL(url);
  } catch {
    return false;
  }
  if ((given.protocol !== 'http:' && given.protocol !== 'https:') || given.username || given.password) return false;
  // The payments standalone page serves every store under /{store name} (embeds pay there).
  if (urls.payments && given.origin === new URL(urls.payments).origin)
    return given.pathname.startsWith(`/${store.name}/`);
  const base = new URL(storeBaseUrl(store, urls));
  if (given.origin !== base.origin) return false;
  const prefix = base.pathname.replace(/\/+$/, '');
  return !prefix || given.pathname === prefix || given.pathname.startsWith(`${prefix}/`);
}
