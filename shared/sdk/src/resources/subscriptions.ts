import type { Transport } from '../transport';
import type { Paged } from '../schemas/common';
import {
  PagedSubscriptionSchema,
  SubscriptionSchema,
  type Subscription,
  type SubscriptionStatus,
} from '../schemas/subscription';
import { seg } from './ids';

export interface SubscriptionListQuery {
  userId: string;
  storeId: string;
  /** Only these statuses (sent as a comma list); none: every status. */
  statuses?: readonly (SubscriptionStatus | (string & {}))[];
  page?: number;
  /** At most 100 (the default). */
  limit?: number;
}

/**
 * Body of a subscription patch (spec 001 §7 "patch {id}", field `products`). Today the provider
 * sandbox takes only the price-change notice's flags (spec 000 §4): each entry names an item of
 * the subscription by productId; the other fields of 001 §7 join when the edit screens need them.
 */
export interface SubscriptionPatch {
  products: { productId: string; priceChange: { seen?: boolean; userAction?: boolean } }[];
}

/** Bearer; only the caller's own subscriptions (another's → 404). */
export function createSubscriptionsResource(t: Transport) {
  return {
    get: (id: string): Promise<Subscription> =>
      t.request('GET', `subscriptions/${seg(id)}`, { schema: SubscriptionSchema }),
    patch: (id: string, body: SubscriptionPatch): Promise<Subscription> =>
      t.request('PATCH', `subscriptions/${seg(id)}`, { body, schema: SubscriptionSchema }),
    list: ({ statuses, ...query }: SubscriptionListQuery): Promise<Paged<Subscription>> =>
      t.request('GET', 'subscriptions', {
        query: {
          page: 1,
          limit: 100,
          ...query,
          statuses: statuses?.length ? statuses.join(',') : undefined,
        },
        schema: PagedSubscriptionSchema,
      }),
  };
}
export type SubscriptionsResource = ReturnType<typeof createSubscriptionsResource>;
