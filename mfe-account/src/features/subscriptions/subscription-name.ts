import type { Subscription } from '@storefront/sdk/purchases';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from './subscriptions-texts';

/** What a subscription is called on screen and in its buttons' names: its first product, and how many more. */
export function subscriptionName(subscription: Pick<Subscription, 'products' | '_id'>): string {
  const [first, ...rest] = subscription.products;
  return first ? TEXTS.itemName(first.name, rest.length) : subscription._id;
}
