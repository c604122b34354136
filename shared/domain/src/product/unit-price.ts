// Spec 000 §4 Discount and price display, on the product page: the frequency's price, lowered by
// the promotion a purchase gets (promotionForPurchase: the highest-priority one for that
// frequency; promotionPrice: clp truncated, others 2 decimals); a user-defined price is the
// shopper's amount, no promotion. The line is the price engine's (productLine): "Total = (1 -
// discount) x unit price x quantity", exactly as the cart and the charge compute it.
import { dropFloatNoise } from '../money/price-rounding';
import type { PromotionLike } from '../pricing/best-promotion';
import { priceLine, purchaseLine, type LinePrice } from '../pricing/price-engine';
import { promotionPrice } from '../pricing/promotion-price';
import { quantityDiscountFor } from '../pricing/quantity-discount';
import { promotionForPurchase } from '../pricing/user-promotion';
import type { PricedProduct } from './frequency-options';

export interface UnitPriceProduct extends PricedProduct {
  currency?: string | null;
  promotions?: readonly PromotionLike[] | null;
  priceDefinedByUser?: boolean | null;
}

export interface UnitPriceOptions {
  /** The parsed price input (parsePriceInput) for user-defined prices. */
  userPrice?: number | null;
}

export interface UnitPriceBreakdown<P extends PromotionLike = PromotionLike> {
  /** The frequency's list price (or the shopper's amount); 0 when the frequency is unavailable. */
  listPrice: number;
  /** What one unit costs after the promotion. */
  price: number;
  /** The promotion applied, or null. */
  promotion: P | null;
}

export function unitPriceBreakdown<P extends PromotionLike>(
  product: UnitPriceProduct & { promotions?: readonly P[] | null },
  billingType: string | null | undefined,
  options: UnitPriceOptions = {},
): UnitPriceBreakdown<P> {
  if (product.priceDefinedByUser) {
    const amount = Math.max(0, options.userPrice ?? 0);
    return { listPrice: amount, price: amount, promotion: null };
  }
  const listPrice = (billingType && product.prices?.[billingType]) || 0;
  const promotion = billingType && listPrice ? promotionForPurchase(product.promotions, billingType) : null;
  const price = promotion ? promotionPrice(listPrice, promotion.discount, product.currency) : listPrice;
  return { listPrice, price, promotion };
}

/** One unit's price after the best promotion for the frequency. */
export function unitPriceFor(product: UnitPriceProduct, billingType: string | null | undefined, options: UnitPriceOptions = {}): number {
  return unitPriceBreakdown(product, billingType, options).price;
}

/**
 * (1 - discount) x unit x quantity. With a currency it is rounded as the cart shows it (roundPrice:
 * clp truncated like promotion prices, others 2 decimals); without one it is left unrounded.
 */
export function lineTotal(unitPrice: number, quantity: number, quantityDiscounts: readonly number[] | null | undefined, currency?: string | null): number {
  if (currency === undefined)
    return dropFloatNoise((1 - quantityDiscountFor(quantityDiscounts, quantity)) * unitPrice * quantity);
  return priceLine({ unitPrice, quantity, quantityDiscounts, currency }).total;
}

export interface ProductLineProduct extends UnitPriceProduct {
  quantityDiscounts?: readonly number[] | null;
}

/** The product form's line: what the cart line and the charge will be (the price engine's). */
export function productLine<P extends PromotionLike>(
  product: ProductLineProduct & { promotions?: readonly P[] | null },
  billingType: string,
  options: UnitPriceOptions & { quantity: number },
): LinePrice & { promotion: P | null } {
  const listPrice = product.priceDefinedByUser
    ? Math.max(0, options.userPrice ?? 0)
    : product.prices?.[billingType] || 0;
  return purchaseLine({
    unitPrice: listPrice,
    quantity: options.quantity,
    billingType,
    quantityDiscounts: product.quantityDiscounts,
    currency: product.currency,
    promotions: product.promotions,
    priceDefinedByUser: product.priceDefinedByUser,
  });
}
