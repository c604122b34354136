// The catalogue fetch (spec 000 §7): search, sort, categories, brands, storeId, active=true, page
// size 4. Empty filters are left out so the request stays minimal. After page 1 the previous
// answer's cursor replaces the page number (issue 15: keyset pages).
import type { ProductQuery, ProductSort } from '@storefront/sdk';
import { parseCategoryQuery } from '../../products/category-query';
import { isProductSort } from './catalog-sort';
import { CATALOG_PAGE_SIZE } from './catalog-texts';

export interface CatalogFilters {
  search: string;
  sort: ProductSort;
  categories: string[];
  brands: string[];
}

export function catalogProductQuery(
  storeId: string,
  filters: CatalogFilters,
  page: number,
  after: string | null = null,
): ProductQuery {
  const search = filters.search.trim();
  return {
    storeId,
    active: true,
    ...(after ? { after } : { page }),
    limit: CATALOG_PAGE_SIZE,
    sort: filters.sort,
    ...(search ? { search } : {}),
    ...(filters.categories.length ? { categories: filters.categories } : {}),
    ...(filters.brands.length ? { brands: filters.brands } : {}),
  };
}

/** Search, categories or brands narrow the list (the end text depends on it). */
export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filters.search.trim() !== '' || filters.categories.length > 0 || filters.brands.length > 0;
}

/**
 * The filters a link into the catalogue starts with, e.g. a navbar option or a banner pointing at
 * "/catalog?categories=Frutas" (the same fragment syntax as a landing category's query: comma
 * lists or repeated keys). Also `brands`, `search` and `sort` (one of the four sort values).
 */
export function filtersFromQuery(search: string, fallbackSort: ProductSort): CatalogFilters {
  const params = parseCategoryQuery(search);
  const list = (value: string | string[] | undefined) => [
    ...new Set(Array.isArray(value) ? value : value ? [value] : []),
  ];
  const text = typeof params.search === 'string' ? params.search : '';
  // parseCategoryQuery leaves `sort` out (a landing fragment may not change it); a link may.
  const sort = new URLSearchParams(search.replace(/^\?/, '')).get('sort');
  return {
    search: text,
    sort: isProductSort(sort) ? sort : fallbackSort,
    categories: list(params.categories),
    brands: list(params.brands),
  };
}
