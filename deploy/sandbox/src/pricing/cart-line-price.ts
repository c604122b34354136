// A cart line priced as a new purchase by the one price engine (API.md "Prices"): the product's
// price for the line's frequency (or the shopper's own amount for a user-defined price), its best
// promotion for that frequency, its quantity discount. The cart, carts/process and the charge all
// read lines through this, so the cart shows what the checkout charges.
import { purchaseLine, type OfferedPromotion } from '@storefront/domain/pricing';
import type { JsonObject } from '../db/schema/index';

export interface CartLineFacts {
  /** The product's document (prices, promotions, quantityDiscounts, priceDefinedByUser). */
  doc: JsonObject;
  billing_type: string;
  quantity: number;
  /** The shopper's amount for a user-defined price. */
  custom_price: number | null;
  currency: string;
}

/** Unit price of a line: the shopper's own amount for a user-defined price, else the frequency's. */
export function unitPriceOf(
  doc: JsonObject,
  billingType: string,
  customPrice: number | null,
): number {
  if (doc.priceDefinedByUser) return customPrice ?? 0;
  const prices = (doc.prices ?? {}) as Record<string, number | null | undefined>;
  return prices[billingType] || 0;
}

export function priceCartLine(row: CartLineFacts) {
  return purchaseLine({
    unitPrice: unitPriceOf(row.doc, row.billing_type, row.custom_price),
    quantity: row.quantity,
    billingType: row.billing_type,
    quantityDiscounts: row.doc.quantityDiscounts as number[] | undefined,
    currency: row.currency,
    promotions: (row.doc.promotions as OfferedPromotion[] | undefined) ?? [],
    priceDefinedByUser: Boolean(row.doc.priceDefinedByUser),
  });
}
