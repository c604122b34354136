import { roundPrice } from '../money/price-rounding';

// Spec 000 §4 / 002 §5: percentage discounts multiply the price by (100 - value)/100; fixed
// discounts subtract the value. clp prices are truncated to whole numbers, others 2 decimals.
export interface Discount {
  type: 'percentage' | 'fixed';
  value: number;
}

export function promotionPrice(
  price: number,
  discount: Discount,
  currency: string | null | undefined = 'clp',
): number {
  const raw =
    discount.type === 'percentage'
      ? (price * (100 - discount.value)) / 100
      : price - discount.value;
  // A discount never makes a price negative (the spec is silent; a negative price is meaningless).
  const clamped = Math.max(0, raw);
  return roundPrice(clamped, currency);
}
