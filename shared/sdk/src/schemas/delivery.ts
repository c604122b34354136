import * as v from 'valibot';
import { optNum, optStr, pagedSchema } from '@storefront/sdk';

/** Order statuses (spec 002 §4): delivered, pending, paused, canceled. */
export type DeliveryStatus = 'delivered' | 'pending' | 'paused' | 'canceled';

/** Delivery (order) of a single purchase, spec 002 §3. */
export const DeliverySchema = v.looseObject({
  _id: v.string(),
  deliveryNumber: v.number(),
  /** The store it was bought in (the provider sends it; the panel shows only the current store's). */
  storeId: optStr(),
  createdAt: v.string(),
  status: v.string(),
  contact: v.nullish(
    v.looseObject({
      address: v.nullish(
        v.looseObject({
          street: optStr(),
          number: v.nullish(v.union([v.string(), v.number()])),
          comment: optStr(),
          commune: optStr(),
        }),
      ),
    }),
  ),
  price: v.number(),
  deliveryPrice: optNum(),
  totalPrice: v.number(),
  currency: v.optional(v.string(), 'clp'),
  products: v.array(
    v.looseObject({
      productId: v.string(),
      name: v.string(),
      /** Unit price. */
      price: v.number(),
      parentProductId: optStr(),
      quantity: optNum(),
      /** The line's total (unit price × quantity) when the provider sends it. */
      totalPrice: optNum(),
      imageUrl: optStr(),
    }),
  ),
  subscriptionId: optStr(),
});
export type Delivery = v.InferOutput<typeof DeliverySchema>;
export const PagedDeliverySchema = pagedSchema(DeliverySchema);
