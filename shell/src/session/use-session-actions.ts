// Sign-in and logout as the shell performs them. The session atom is the one fact every remote
// reads (no bus event repeats it); the cart badge recounts itself when the session changes.
// Logout also ends the sign-in on the server (POST auth/logout through the SDK), best effort.
import { useCallback } from 'react';
import { useSetAtom, useStore } from 'jotai';
import {
  apiAtom,
  cartCountAtom,
  cartSnapshotAtom,
  pendingCartNoticeAtom,
  sessionAtom,
} from '@storefront/state';
import { clearSignInStorage, sessionFromToken } from './session-storage';

export function useSessionActions() {
  const store = useStore();
  const setSession = useSetAtom(sessionAtom);
  const setCartCount = useSetAtom(cartCountAtom);

  /** After auth.login / auth.guestLogin stored the tokens: read the session from the new token. */
  const signedIn = useCallback(
    (accessToken: string) => {
      const session = sessionFromToken(accessToken);
      setSession(session);
      return session;
    },
    [setSession],
  );

  const logout = useCallback(() => {
    const api = store.get(apiAtom);
    if (api) {
      // Issue 36: the server ends this sign-in too (its refresh token refreshes no more). Best
      // effort: auth.logout takes the tokens and empties their store before it calls, and a failed
      // call changes nothing here; the local session goes right away either way.
      void api.auth.logout().catch(() => undefined);
      clearSignInStorage(api.tokens);
    }
    store.set(cartSnapshotAtom, null); // the in-memory copy too
    store.set(pendingCartNoticeAtom, null);
    setSession(null);
    setCartCount(0);
  }, [store, setSession, setCartCount]);

  return { signedIn, logout };
}
