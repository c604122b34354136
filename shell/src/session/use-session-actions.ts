// Sign-in and logout as the shell performs them: session atom, cart badge and the bus signal
// every remote listens to ('session:changed').
import { useCallback } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { bus } from '@storefront/bus';
import { apiAtom, cartCountAtom, cartSnapshotAtom, sessionAtom } from '@storefront/state';
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
      bus.emit('session:changed', { loggedIn: session !== null });
      bus.emit('cart:changed', {});
      return session;
    },
    [setSession],
  );

  const logout = useCallback(() => {
    const api = store.get(apiAtom);
    if (api) clearSignInStorage(api.tokens);
    store.set(cartSnapshotAtom, null); // the in-memory copy too
    setSession(null);
    setCartCount(0);
    bus.emit('session:changed', { loggedIn: false });
  }, [store, setSession, setCartCount]);

  return { signedIn, logout };
}
