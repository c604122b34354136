import type { Selectable } from 'kysely';
import type { PriceConsentsTable } from '../db/schema/index';

const iso = (value: Date | string | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

/** One answer to a price change (API.md "Subscriptions": GET subscriptions/{id}/priceConsents). */
export function toPriceConsent(row: Selectable<PriceConsentsTable>) {
  return {
    _id: String(row.id),
    subscriptionId: row.subscription_id,
    productId: row.product_id,
    name: row.product_name,
    optIn: row.opt_in,
    newPrice: row.new_price,
    currency: row.currency,
    priceDeploymentAt: iso(row.price_deployment_at),
    createdAt: iso(row.created_at),
  };
}
