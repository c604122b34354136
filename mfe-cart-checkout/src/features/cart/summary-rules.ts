// Spec 000 §2 Cart page order summary, 001 §9: delivery label default "Despacho"; when the store's
// default subscription status is awaiting response, delivery and discounts are hidden and a
// referential-price note is shown. Pure; candidate for @storefront/domain.
import type { Cart } from '@storefront/sdk';

export const DEFAULT_DELIVERY_LABEL = 'Despacho';

/** The policy says "awaiting response"; the repo's status strings use awaiting_response. */
export function isAwaitingResponse(defaultStatus: string | null | undefined): boolean {
  return (defaultStatus ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_') === 'awaiting_response';
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

export function cartSummary(
  cart: Pick<Cart, 'products' | 'productsPrice' | 'bundlesPrice' | 'productsFullPrice' | 'bundlesFullPrice'>,
  options: { deliveryLabel?: string | null; defaultStatus?: string | null },
): CartSummary {
  const total = (cart.productsPrice ?? 0) + (cart.bundlesPrice ?? 0);
  const full = (cart.productsFullPrice ?? 0) + (cart.bundlesFullPrice ?? 0);
  const referential = isAwaitingResponse(options.defaultStatus);
  const discounts = !referential && full > total ? full - total : 0;
  return {
    subtotal: total + discounts,
    discounts,
    total,
    deliveryLabel: options.deliveryLabel?.trim() || DEFAULT_DELIVERY_LABEL,
    referential,
    currency: cart.products[0]?.currency ?? 'clp',
  };
}
