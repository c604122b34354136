// The shopper's subscriptions in this store, every status, every page (spec 002 §7 Subscriptions:
// "List with userId, storeId, statuses[], page, limit 100 (looped over pages)"), through the page's
// server-data cache. Read again (quietly) on every visit and after each action: the statuses change
// on the server (a retry, the provider, the merchant), never by guessing here. The route's
// prefetch starts the same load while the page's code is still on its way (issue 15).
import type { Api } from '@storefront/sdk';
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import { useServerData, type RoutePrefetch } from '@storefront/state';
import { cardsKey } from '@storefront/widgets/cards';

export const subscriptionsKey = (userId: string, storeId: string) =>
  ['subscriptions', userId, storeId] as const;

const loadSubscriptions = (api: Api, userId: string, storeId: string) =>
  subscriptionsApi(api).listAll({ userId, storeId });

export function useSubscriptions(userId: string | undefined, storeId: string) {
  return useServerData<Subscription[]>(
    userId ? subscriptionsKey(userId, storeId) : null,
    (api) => loadSubscriptions(api, userId!, storeId),
    { revalidateOnMount: true },
  );
}

export const prefetchSubscriptions: RoutePrefetch = ({ api, cache, userId, storeId }) => {
  if (!userId) return;
  cache.prefetch(subscriptionsKey(userId, storeId), () => loadSubscriptions(api, userId, storeId));
  // Her saved cards name each subscription's card (subscription-card-fact.tsx): read alongside.
  cache.prefetch(cardsKey(userId, storeId), () => api.cards.listByUser(userId, storeId));
};
