// display "cards": a grid of product cards (spec 000 §9: 2 columns on mobile, gaps 35px 20px
// mobile and 35px 30px desktop).
import { SimpleGrid } from '@storefront/ui';
import type { Product } from '@storefront/sdk';
import { ProductCard } from './product-card';
import type { PriceOf, SelectProduct } from './section-types';

export function CardsGrid({
  products,
  priceOf,
  onSelect,
}: {
  products: readonly Product[];
  priceOf: PriceOf;
  onSelect: SelectProduct;
}) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, md: 3, lg: 4 }}
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
