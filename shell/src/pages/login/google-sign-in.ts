// The browser's half of a Google sign-in attempt (issue 10): before leaving for the provider's
// consent page, a random state and nonce and the login query (redirect / action) are kept in this
// tab's sessionStorage; the return reads them once. Another tab, or a return nobody started,
// finds nothing and is ignored.
import { googleAuthorizeUrl, randomFlowValue } from '@storefront/domain';
import { CLIENT_ITEMS } from '@storefront/state';

const KEY = CLIENT_ITEMS.googleSignIn.key;

export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  /** The login page's query when the shopper left (its redirect / action apply on return). */
  search: string;
}

/** Page navigation, replaceable in tests (jsdom cannot leave the page). */
export const browser = { assign: (url: string) => window.location.assign(url) };

export function startGoogleSignIn(
  request: {
    /** /config.json's googleAuthorizeUrl: Google's endpoint, or the sandbox identity provider's. */
    authorizeUrl: string;
    clientId: string;
    redirectUri: string;
    search: string;
  },
  storage: Storage = sessionStorage,
): void {
  const pending: PendingGoogleSignIn = {
    state: randomFlowValue(),
    nonce: randomFlowValue(),
    search: request.search,
  };
  storage.setItem(KEY, JSON.stringify(pending));
  browser.assign(
    googleAuthorizeUrl({
      authorizeUrl: request.authorizeUrl,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      state: pending.state,
      nonce: pending.nonce,
    }),
  );
}

/** The attempt this tab started, removed as it is read (a state is good for one return). */
export function takePendingGoogleSignIn(
  storage: Storage = sessionStorage,
): PendingGoogleSignIn | null {
  const text = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingGoogleSignIn>;
    return typeof value.state === 'string' && typeof value.nonce === 'string'
      ? {
          state: value.state,
          nonce: value.nonce,
          search: typeof value.search === 'string' ? value.search : '',
        }
      : null;
  } catch {
    return null;
  }
}
