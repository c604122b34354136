// The windowed half of the catalogue grid (see virtual-cards-grid.tsx): its own chunk, loaded only
// once a list passes WINDOW_FROM products, so the catalogue's first load does not carry the
// virtualizer (issue 15: a new piece must not make the route heavier).
import { memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Product } from '@storefront/sdk';
import { useBreakpointValue } from '@storefront/ui';
import { ProductCard } from '../../products/product-card';
import type { PriceOf, SelectProduct } from '../../products/section-types';
import { CARD_HEIGHT, COLUMN_GAP, ROW_GAP } from './cards-grid-layout';
import type { VirtualCardsGridProps } from './cards-grid-props';

/** Rows mounted above and below the viewport (keeps Tab moving into mounted cards). */
const OVERSCAN_ROWS = 3;

/**
 * A mounted card renders again only when its product or the catalogue's (stable) handlers change:
 * each page of 4 products moves the rows and the set size, not the cards already on screen. A
 * shopper 1,000 products down had every mounted card (up to 60) rendered again for each page.
 */
const WindowedCard = memo(function WindowedCard({
  product,
  priceOf,
  onSelect,
}: {
  product: Product;
  priceOf: PriceOf;
  onSelect: SelectProduct;
}) {
  return (
    <ProductCard
      product={product}
      price={priceOf(product)}
      onSelect={(event) => onSelect(product, event)}
    />
  );
});

export default function WindowedGrid({
  products,
  priceOf,
  onSelect,
  columns,
  label,
}: VirtualCardsGridProps) {
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
              <WindowedCard product={product} priceOf={priceOf} onSelect={onSelect} />
            </li>
          );
        }),
      )}
    </ul>
  );
}
