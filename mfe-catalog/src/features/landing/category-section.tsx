// One landing category: its heading and its products in the category's display (cards, saas,
// table), or its loading / error state.
import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@storefront/ui';
import type { LandingCategory, Product } from '@storefront/sdk';
import { CardsGrid } from './cards-grid';
import { PriceTable } from './price-table';
import { SaasCarousel } from './saas-carousel';
import type { PriceOf, SelectProduct } from './section-types';
import type { SectionState } from './use-landing-products';

export const SECTION_ERROR_TEXT = 'No pudimos cargar los productos. Intenta nuevamente.';

export interface CategorySectionProps {
  category: LandingCategory;
  state: SectionState;
  priceOf: PriceOf;
  onSelect: SelectProduct;
  onRetry(): void;
}

export function CategorySection({
  category,
  state,
  priceOf,
  onSelect,
  onRetry,
}: CategorySectionProps) {
  const headingId = `landing-category-${slug(category.name)}`;
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }} mb={{ base: '4', md: '6' }}>
        {category.name}
      </Heading>
      {state.status === 'loading' ? <SectionSkeleton /> : null}
      {state.status === 'error' ? (
        <Stack align="flex-start" gap="3" role="alert">
          <Text color="fg.error">{SECTION_ERROR_TEXT}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Reintentar
          </Button>
        </Stack>
      ) : null}
      {state.status === 'ready' ? (
        <Display
          category={category}
          products={state.products}
          priceOf={priceOf}
          onSelect={onSelect}
        />
      ) : null}
    </Box>
  );
}

function Display({
  category,
  products,
  priceOf,
  onSelect,
}: {
  category: LandingCategory;
  products: readonly Product[];
  priceOf: PriceOf;
  onSelect: SelectProduct;
}) {
  switch (category.display) {
    case 'saas':
      return (
        <SaasCarousel
          title={category.name}
          products={products}
          priceOf={priceOf}
          onSelect={onSelect}
        />
      );
    case 'table':
      return <PriceTable products={products} priceOf={priceOf} onSelect={onSelect} />;
    default:
      return <CardsGrid products={products} priceOf={priceOf} onSelect={onSelect} />;
  }
}

function SectionSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, lg: 4 }}
      rowGap="35px"
      columnGap={{ base: '20px', md: '30px' }}
      aria-hidden="true"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} h={{ base: '350px', md: '430px' }} borderRadius="xl" />
      ))}
    </SimpleGrid>
  );
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
