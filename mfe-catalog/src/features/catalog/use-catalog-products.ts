// The catalogue's pages (spec 000 §2: infinite scroll, page size 4). A change of filters starts
// again at page 1; answers for older filters (or after unmount) are dropped. `loadMore` is safe to
// call repeatedly: it does nothing while a page is in flight or when no page is left.
// Each next page is asked for by the previous answer's keyset cursor (`after`, issue 15): as fast
// 1,000 products down as at the top, and a product added or removed meanwhile shifts nothing (an
// offset would repeat or skip one). A provider without cursors (nextCursor null) gets `page + 1`.
// Not in the server-data cache (issue 11), on purpose: this is a cursor over a server list, not a
// keyed read; every visit and filter change starts again from page 1 (spec 000 §2), and no other
// screen reads or changes these pages.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@storefront/sdk';
import { useApi } from '@storefront/state';
import { catalogProductQuery, type CatalogFilters } from './catalog-query';

export interface CatalogProductsState {
  products: Product[];
  /** Last page loaded (0 before the first answer). */
  page: number;
  pages: number;
  status: 'loading' | 'idle' | 'error';
  /** How many products the last page brought (for the live region). */
  lastLoaded: number | null;
  /** The server says a page follows (its `hasMore`, else page < pages). */
  more: boolean;
  /** Where the next page starts (null: ask by page number). */
  nextCursor: string | null;
}

const START: CatalogProductsState = {
  products: [],
  page: 0,
  pages: 0,
  status: 'loading',
  lastLoaded: null,
  more: true,
  nextCursor: null,
};

export function useCatalogProducts(storeId: string, filters: CatalogFilters) {
  const api = useApi();
  const [state, setState] = useState<CatalogProductsState>(START);
  const generation = useRef(0);
  const inFlight = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const key = JSON.stringify(filters);

  const fetchPage = useCallback(
    (page: number, current: number, after: string | null) => {
      inFlight.current = true;
      setState((s) => ({ ...s, status: 'loading' }));
      const parsed = JSON.parse(key) as CatalogFilters;
      api.catalog.products(catalogProductQuery(storeId, parsed, page, after)).then(
        (answer) => {
          if (generation.current !== current) return;
          inFlight.current = false;
          setState((s) => ({
            products: page === 1 ? answer.docs : [...s.products, ...answer.docs],
            page,
            pages: answer.pages,
            status: 'idle',
            lastLoaded: answer.docs.length,
            more: answer.hasMore ?? page < answer.pages,
            nextCursor: answer.nextCursor,
          }));
        },
        () => {
          if (generation.current !== current) return;
          inFlight.current = false;
          setState((s) => ({ ...s, status: 'error' }));
        },
      );
    },
    [api, storeId, key],
  );

  useEffect(() => {
    const current = ++generation.current;
    setState(START);
    fetchPage(1, current, null);
    return () => {
      generation.current += 1;
      inFlight.current = false;
    };
  }, [fetchPage]);

  const hasMore = state.page === 0 || state.more;

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (inFlight.current || (s.page > 0 && !s.more)) return;
    fetchPage(s.page + 1, generation.current, s.page > 0 ? s.nextCursor : null);
  }, [fetchPage]);

  return { ...state, hasMore, loadMore };
}
