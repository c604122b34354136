// What carts/process (process-cart.ts) takes: the shopper, the key, the cart, and what the route
// read and checked before the transaction (card, shipping quote, policy, store, extras).
import type { JsonObject } from '../db/schema/index';
import type { PublicUrls } from '../config/public-urls';
import type { CartKey } from '../carts/cart-store';
import type { StorePricing } from '../pricing/cycle-price';
import type { GroupPolicy } from '../billing/billing-groups';

export interface ProcessInput {
  userId: string;
  key: string;
  requestHash: string;
  cartKey: CartKey;
  currency: string;
  card: { id: string; digits: string };
  /** The shipping quote: processCart checks it against the cart's own amount, under its lock. */
  shipping: { id: string; price: number; amount: number } | null;
  policy: GroupPolicy & { shippingChargeType: string };
  /** The store's delivery facts, for the subscriptions' later cycles. */
  store: StorePricing;
  contact: JsonObject;
  /** What the body adds to every subscription document. */
  extras: {
    tax: number;
    gift: boolean;
    /** The store's own merchant (never the client's word). */
    merchantId: string | null;
    paymentMethods: JsonObject[];
    issuerFees: number;
  };
  urls: PublicUrls;
  now: Date;
}
