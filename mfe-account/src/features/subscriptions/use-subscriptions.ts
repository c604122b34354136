// The shopper's subscriptions in this store, every status, every page (spec 002 §7 Subscriptions:
// "List with userId, storeId, statuses[], page, limit 100 (looped over pages)"), through the page's
// server-data cache. Read again (quietly) on every visit and after each action: the statuses change
// on the server (a retry, the provider, the merchant), never by guessing here.
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import { useServerData } from '@storefront/state';

export const subscriptionsKey = (userId: string, storeId: string) => [
  'subscriptions',
  userId,
  storeId,
];

export function useSubscriptions(userId: string | undefined, storeId: string) {
  return useServerData<Subscription[]>(
    userId ? subscriptionsKey(userId, storeId) : null,
    (api) => subscriptionsApi(api).listAll({ userId: userId!, storeId }),
    { revalidateOnMount: true },
  );
}
