// The product grid (spec 000 §9: views.catalog columns, default 3 desktop and 2 mobile; gaps 35px
// 30px desktop and 35px 20px mobile). Cards are the landing's (height 350 mobile, 430 desktop).
import { SimpleGrid } from '@storefront/ui';
import type { Product } from '@storefront/sdk';
import { ProductCard } from '../landing/product-card';
import type { PriceOf, SelectProduct } from '../landing/section-types';

export function CatalogGrid({
  products,
  columnsDesktop,
  columnsMobile,
  priceOf,
  onSelect,
}: {
  products: readonly Product[];
  columnsDesktop: number;
  columnsMobile: number;
  priceOf: PriceOf;
  onSelect: SelectProduct;
}) {
  return (
    <SimpleGrid
      as="ul"
      aria-label="Productos"
      listStyleType="none"
      columns={{ base: columnsMobile, md: columnsDesktop }}
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
