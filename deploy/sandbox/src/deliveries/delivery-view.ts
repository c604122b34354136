import type { Selectable } from 'kysely';
import type { DeliveriesTable } from '../db/schema/index';
import { resolveUrls, type PublicUrls } from '../config/public-urls';

/** Delivery (order), spec 002 §3: the order a single purchase creates. */
export function toDelivery(row: Selectable<DeliveriesTable>, urls: PublicUrls) {
  return resolveUrls(
    {
      _id: row.id,
      deliveryNumber: row.delivery_number,
      storeId: row.store_id,
      userId: row.user_id,
      subscriptionId: row.subscription_id,
      createdAt: row.created_at,
      status: row.status,
      contact: row.contact,
      price: row.price,
      deliveryPrice: row.delivery_price,
      totalPrice: row.total_price,
      currency: row.currency,
      products: row.products,
    },
    urls,
  );
}
export type DeliveryView = ReturnType<typeof toDelivery>;
