// After a profile change the access token's claims are stale (spec 000 §3: the user is decoded from
// the token). The provider's refresh issues a token with the current profile; the shared session
// atom is then read again from it, so the navbar and the shell's session gate see the new claims.
import { useCallback } from 'react';
import { useStore } from 'jotai';
import type { Api } from '@storefront/sdk';
import { decodeToken } from './decode-token';
import { sessionAtom, type Session } from './session';
import { useApi } from './api';

/** The session an access token stands for (null when it is not a user token). */
export function sessionFromAccessToken(accessToken: string | null | undefined): Session | null {
  const user = decodeToken(accessToken);
  return user ? { user, isGuest: user.isGuest } : null;
}

type SessionWriter = { set(atom: typeof sessionAtom, value: Session | null): void };

/**
 * Refreshes the tokens (api.refreshSession) and writes the session decoded from the new access
 * token into `store`. Rejects when the refresh fails; the session atom is then left as it was.
 */
export async function reloadSession(api: Api, store: SessionWriter): Promise<Session | null> {
  await api.refreshSession();
  const session = sessionFromAccessToken(api.tokens.getAccessToken());
  if (session) store.set(sessionAtom, session);
  return session;
}

/** reloadSession bound to the page's API client and jotai store. */
export function useReloadSession(): () => Promise<Session | null> {
  const api = useApi();
  const store = useStore();
  return useCallback(() => reloadSession(api, store), [api, store]);
}
