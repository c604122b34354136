// A grid of product cards (spec 000 §9: gaps 35px 20px mobile and 35px 30px desktop). The landing's
// "cards" display uses 2 / 3 / 4 columns; the catalogue passes views.catalog's columns.
import { SimpleGrid } from '@storefront/ui';
import type { Product } from '@storefront/sdk';
import { ProductCard } from '../../products/product-card';
import type { PriceOf, SelectProduct } from '../../products/section-types';

const LANDING_COLUMNS = { base: 2, md: 3, lg: 4 };

export function CardsGrid({
  products,
  priceOf,
  onSelect,
  columns = LANDING_COLUMNS,
  label,
}: {
  products: readonly Product[];
  priceOf: PriceOf;
  onSelect: SelectProduct;
  columns?: { base: number; md: number; lg?: number };
  /** Accessible name of the list. */
  label?: string;
}) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={columns}
      rowGap="35px"
      columnGap={{ base: '20px', md: '30px' }}
    >
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            price={priceOf(product)}
            onSelect={(event) => onSelect(product, event)}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
