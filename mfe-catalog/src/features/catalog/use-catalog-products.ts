// The catalogue's pages (spec 000 §2: infinite scroll, page size 4). A change of filters starts
// again at page 1; answers for older filters (or after unmount) are dropped. `loadMore` is safe to
// call repeatedly: it does nothing while a page is in flight or when no page is left.
// Each next page is asked for by the previous answer's keyset cursor (`after`, issue 15): as fast
// 1,000 products down as at the top, and a product added or removed meanwhile shifts nothing (an
// offset would repeat or skip one). A provider without cursors (nextCursor null) gets `page + 1`.
// Not in the server-data cache (issue 11), on purpose: this is a cursor over a server list, not a
// keyed read; every visit and filter change starts again from page 1 (spec 000 §2), and no other
// screen reads or changes these pages.
// One exception (issue 15, server rendering): a server render loads page 1 of the first filters
// through server data, so the page's HTML has the products; the browser's first render starts
// from that page (seeded by the boot data) instead of fetching it again, once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Api, Product, ProductPage } from '@storefront/sdk';
import {
  serverRenderAtom,
  useApi,
  useHydrated,
  useServerData,
  useServerDataCache,
  type ServerDataCache,
} from '@storefront/state';
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

/** The server-data key of page 1 for these filters (server render and its hydration only). */
export const firstPageKey = (storeId: string, filters: CatalogFilters) =>
  ['catalogFirstPage', storeId, JSON.stringify(filters)] as const;

const loadFirstPage = (storeId: string, filters: CatalogFilters) => (api: Api) =>
  api.catalog.products(catalogProductQuery(storeId, filters, 1, null));

function pageState(answer: ProductPage, page: number, before: Product[]): CatalogProductsState {
  return {
    products: page === 1 ? answer.docs : [...before, ...answer.docs],
    page,
    pages: answer.pages,
    status: 'idle',
    lastLoaded: answer.docs.length,
    more: answer.hasMore ?? page < answer.pages,
    nextCursor: answer.nextCursor,
  };
}

/** Page 1 the server rendered for these filters, if the cache has it. */
function seededFirstPage(
  cache: ServerDataCache,
  storeId: string,
  filters: CatalogFilters,
): CatalogProductsState | null {
  const entry = cache.read<ProductPage>(firstPageKey(storeId, filters));
  return entry?.status === 'ready' ? pageState(entry.data, 1, []) : null;
}

export function useCatalogProducts(storeId: string, filters: CatalogFilters) {
  const api = useApi();
  const cache = useServerDataCache();
  // On the server, page 1 goes through server data (the render waits for it and the snapshot
  // carries it); in the browser this key is idle and the cache only holds what the server sent.
  const serverRender = useAtomValue(serverRenderAtom);
  useServerData<ProductPage>(
    serverRender ? firstPageKey(storeId, filters) : null,
    loadFirstPage(storeId, filters),
  );
  // Only while hydrating (or rendering on the server): a later visit starts again from page 1.
  const hydrated = useHydrated();
  const [seeded] = useState(() => (hydrated ? null : seededFirstPage(cache, storeId, filters)));
  const [state, setState] = useState<CatalogProductsState>(seeded ?? START);
  // The effect's first run keeps the seeded page instead of fetching it again.
  const skipFirstFetch = useRef(seeded !== null);
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
          setState((s) => pageState(answer, page, s.products));
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
    if (skipFirstFetch.current) {
      skipFirstFetch.current = false;
    } else {
      setState(START);
      fetchPage(1, current, null);
    }
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
