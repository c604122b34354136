// The cards grid's props, shared by the plain grid and its lazily loaded windowed one.
import type { Product } from '@storefront/sdk';
import type { PriceOf, SelectProduct } from '../../products/section-types';

export interface VirtualCardsGridProps {
  products: readonly Product[];
  priceOf: PriceOf;
  onSelect: SelectProduct;
  columns: { base: number; md: number };
  /** Accessible name of the list. */
  label: string;
}
