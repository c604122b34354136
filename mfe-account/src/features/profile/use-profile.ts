// The profile (GET auth/profile) and, when the store shows the company card, the shopper's payer
// in this store (GET payers/?userId&storeId), through the page's server-data cache.
import { useCallback } from 'react';
import type { Payer, User } from '@storefront/sdk';
import { useServerData } from '@storefront/state';
import { profilePayer } from './profile-rules';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; user: User; payer: Payer | null };

interface ProfileData {
  user: User;
  payer: Payer | null;
}

export function useProfile(storeId: string, withPayer: boolean) {
  const { state: data, reload, write } = useServerData<ProfileData>(
    ['profile', storeId, withPayer],
    async (api) => {
      const user = await api.auth.profile();
      const payer = withPayer
        ? profilePayer((await api.payers.list({ userId: user.userId, storeId })).docs)
        : null;
      return { user, payer };
    },
  );
  const state: ProfileState =
    data.status === 'ready'
      ? { status: 'ready', ...data.data }
      : data.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };

  const current = data.data;
  /** After a save: show what the server returned without a reload. */
  const setUser = useCallback((user: User) => current && write({ ...current, user }), [current, write]);
  const setPayer = useCallback((payer: Payer) => current && write({ ...current, payer }), [current, write]);

  return { state, reload: () => void reload(), setUser, setPayer };
}
