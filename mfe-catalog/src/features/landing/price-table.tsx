// display "table": a price table, 2 columns (xs), 3 (sm), 4 otherwise (spec 000 §9).
import { Link as RouterLink } from 'react-router-dom';
import { Link, SimpleGrid, Stack, Text } from '@storefront/ui';
import type { Product } from '@storefront/sdk';
import { useStorePath } from '@storefront/state';
import { ProductPrice } from '../../products/product-price';
import type { PriceOf, SelectProduct } from '../../products/section-types';

export function PriceTable({
  products,
  priceOf,
  onSelect,
}: {
  products: readonly Product[];
  priceOf: PriceOf;
  onSelect: SelectProduct;
}) {
  const storePath = useStorePath();
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, sm: 3, md: 4 }}
      gap="0"
      borderTopWidth="1px"
      borderLeftWidth="1px"
      borderColor="border"
      borderRadius="lg"
      overflow="hidden"
    >
      {products.map((product) => (
        <Stack
          as="li"
          key={product._id}
          gap="2"
          p={{ base: '3', md: '4' }}
          borderRightWidth="1px"
          borderBottomWidth="1px"
          borderColor="border"
          bg="bg"
        >
          <Text as="h3" fontWeight="semibold" fontSize="sm" lineClamp={2}>
            <Link asChild color="inherit">
              <RouterLink
                to={storePath(`products/${encodeURIComponent(product._id)}`)}
                onClick={(event) => onSelect(product, event)}
              >
                {product.name}
              </RouterLink>
            </Link>
          </Text>
          <ProductPrice price={priceOf(product)} size="md" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
