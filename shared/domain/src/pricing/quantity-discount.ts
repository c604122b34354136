// Spec 000 §4: the entry for quantity n sits at index n-2 and is the discount fraction;
// quantities beyond the list use the last entry; quantity 1 has none.
export function quantityDiscountFor(
  discounts: readonly number[] | null | undefined,
  quantity: number,
): number {
  const list = discounts ?? [];
  if (quantity <= 1 || list.length === 0) return 0;
  return list[Math.min(quantity - 2, list.length - 1)] ?? 0;
}

/** "Total = (1 - discount) x unit price x quantity" (unrounded; format with formatAmount). */
export function quantityDiscountTotal(
  unitPrice: number,
  quantity: number,
  discounts: readonly number[] | null | undefined,
): number {
  return (1 - quantityDiscountFor(discounts, quantity)) * unitPrice * quantity;
}
