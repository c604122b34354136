// Sign-in and logout as the shell performs them. The session atom is the one fact every remote
// reads (no bus event repeats it); the cart badge recounts itself when the session changes.
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
    if (api) clearSignInStorage(api.tokens);
    store.set(cartSnapshotAtom, null); // the in-memory copy too
    store.set(pendingCartNoticeAtom, null);
    setSession(null);
    setCartCount(0);
  }, [store, setSession, setCartCount]);

  return { signedIn, logout };
}
