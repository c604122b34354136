// Spec 000 §2 "Path prefix": on the marketplace host (or localhost) store pages sit under a prefix
// equal to the store name, the first path segment; on a store's own domain the prefix is empty.
export type TenantMode = 'marketplace' | 'own-host';

export interface PathPrefix {
  mode: TenantMode;
  /** '/tienda-demo' in marketplace mode, '' on an own host (and '' at the bare marketplace root). */
  prefix: string;
  /** Marketplace mode: the first path segment, decoded. Absent at the marketplace root. */
  storeName?: string;
  /** Own-host mode: the hostname, to look the store up by domain. */
  domain?: string;
  /**
   * Marketplace mode: the first segment is not valid percent-encoding ('/%E0%A4%A'), so it names
   * no store (storeLookup: 'store not found'); `storeName` is then the raw segment.
   */
  malformed?: true;
}

const ALWAYS_MARKETPLACE = ['localhost', '127.0.0.1'];

export function isMarketplaceHost(hostname: string, marketplaceHosts: readonly string[] = []): boolean {
  const host = hostname.toLowerCase();
  return ALWAYS_MARKETPLACE.includes(host) || marketplaceHosts.some((h) => h.toLowerCase() === host);
}

export function resolvePathPrefix(input: { hostname: string; pathname: string; marketplaceHosts?: readonly string[] }): PathPrefix {
  if (!isMarketplaceHost(input.hostname, input.marketplaceHosts)) {
    return { mode: 'own-host', prefix: '', domain: input.hostname.toLowerCase() };
  }
  return marketplacePathPrefix(input.pathname);
}

/**
 * The marketplace reading of a path, whatever the host (the payments standalone page serves every
 * store under its name): the prefix is the first segment, its decoded text the store's name.
 */
export function marketplacePathPrefix(pathname: string): PathPrefix {
  const first = pathname.split('/').find((segment) => segment !== '');
  if (!first) return { mode: 'marketplace', prefix: '' };
  const prefix = `/${first}`;
  try {
    return { mode: 'marketplace', prefix, storeName: decodeURIComponent(first) };
  } catch {
    return { mode: 'marketplace', prefix, storeName: first, malformed: true };
  }
}

/** The path after the prefix, always starting with '/': ('/tienda-demo/cart', '/tienda-demo') → '/cart'. */
export function stripPrefix(pathname: string, prefix: string): string {
  const rest = prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)) ? pathname.slice(prefix.length) : pathname;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Joins the prefix and a path relative to the store ('cart', '/cart', 'cart?x=1', '' or '/' for
 * the root): ('/tienda-demo', 'cart') → '/tienda-demo/cart'; ('', 'cart') → '/cart';
 * ('/tienda-demo', '/') → '/tienda-demo'; ('', '') → '/'.
 */
export function storePath(prefix: string, path: string): string {
  const rest = path.replace(/^\/+/, '');
  if (!rest) return prefix || '/';
  if (rest.startsWith('?') || rest.startsWith('#')) return `${prefix || '/'}${rest}`;
  return `${prefix}/${rest}`;
}
