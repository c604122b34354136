// After a profile change the access token's claims are stale: the shared reloadSession refreshes
// the tokens and rewrites the session atom; the shell then announces the session like a sign-in
// (bus 'session:changed'), which remotes listen to.
import { useCallback } from 'react';
import { useStore } from 'jotai';
import { bus } from '@storefront/bus';
import { reloadSession, useApi } from '@storefront/state';

export function useReloadSession(): () => Promise<void> {
  const api = useApi();
  const store = useStore();
  return useCallback(async () => {
    const session = await reloadSession(api, store);
    if (session) bus.emit('session:changed', { loggedIn: true });
  }, [api, store]);
}
