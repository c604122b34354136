import * as v from 'valibot';
import type { Transport } from '../transport';
import { pagedSchema, StringListSchema } from '../schemas/common';
import {
  CategoryListSchema,
  CategoryNamesSchema,
  type Category,
  type CategoryNames,
} from '../schemas/category';
import { ProductSchema, type Product } from '../schemas/product';
import { seg } from './ids';

/**
 * A catalogue page (issue 15): paged, plus the keyset cursor of the next page. A provider without
 * cursors sends neither field: `nextCursor` reads as null and callers fall back to `page + 1`.
 */
export const ProductPageSchema = v.looseObject({
  ...pagedSchema(ProductSchema).entries,
  hasMore: v.optional(v.boolean()),
  nextCursor: v.optional(v.nullable(v.string()), null),
});
export type ProductPage = v.InferOutput<typeof ProductPageSchema>;

export type ProductSort = 'defaultPrice' | '-defaultPrice' | 'name' | '-name';

export interface ProductQuery {
  storeId: string;
  page?: number;
  /** ≤ 100. Catalogue scroll uses 4, landing 100 (spec 000 §9). */
  limit?: number;
  /** The previous page's `nextCursor`: the rows after it (same sort and filters); `page` is ignored. */
  after?: string;
  search?: string;
  sort?: ProductSort;
  /** Category names; descendants included. Sent as a comma list. */
  categories?: string[];
  brands?: string[];
  active?: boolean;
  /** Extra raw params, e.g. a landing category `query` parsed with URLSearchParams. */
  [extra: string]: string | number | boolean | string[] | undefined;
}

export function createCatalogResource(t: Transport) {
  return {
    products: (query: ProductQuery): Promise<ProductPage> =>
      t.request('GET', 'catalog/products', { query, schema: ProductPageSchema }),
    product: (id: string): Promise<Product> =>
      t.request('GET', `catalog/products/${seg(id)}`, { schema: ProductSchema }),
    productBySku: (sku: string, storeId: string): Promise<Product> =>
      t.request('GET', `catalog/products/sku/${seg(sku)}`, {
        query: { storeId },
        schema: ProductSchema,
      }),
    /** Product page: the route param may be an id or a SKU. */
    productBySkuOrId: (value: string, storeId: string): Promise<Product> =>
      t.request('GET', `catalog/products/skuOrId/${seg(value)}`, {
        query: { storeId },
        schema: ProductSchema,
      }),
    /** Category tree `{ name, children }`. */
    categories: (storeId: string): Promise<Category[]> =>
      t.request('GET', 'catalog/categories', { query: { storeId }, schema: CategoryListSchema }),
    brands: (storeId: string): Promise<string[]> =>
      t.request('GET', 'catalog/brands', { query: { storeId }, schema: StringListSchema }),
    /** GET categories/ (spec 000 §7: onlyRoots=true, onlyActive). */
    categoryList: (query: {
      storeId: string;
      onlyRoots?: boolean;
      onlyActive?: boolean;
    }): Promise<Category[]> =>
      t.request('GET', 'categories/', { query, schema: CategoryListSchema }),
    /** GET categories/name/: the category and its children's names. */
    categoryByName: (storeId: string, name: string): Promise<CategoryNames> =>
      t.request('GET', 'categories/name/', {
        query: { storeId, name },
        schema: CategoryNamesSchema,
      }),
  };
}
export type CatalogResource = ReturnType<typeof createCatalogResource>;
