// The catalogue fetch (spec 000 §7): search, sort, categories, brands, storeId, active=true, page
// size 4. Empty filters are left out so the request stays minimal.
import type { ProductQuery, ProductSort } from '@storefront/sdk';
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
): ProductQuery {
  const search = filters.search.trim();
  return {
    storeId,
    active: true,
    page,
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
