// Session from local storage (spec 000 §4 Session): logged in when an access token exists; the
// user is decoded from it (payload only, the server verifies). Logout clears tokens and the
// client-stored items tied to a sign-in (spec 000 §3 "Client-stored items"), as listed once in
// @storefront/state's CLIENT_ITEMS.
import {
  clearSignInItems,
  sessionFromAccessToken,
  signInScopedKeys,
  type Session,
} from '@storefront/state';
import type { TokenStore } from '@storefront/sdk';

/** Client-stored items that belong to a sign-in and go away on logout (the tokens included). */
export const SIGN_IN_SCOPED_KEYS = signInScopedKeys('local');

/** Tab-scoped (sessionStorage) items of a sign-in: the cart last seen, for change detection. */
export const SIGN_IN_SCOPED_SESSION_KEYS = signInScopedKeys('session');

/** The session an access token stands for (the shared rule of @storefront/state). */
export const sessionFromToken = sessionFromAccessToken;

export function readStoredSession(tokens: Pick<TokenStore, 'getAccessToken'>): Session | null {
  return sessionFromToken(tokens.getAccessToken());
}

export function clearSignInStorage(
  tokens: Pick<TokenStore, 'clear'>,
  storage: Storage | undefined = globalThis.localStorage,
  tabStorage: Storage | undefined = globalThis.sessionStorage,
): void {
  tokens.clear();
  clearSignInItems({ local: storage, session: tabStorage });
}
