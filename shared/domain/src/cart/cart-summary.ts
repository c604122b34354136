// Spec 000 §2 Cart page: "order summary (delivery label, default "Despacho"; when the store's
// default subscription status is "awaiting response", delivery, discounts and a referential price
// note are hidden or shown as a note)"; 001 §9 "Price-referential note shown when the default
// subscription status is awaiting response. Shipping label default 'Despacho'; 'despacho' for charge
// type always, 'instalación' for once" (shippingLabel). Decided:
// referential hides delivery and discounts and shows the note instead.
import { shippingLabel } from '../money/shipping-text';
import { isAwaitingResponse } from './awaiting-response';

/** The cart totals this rule reads (a structural subset of the SDK's Cart). */
export interface CartTotals {
  products: readonly { currency?: string | null }[];
  productsPrice?: number | null;
  bundlesPrice?: number | null;
  productsFullPrice?: number | null;
  bundlesFullPrice?: number | null;
}

export interface CartSummaryOptions {
  /** The cart view's deliveryLabel; blank falls back to "Despacho" (or "Instalación", below). */
  deliveryLabel?: string | null;
  /** subscriptionPolicy.shippingChargeType: 'once' labels the row "Instalación" (001 §9). */
  shippingChargeType?: string | null;
  /** The store's default subscription status. */
  defaultStatus?: string | null;
}

export interface CartSummary {
  subtotal: number;
  /** Positive amount taken off, 0 when none (hidden when referential). */
  discounts: number;
  total: number;
  deliveryLabel: string;
  /** Prices are referential: no delivery, no discounts, a note instead. */
  referential: boolean;
  currency: string;
}

export function cartSummary(cart: CartTotals, options: CartSummaryOptions): CartSummary {
  const total = (cart.productsPrice ?? 0) + (cart.bundlesPrice ?? 0);
  const full = (cart.productsFullPrice ?? 0) + (cart.bundlesFullPrice ?? 0);
  const referential = isAwaitingResponse(options.defaultStatus);
  const discounts = !referential && full > total ? full - total : 0;
  return {
    subtotal: total + discounts,
    discounts,
    total,
    deliveryLabel: shippingLabel(options),
    referential,
    currency: cart.products[0]?.currency ?? 'clp',
  };
}
