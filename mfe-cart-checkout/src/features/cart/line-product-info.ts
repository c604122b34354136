// What a cart line needs to know about its product. The sandbox's lines carry it (quantifiable,
// priceDefinedByUser, quantityDiscounts, stock: API.md "plus imageUrl and stock for display"; the
// rest are extra fields of its CartLine); a provider whose lines do not is answered by the product
// itself (GET catalog/products/{id}). A missing `quantifiable` reads as quantifiable, as the
// sandbox reads it (only an explicit false forbids quantities above 1).
import type { CartLine, Product } from '@storefront/sdk';

type LineExtras = {
  quantifiable?: boolean | null;
  priceDefinedByUser?: boolean | null;
  quantityDiscounts?: number[] | null;
};

export interface LineProductInfo {
  /** false until the line or its product said whether it is quantifiable. */
  known: boolean;
  quantifiable: boolean;
  priceDefinedByUser: boolean;
  /** null = unlimited; undefined = not known. */
  stock: number | null | undefined;
  quantityDiscounts: number[];
}

/** The line tells enough by itself (no product fetch needed). */
export function lineIsSelfDescribing(line: CartLine): boolean {
  return typeof (line as CartLine & LineExtras).quantifiable === 'boolean';
}

export function lineProductInfo(line: CartLine, product: Product | undefined): LineProductInfo {
  const extras = line as CartLine & LineExtras;
  return {
    known: lineIsSelfDescribing(line) || product !== undefined,
    quantifiable: (extras.quantifiable ?? product?.quantifiable) !== false,
    priceDefinedByUser: Boolean(extras.priceDefinedByUser ?? product?.priceDefinedByUser),
    stock: line.stock !== undefined ? line.stock : product?.stock,
    quantityDiscounts: extras.quantityDiscounts ?? product?.quantityDiscounts ?? [],
  };
}
