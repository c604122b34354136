// Where the client may send the browser after a login link or a guest denial.
// - isAllowedExternalUrl: a link's callbackUrl / errorUrl (spec 000 §3 client-stored items, §6
//   "the store's callback and error URLs are returned and kept") are followed only when they are
//   http(s) and on one of the store's own origins, or under one of the URLs the store configured.
//   Compared parsed (origin, then path by whole segments), never as raw string prefixes, so
//   https://shop.cl.evil.com, https://shop.cl@evil.com or https://evil.com/?https://shop.cl fail.
// - Spec 000 §6: "A 401 response whose message includes "Action does not allow guest access"
//   sends the browser to the first path segment of the site."

export const GUEST_ACCESS_DENIED_MESSAGE = 'Action does not allow guest access';

function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url;
}

/** `path` is `base` or below it, by whole segments: '/shop' covers '/shop/x', not '/shopping'. */
function pathUnder(path: string, base: string): boolean {
  if (base === '' || base === '/') return true;
  if (base.endsWith('/')) return path.startsWith(base);
  return path === base || path.startsWith(`${base}/`);
}

function underAllowedUrl(url: URL, allowed: string): boolean {
  const base = parseHttpUrl(allowed);
  if (!base || base.origin !== url.origin) return false;
  if (!pathUnder(url.pathname, base.pathname)) return false;
  // An allowed URL with a query (…/return?shop=1) only covers that exact page and query prefix.
  if (base.search) return url.pathname === base.pathname && url.search.startsWith(base.search);
  return true;
}

export function isAllowedExternalUrl(url: string | null | undefined, rules: { storeOrigins: readonly string[]; allowedUrls: readonly string[] }): boolean {
  if (!url) return false;
  const target = parseHttpUrl(url);
  // Credentials in a URL only serve to disguise the host.
  if (!target || target.username || target.password) return false;
  const sameOrigin = rules.storeOrigins.some((origin) => parseHttpUrl(origin)?.origin === target.origin);
  return sameOrigin || rules.allowedUrls.some((allowed) => underAllowedUrl(target, allowed));
}

export function isGuestAccessDenied(message: string | null | undefined): boolean {
  return (message ?? '').includes(GUEST_ACCESS_DENIED_MESSAGE);
}

/** '/tienda-demo/userpanel/cards' → '/tienda-demo'; '/' or '' → '/'. */
export function firstPathSegmentPath(pathname: string | null | undefined): string {
  const first = (pathname ?? '').split(/[?#]/)[0]?.split('/').find((segment) => segment !== '');
  return first ? `/${first}` : '/';
}
