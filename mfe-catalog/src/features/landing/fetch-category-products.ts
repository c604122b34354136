// Spec 000 §7: the landing loops through all pages of a category's products. Page 1 tells how many
// pages there are; the rest are asked for together.
import type { Api, Product } from '@storefront/sdk';
import { landingProductQuery } from '../../products/category-query';

/** A guard against a runaway page count (100 pages x 100 = 10,000 products). */
export const MAX_LANDING_PAGES = 100;

export async function fetchCategoryProducts(
  api: Api,
  storeId: string,
  fragment: string | null | undefined,
): Promise<Product[]> {
  const first = await api.catalog.products(landingProductQuery(storeId, fragment, 1));
  const pages = Math.min(first.pages, MAX_LANDING_PAGES);
  if (pages <= 1) return first.docs;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) =>
      api.catalog.products(landingProductQuery(storeId, fragment, index + 2)),
    ),
  );
  return [first, ...rest].flatMap((page) => page.docs);
}
