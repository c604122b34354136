// API.md "Issue 36": a token is good only in a store its account may enter. In marketplace mode
// every store shares one origin, so one token store: an account signed in at one store that
// another store does not admit (farmacia-demo lets in only its own) meets 403 "Store access denied"
// there. Its tokens are dropped and the browser goes to this store's login, once, where an account
// the store admits can sign in.
import { resolvePathPrefix } from '@storefront/domain';
import type { TokenStore } from '@storefront/sdk';

/** This store's login page for the page at `location`. */
export function storeLoginPath(
  location: { hostname: string; pathname: string },
  marketplaceHosts: readonly string[] | undefined,
): string {
  const { prefix } = resolvePathPrefix({ ...location, marketplaceHosts });
  return `${prefix}/login`;
}

/** The handler boot gives createApi: drops the tokens and leaves for the login (once per page). */
export function leaveOnStoreAccessDenied(
  tokens: TokenStore,
  marketplaceHosts: readonly string[] | undefined,
  page: { location(): { hostname: string; pathname: string }; go(path: string): void } = {
    location: () => window.location,
    go: (path) => window.location.assign(path),
  },
): () => void {
  let leaving = false;
  return () => {
    if (leaving) return;
    leaving = true;
    tokens.clear();
    page.go(storeLoginPath(page.location(), marketplaceHosts));
  };
}
