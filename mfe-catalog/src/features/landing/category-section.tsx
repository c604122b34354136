// One landing category: its heading and its products in the category's display (cards, saas,
// table), or its loading / error state. Issue 15 (less work at boot, no layout shift): the saas
// carousel's and the price table's code load with the first section that shows them, and a
// section after the first renders its products once the page has painted (`deferred`); meanwhile
// each shows a skeleton of its display's size.
import { lazy, Suspense } from 'react';
import { Box, Button, Heading, Stack, Text, useAfterFirstPaint } from '@storefront/ui';
import type { LandingCategory, Product } from '@storefront/sdk';
import { CardsGrid } from './cards-grid';
import { SectionSkeleton } from './section-skeleton';
import type { PriceOf, SelectProduct } from '../../products/section-types';
import type { SectionState } from './use-landing-products';

const SaasCarousel = lazy(() =>
  import('./saas-carousel').then((module) => ({ default: module.SaasCarousel })),
);
const PriceTable = lazy(() =>
  import('./price-table').then((module) => ({ default: module.PriceTable })),
);

export const SECTION_ERROR_TEXT = 'No pudimos cargar los productos. Intenta nuevamente.';

export interface CategorySectionProps {
  category: LandingCategory;
  state: SectionState;
  priceOf: PriceOf;
  onSelect: SelectProduct;
  onRetry(): void;
  /** Render the products only after the first paint (a section below the first). */
  deferred?: boolean;
}

export function CategorySection({
  category,
  state,
  priceOf,
  onSelect,
  onRetry,
  deferred = false,
}: CategorySectionProps) {
  const headingId = `landing-category-${slug(category.name)}`;
  // Products already there at the first render (a server render, its hydration, a cached
  // visit) show at once: deferring them would make the server's HTML a skeleton.
  const painted = useAfterFirstPaint(deferred && state.status !== 'ready');
  const loading = state.status === 'loading' || (state.status === 'ready' && !painted);
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={loading}>
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }} mb={{ base: '4', md: '6' }}>
        {category.name}
      </Heading>
      {loading ? <SectionSkeleton display={category.display} /> : null}
      {state.status === 'error' ? (
        <Stack align="flex-start" gap="3" role="alert">
          <Text color="fg.error">{SECTION_ERROR_TEXT}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Reintentar
          </Button>
        </Stack>
      ) : null}
      {state.status === 'ready' && painted ? (
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
  const skeleton = <SectionSkeleton display={category.display} />;
  switch (category.display) {
    case 'saas':
      return (
        <Suspense fallback={skeleton}>
          <SaasCarousel
            title={category.name}
            products={products}
            priceOf={priceOf}
            onSelect={onSelect}
          />
        </Suspense>
      );
    case 'table':
      return (
        <Suspense fallback={skeleton}>
          <PriceTable products={products} priceOf={priceOf} onSelect={onSelect} />
        </Suspense>
      );
    default:
      return <CardsGrid products={products} priceOf={priceOf} onSelect={onSelect} />;
  }
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
