// Spec 000 §2 Product page: "A not-found page is shown when the product is missing, belongs to
// another store, is inactive, is hidden, or has stock exactly 0." (null stock = unlimited.)
export interface AvailabilityProduct {
  storeId: string;
  active?: boolean | null;
  hidden?: boolean | null;
  stock?: number | null;
}

export function isProductUnavailable(product: AvailabilityProduct | null | undefined, storeId: string): boolean {
  if (!product) return true;
  return product.storeId !== storeId || product.active !== true || product.hidden === true || product.stock === 0;
}
