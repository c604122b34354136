import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../db/schema/index';
import { resolveUrls, type PublicUrls } from '../config/public-urls';

/** Subscription (spec 001 §3): the row's columns plus the rest of the document kept in `doc`. */
export function toSubscription(row: Selectable<SubscriptionsTable>, urls: PublicUrls) {
  return resolveUrls(
    {
      ...row.doc,
      _id: row.id,
      storeId: row.store_id,
      userId: row.user_id,
      status: row.status,
      type: row.type,
      cardId: row.card_id,
      billingFrequency: row.billing_frequency,
      payday: row.payday,
      pausedUntil: row.paused_until,
      price: row.price,
      currency: row.currency,
      products: row.products,
      createdAt: row.created_at,
    },
    urls,
  );
}
export type SubscriptionView = ReturnType<typeof toSubscription>;
