// Session from local storage (spec 000 §4 Session): logged in when an access token exists; the
// user is decoded from it (payload only, the server verifies). Logout clears tokens and the
// client-stored items tied to a sign-in (spec 000 §3 "Client-stored items").
import { CART_SNAPSHOT_KEY, GUEST_ID_KEY, sessionFromAccessToken, type Session } from '@storefront/state';
import type { TokenStore } from '@storefront/sdk';

/** Client-stored items that belong to a sign-in and go away on logout (besides the tokens). */
export const SIGN_IN_SCOPED_KEYS = [
  'callbackUrl',
  'errorUrl',
  'lastPaymentTry',
  'tbk_token', // card-registration token (spec 001 §3)
  'OTPCodeSentAt',
  'email',
  // The cart is keyed by guestId (spec 000 §6): a new visitor id after logout is an empty cart
  // (a new one is generated when missing).
  GUEST_ID_KEY,
] as const;

/** Tab-scoped (sessionStorage) items of a sign-in: the cart last seen, for change detection. */
export const SIGN_IN_SCOPED_SESSION_KEYS = [CART_SNAPSHOT_KEY] as const;

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
  for (const key of SIGN_IN_SCOPED_KEYS) storage?.removeItem(key);
  for (const key of SIGN_IN_SCOPED_SESSION_KEYS) tabStorage?.removeItem(key);
}
