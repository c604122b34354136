// The profile (GET auth/profile) and, when the store shows the company card, the shopper's payer
// in this store (GET payers/?userId&storeId). One load; a newer load wins over a slower older one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Payer, User } from '@storefront/sdk';
import { useApi } from '@storefront/state';
import { profilePayer } from './profile-rules';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; user: User; payer: Payer | null };

export function useProfile(storeId: string, withPayer: boolean) {
  const api = useApi();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const run = ++latest.current;
    setState({ status: 'loading' });
    try {
      const user = await api.auth.profile();
      const payer = withPayer
        ? profilePayer((await api.payers.list({ userId: user.userId, storeId })).docs)
        : null;
      if (run === latest.current) setState({ status: 'ready', user, payer });
    } catch (error) {
      console.error('[mfe-account] profile: load failed', error);
      if (run === latest.current) setState({ status: 'error' });
    }
  }, [api, storeId, withPayer]);

  useEffect(() => {
    void load();
  }, [load]);

  /** After a save: show what the server returned without a reload. */
  const setUser = useCallback((user: User) => {
    setState((s) => (s.status === 'ready' ? { ...s, user } : s));
  }, []);
  const setPayer = useCallback((payer: Payer) => {
    setState((s) => (s.status === 'ready' ? { ...s, payer } : s));
  }, []);

  return { state, reload: load, setUser, setPayer };
}
