// Quantity-discount arithmetic of spec 000 §4 "Discount and price display" (a pure helper that
// belongs in @storefront/domain; kept here until it is there): the entry for quantity n sits at
// index n-2, quantities beyond the list use the last entry, quantity 1 has none, and the line
// total is (1 - discount) x unit x quantity; clp is truncated to an integer, others keep 2 decimals.

export function quantityDiscountFor(discounts: readonly number[] | null | undefined, quantity: number): number {
  if (!discounts?.length || quantity < 2) return 0;
  return discounts[Math.min(quantity - 2, discounts.length - 1)] ?? 0;
}

/** Rounds away float noise (0.9 * 30000 = 26999.999…) before the currency's own rounding. */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

export function roundForCurrency(value: number, currency: string): number {
  return currency === 'clp' ? Math.trunc(clean(value)) : Math.round(clean(value * 100)) / 100;
}

export function lineTotal(unitPrice: number, quantity: number, discount: number, currency: string): number {
  return roundForCurrency((1 - discount) * unitPrice * quantity, currency);
}
