import * as v from 'valibot';
import { CartSchema, optNum, optStr } from '@storefront/sdk';
import { DeliverySchema } from './delivery';
import { SubscriptionSchema } from './subscription';

/** The simulated Oneclick charge carts/process made (null when nothing was due today). */
export const CheckoutTransactionSchema = v.looseObject({
  _id: v.string(),
  status: v.string(),
  amount: v.number(),
  currency: v.string(),
  issuerFees: optNum(),
  createdAt: optStr(),
});

/**
 * The answer of carts/process (spec 001 §4 Checkout): the subscriptions (one per billing group),
 * the orders of single purchases, the charge, the emptied cart, and the flags the screen follows:
 * `newCard` (first use of the card → userpanel/cards) and `subscribed`.
 */
export const ProcessCartResultSchema = v.looseObject({
  subscriptions: v.array(SubscriptionSchema),
  deliveries: v.optional(v.array(DeliverySchema), []),
  transaction: v.nullish(CheckoutTransactionSchema),
  cart: CartSchema,
  newCard: v.boolean(),
  subscribed: v.boolean(),
});
export type ProcessCartResult = v.InferOutput<typeof ProcessCartResultSchema>;

/** A failed carts/process (409 cart changed, 402 payment declined) carries the cart to show. */
export const FailedProcessSchema = v.looseObject({ cart: CartSchema });
