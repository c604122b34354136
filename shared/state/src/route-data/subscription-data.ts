// One subscription (spec 001 §7 "Subscription get by {id}"), as the price confirmation and the edit
// read it. Its own chunk: the subscriptions list's does not carry it.
import type { Api } from '@storefront/sdk';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import type { RouteDataContext } from './route-data-context';

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
