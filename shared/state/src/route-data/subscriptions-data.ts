// The shopper's subscriptions in a store, every status, every page (spec 002 §7 Subscriptions:
// "List with userId, storeId, statuses[], page, limit 100 (looped over pages)").
import type { Api } from '@storefront/sdk';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import type { RouteDataContext } from './route-data-context';

export const loadSubscriptions = (api: Api, userId: string, storeId: string) =>
  subscriptionsApi(api).listAll({ userId, storeId });

export function start({ api, cache, userId, storeId }: RouteDataContext): void {
  if (userId)
    cache.prefetch(['subscriptions', userId, storeId], () =>
      loadSubscriptions(api, userId, storeId),
    );
}
