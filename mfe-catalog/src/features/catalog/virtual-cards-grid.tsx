// The catalogue's product grid, windowed (issue 15): a shopper may scroll through 1,000 products,
// so above WINDOW_FROM products only the rows near the viewport are mounted (useWindowVirtualizer
// over rows of `columns` cards; the page itself scrolls; windowed-cards-grid.tsx, a chunk of its
// own fetched when a list first passes half of WINDOW_FROM). Up to WINDOW_FROM it is the landing's
// plain grid (same element, same props), so a short list renders the same on the server and in the
// browser, and the plain grid stands in while the windowed one loads. The list keeps its
// semantics: one <ul> of <li>, each with its position in the set; the row holding the focused card
// stays mounted, so keyboard focus never falls to the page.
// Cards have a fixed height (spec 000 §9: 350 mobile, 430 desktop), so rows need no measuring.
import { lazy, memo, Suspense, useEffect } from 'react';
import { SimpleGrid } from '@storefront/ui';
import { ProductCard } from '../../products/product-card';
import { ProductCardSkeleton } from '../../products/product-card-skeleton';
import { COLUMN_GAP, ROW_GAP, WINDOW_FROM } from './cards-grid-layout';
import type { VirtualCardsGridProps } from './cards-grid-props';

export { WINDOW_FROM } from './cards-grid-layout';

let windowedChunk: Promise<typeof import('./windowed-cards-grid')> | undefined;
/** Loads the windowed grid's chunk once (the catalogue asks for it ahead of need; tests await it). */
export const loadWindowedGrid = () =>
  (windowedChunk ??= import(/* webpackChunkName: "windowed-cards-grid" */ './windowed-cards-grid'));
const WindowedGrid = lazy(loadWindowedGrid);

/**
 * The first cards on screen load their images first: a first row (2 columns on a phone, 3 on a
 * desktop by default), and a 4-column one.
 */
const FIRST_ROW_MAX = 4;

export type { VirtualCardsGridProps } from './cards-grid-props';

// Memoised: the catalogue re-renders its frame when the breakpoint applies after hydration; the
// cards only when their products, columns or handlers change.
export const VirtualCardsGrid = memo(function VirtualCardsGrid(props: VirtualCardsGridProps) {
  const count = props.products.length;
  // Fetch the windowed grid while the shopper is still well inside the plain one.
  useEffect(() => {
    if (count > WINDOW_FROM / 2) void loadWindowedGrid();
  }, [count]);
  if (count <= WINDOW_FROM) return <PlainGrid {...props} />;
  return (
    <Suspense fallback={<PlainGrid {...props} />}>
      <WindowedGrid {...props} />
    </Suspense>
  );
});

function PlainGrid({ products, priceOf, onSelect, columns, label }: VirtualCardsGridProps) {
  return (
    <SimpleGrid
      as="ul"
      role="list"
      aria-label={label}
      listStyleType="none"
      columns={columns}
      rowGap={`${ROW_GAP}px`}
      columnGap={{ base: `${COLUMN_GAP.base}px`, md: `${COLUMN_GAP.md}px` }}
    >
      {products.map((product, index) => (
        <li key={product._id} aria-posinset={index + 1} aria-setsize={products.length}>
          <ProductCard
            product={product}
            price={priceOf(product)}
            onSelect={(event) => onSelect(product, event)}
            priority={index < FIRST_ROW_MAX}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * While the first page loads: card skeletons of the cards' exact size in the same grid, so the
 * products replace them without moving the footer (issue 15: no layout shift).
 */
export function CardsGridSkeleton({
  columns,
  count,
}: {
  columns: VirtualCardsGridProps['columns'];
  count: number;
}) {
  return (
    <SimpleGrid
      aria-hidden="true"
      columns={columns}
      rowGap={`${ROW_GAP}px`}
      columnGap={{ base: `${COLUMN_GAP.base}px`, md: `${COLUMN_GAP.md}px` }}
    >
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
