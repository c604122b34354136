// The shopper's subscriptions in a store, every status, every page (spec 002 §7 Subscriptions:
// "List with userId, storeId, statuses[], page, limit 100 (looped over pages)"); and one
// subscription (001 §7 "Subscription get by {id}"), as the price confirmation and the edit read it.
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

export const loadSubscription = (api: Api, subscriptionId: string) =>
  subscriptionsApi(api).get(subscriptionId);

/** confirmPrice/:subscriptionId: the subscription. */
export function startSubscription({ api, cache, userId, params }: RouteDataContext): void {
  const { subscriptionId } = params;
  if (userId && subscriptionId)
    cache.prefetch(['subscription', subscriptionId], () => loadSubscription(api, subscriptionId));
}

/**
 * postsubscription/:subscriptionId (the edit): the subscription, then each of its items' product
 * (their stock and quantity discounts), which the edit asks for only once it has the subscription.
 */
export function startSubscriptionEdit({ api, cache, userId, params }: RouteDataContext): void {
  const { subscriptionId } = params;
  if (!userId || !subscriptionId) return;
  cache.prefetch(['subscription', subscriptionId], async () => {
    const subscription = await loadSubscription(api, subscriptionId);
    for (const { productId } of subscription.products)
      cache.prefetch(['catalog', 'product', productId], () => api.catalog.product(productId));
    return subscription;
  });
}
