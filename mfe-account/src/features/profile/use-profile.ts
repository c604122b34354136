// The profile (GET auth/profile) and, when the store shows the company card, the shopper's payers
// in this store (GET payers/?userId&storeId): two reads of the page's server-data cache, the
// profile under the key the subscription edit and service checkout read it by. Read again on
// every visit (checkout saves its own copy); a save here refreshes checkout's.
import { storePayer } from '@storefront/domain';
import type { Payer, User } from '@storefront/sdk';
import { useServerData, useServerDataCache, useSession } from '@storefront/state';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; user: User; payer: Payer | null };

export function useProfile(storeId: string, withPayer: boolean) {
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  const cache = useServerDataCache();
  const profile = useServerData<User>(
    userId ? (['profile', userId] as const) : null,
    (api) => api.auth.profile(),
    { revalidateOnMount: true },
  );
  const payers = useServerData<Payer[]>(
    userId && withPayer ? (['payers', userId, storeId] as const) : null,
    (api) => api.payers.list({ userId: userId!, storeId }).then((page) => page.docs),
  );
  const user = profile.state.data;
  const payerList = withPayer ? payers.state.data : [];
  const failed = profile.state.status === 'error' || (withPayer && payers.state.status === 'error');
  const state: ProfileState = failed
    ? { status: 'error' }
    : user && payerList
      ? { status: 'ready', user, payer: storePayer(payerList) }
      : { status: 'loading' };

  return {
    state,
    reload: () => {
      void profile.reload();
      if (withPayer) void payers.reload();
    },
    /** After a save: show what the server returned without a reload; checkout's copy reloads. */
    setUser: (saved: User) => {
      profile.write(saved);
      cache.invalidate(['profile', saved.userId, storeId]);
    },
    setPayer: (saved: Payer) => {
      payers.write([saved, ...(payerList ?? []).filter((p) => p._id !== saved._id)]);
      if (userId) cache.invalidate(['profile', userId, storeId]);
    },
  };
}
