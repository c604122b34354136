// The catalogue's product grid, windowed (issue 15): a shopper may scroll through 1,000 products,
// so above WINDOW_FROM products only the rows near the viewport are mounted (useWindowVirtualizer
// over rows of `columns` cards; the page itself scrolls). Up to WINDOW_FROM it is the landing's
// plain grid (same element, same props), so a short list renders the same on the server and in the
// browser. The list keeps its semantics: one <ul> of <li>, each with its position in the set; the
// row holding the focused card stays mounted, so keyboard focus never falls to the page.
// Cards have a fixed height (spec 000 §9: 350 mobile, 430 desktop), so rows need no measuring.
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { SimpleGrid, useBreakpointValue } from '@storefront/ui';
import type { Product } from '@storefront/sdk';
import { ProductCard, PRODUCT_CARD_HEIGHT } from '../landing/product-card';
import { ProductCardSkeleton } from '../landing/product-card-skeleton';
import type { PriceOf, SelectProduct } from '../landing/section-types';

/** Lists longer than this are windowed (a dozen pages of 4: well past a first screen). */
export const WINDOW_FROM = 48;
/** Rows mounted above and below the viewport (keeps Tab moving into mounted cards). */
const OVERSCAN_ROWS = 3;
const ROW_GAP = 35;
const CARD_HEIGHT = {
  base: parseInt(PRODUCT_CARD_HEIGHT.base),
  md: parseInt(PRODUCT_CARD_HEIGHT.md),
};
const COLUMN_GAP = { base: 20, md: 30 };

export interface VirtualCardsGridProps {
  products: readonly Product[];
  priceOf: PriceOf;
  onSelect: SelectProduct;
  columns: { base: number; md: number };
  /** Accessible name of the list. */
  label: string;
}

export function VirtualCardsGrid(props: VirtualCardsGridProps) {
  return props.products.length > WINDOW_FROM ? (
    <WindowedGrid {...props} />
  ) : (
    <PlainGrid {...props} />
  );
}

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
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

function WindowedGrid({ products, priceOf, onSelect, columns, label }: VirtualCardsGridProps) {
  // Only ever mounted after pages have loaded in the browser: read the breakpoint at once.
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const perRow = Math.max(1, desktop ? columns.md : columns.base);
  const cardHeight = desktop ? CARD_HEIGHT.md : CARD_HEIGHT.base;
  const columnGap = desktop ? COLUMN_GAP.md : COLUMN_GAP.base;
  const rowCount = Math.ceil(products.length / perRow);

  // The grid's distance from the top of the document: rows are placed relative to it.
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const list = listRef.current;
      if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [products.length, perRow]);

  // The row of the card that has focus stays mounted while it scrolls out of view.
  const focusedRow = useRef<number | null>(null);
  const onFocus = useCallback(
    (event: FocusEvent<HTMLUListElement>) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
      focusedRow.current = item ? Math.floor(Number(item.dataset.index) / perRow) : null;
    },
    [perRow],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      focusedRow.current = null;
  }, []);
  const rangeExtractor = useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || rows.includes(focused)) return rows;
    return [...rows, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    // The last row has no gap below it, as in the plain grid.
    estimateSize: (row) => cardHeight + (row < rowCount - 1 ? ROW_GAP : 0),
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    rangeExtractor,
  });

  const width = `calc((100% - ${(perRow - 1) * columnGap}px) / ${perRow})`;
  return (
    <ul
      ref={listRef}
      role="list"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
      style={{ listStyleType: 'none', position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().flatMap((row) =>
        products.slice(row.index * perRow, (row.index + 1) * perRow).map((product, column) => {
          const index = row.index * perRow + column;
          return (
            <li
              key={product._id}
              data-index={index}
              aria-posinset={index + 1}
              aria-setsize={products.length}
              style={{
                position: 'absolute',
                top: row.start - scrollMargin,
                left: `calc((${width} + ${columnGap}px) * ${column})`,
                width,
              }}
            >
              <ProductCard
                product={product}
                price={priceOf(product)}
                onSelect={(event) => onSelect(product, event)}
              />
            </li>
          );
        }),
      )}
    </ul>
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
