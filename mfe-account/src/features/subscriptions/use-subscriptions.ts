// The shopper's subscriptions in this store, every status, every page (spec 002 §7 Subscriptions:
// "List with userId, storeId, statuses[], page, limit 100 (looped over pages)"), through the page's
// server-data cache. Read again (quietly) on every visit and after each action: the statuses change
// on the server (a retry, the provider, the merchant), never by guessing here. The route declares
// this read and her saved cards (routes.json `data`: subscriptions, cards; the cards name each
// subscription's card), so the shell has started both before this code arrives (issue 41).
import type { Subscription } from '@storefront/sdk/subscriptions';
import { useServerData } from '@storefront/state';
import { loadSubscriptions } from '@storefront/state/route-data/subscriptions';

export const subscriptionsKey = (userId: string, storeId: string) =>
  ['subscriptions', userId, storeId] as const;

export function useSubscriptions(userId: string | undefined, storeId: string) {
  return useServerData<Subscription[]>(
    userId ? subscriptionsKey(userId, storeId) : null,
    (api) => loadSubscriptions(api, userId!, storeId),
    { revalidateOnMount: true },
  );
}
