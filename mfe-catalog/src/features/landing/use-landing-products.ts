// Products of every landing category, loaded in parallel through the page's server-data cache:
// one key per category query, so each section has its own state, one failing section does not
// hide the others, and it can be retried alone.
import { useCallback } from 'react';
import type { LandingCategory, Product } from '@storefront/sdk';
import { useServerDataMany } from '@storefront/state';
import { fetchCategoryProducts } from './fetch-category-products';

export type SectionState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: Product[] };

export const landingProductsKey = (storeId: string, fragment: string) =>
  ['landing-products', storeId, fragment] as const;

export function useLandingProducts(storeId: string, categories: readonly LandingCategory[]) {
  const results = useServerDataMany<Product[]>(
    categories.map((category) => {
      const fragment = category.query ?? '';
      return {
        key: landingProductsKey(storeId, fragment),
        load: (api) => fetchCategoryProducts(api, storeId, fragment),
      };
    }),
  );
  const sections = results.map(({ state }): SectionState =>
    state.status === 'ready'
      ? { status: 'ready', products: state.data }
      : state.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' },
  );
  const retry = useCallback((index: number) => void results[index]?.reload(), [results]);
  return { sections, retry };
}
