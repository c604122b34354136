// After a profile change the access token's claims are stale: the sandbox's refresh issues a token
// with the new claims, and the session atom is read again from it.
import { useCallback } from 'react';
import { useApi } from '@storefront/state';
import { useSessionActions } from './use-session-actions';

export function useReloadSession(): () => Promise<void> {
  const api = useApi();
  const { signedIn } = useSessionActions();
  return useCallback(async () => {
    await api.refreshSession();
    const access = api.tokens.getAccessToken();
    if (access) signedIn(access);
  }, [api, signedIn]);
}
