// The catalogue list query, all in SQL: store, visibility, search, categories (with their
// descendants), brands, sort and page, served by the indexes of migrations 0001 and 0003.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { foldText } from '../text';

export const PRODUCT_SORTS = ['defaultPrice', '-defaultPrice', 'name', '-name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductSearch {
  storeId: string;
  page: number;
  limit: number;
  search?: string;
  sort: ProductSort;
  categories: string[];
  brands: string[];
  active?: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The page query and the count query, unexecuted (tests EXPLAIN them; the bench times them). */
export function productSearchQueries(db: Db, params: ProductSearch) {
  let query = db
    .selectFrom('products as p')
    .where('p.store_id', '=', params.storeId)
    .where('p.hidden', '=', false);
  if (params.active !== undefined) query = query.where('p.active', '=', params.active);
  const search = params.search ? foldText(params.search) : '';
  if (search) query = query.where('p.search_text', 'like', `%${escapeLike(search)}%`);
  if (params.brands.length) query = query.where('p.brand', 'in', params.brands);
  if (params.categories.length) {
    const names = params.categories;
    query = query.where('p.category_id', 'in', (eb) =>
      eb
        .selectFrom('categories as d')
        .innerJoin('categories as s', (join) =>
          join.onRef('s.store_id', '=', 'd.store_id').on(sql<boolean>`d.path like s.path || '%'`),
        )
        .select('d.id')
        .where('s.store_id', '=', params.storeId)
        .where('s.name', 'in', names),
    );
  }

  let page = query.selectAll('p');
  switch (params.sort) {
    case 'defaultPrice':
      page = page.orderBy('p.default_price', 'asc').orderBy('p.id', 'asc');
      break;
    case '-defaultPrice':
      page = page.orderBy('p.default_price', 'desc').orderBy('p.id', 'desc');
      break;
    case 'name':
      page = page.orderBy(sql`p.sort_name collate "C"`, 'asc').orderBy('p.id', 'asc');
      break;
    case '-name':
      page = page.orderBy(sql`p.sort_name collate "C"`, 'desc').orderBy('p.id', 'desc');
      break;
  }
  return {
    page: page.limit(params.limit).offset((params.page - 1) * params.limit),
    count: query.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

export async function searchProducts(db: Db, params: ProductSearch) {
  const queries = productSearchQueries(db, params);
  const rows = await queries.page.execute();
  const count = await queries.count.executeTakeFirstOrThrow();
  return { rows, totalDocs: Number(count.n) };
}
