// The catalogue list query, all in SQL: store, visibility, search, categories (with their
// descendants), brands, sort and page, served by the indexes of migrations 0001 and 0003. A page
// is either a page number (offset: old callers) or the rows after a keyset cursor (issue 15), whose
// cost does not grow with depth: `(sortcol, id) > (value, id)` is an index condition.
import { sql } from 'kysely';
import type { Db } from '../db/schema/index';
import { foldText } from '../text';
import { encodeCursor, type ProductCursor } from './product-cursor';
import type { ProductSort } from './product-sorts';

export interface ProductSearch {
  storeId: string;
  page: number;
  limit: number;
  /** Rows after this cursor instead of `page` (decoded, so its sort is this search's). */
  after?: ProductCursor;
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
  const after = params.after;
  if (after) {
    // A row comparison over the sort's index columns: the scan starts at the cursor.
    const op = params.sort.startsWith('-') ? sql.raw('<') : sql.raw('>');
    page = page.where(
      params.sort.endsWith('defaultPrice')
        ? sql<boolean>`(p.sort_price, p.id) ${op} (${after.value}::double precision, ${after.id})`
        : sql<boolean>`(p.sort_name collate "C", p.id) ${op} (${after.value}::text, ${after.id})`,
    );
  }
  switch (params.sort) {
    case 'defaultPrice':
      // In pesos, so a UF product sorts by what it costs (issue 39; migration 0016).
      page = page.orderBy('p.sort_price', 'asc').orderBy('p.id', 'asc');
      break;
    case '-defaultPrice':
      page = page.orderBy('p.sort_price', 'desc').orderBy('p.id', 'desc');
      break;
    case 'name':
      page = page.orderBy(sql`p.sort_name collate "C"`, 'asc').orderBy('p.id', 'asc');
      break;
    case '-name':
      page = page.orderBy(sql`p.sort_name collate "C"`, 'desc').orderBy('p.id', 'desc');
      break;
  }
  // One row more than the page says whether there is a next one.
  page = page.limit(params.limit + 1);
  if (!after) page = page.offset((params.page - 1) * params.limit);
  return {
    page,
    count: query.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

// Counting is the one cost of a page that grows with the store (an index-only scan of every
// listed row), so a cursor page reuses the count of its first page for a while instead.
const COUNT_TTL_MS = 30_000;
const counts = new WeakMap<Db, Map<string, { n: number; at: number }>>();

async function countProducts(
  db: Db,
  params: ProductSearch,
  run: () => Promise<number>,
): Promise<number> {
  const { page: _page, limit: _limit, after, ...filters } = params;
  const key = JSON.stringify(filters);
  let cache = counts.get(db);
  if (!cache) counts.set(db, (cache = new Map()));
  const now = performance.now();
  const hit = cache.get(key);
  if (after && hit && now - hit.at < COUNT_TTL_MS) return hit.n;
  const n = await run();
  if (cache.size > 500) cache.clear(); // filters are open-ended: keep the map small
  cache.set(key, { n, at: now });
  return n;
}

export async function searchProducts(db: Db, params: ProductSearch) {
  const queries = productSearchQueries(db, params);
  const found = await queries.page.execute();
  const hasMore = found.length > params.limit;
  const rows = hasMore ? found.slice(0, params.limit) : found;
  const totalDocs = await countProducts(db, params, async () =>
    Number((await queries.count.executeTakeFirstOrThrow()).n),
  );
  const before = params.after ? params.after.seen : (params.page - 1) * params.limit;
  const last = rows.at(-1);
  const nextCursor =
    hasMore && last
      ? encodeCursor({
          sort: params.sort,
          value: params.sort.endsWith('defaultPrice') ? last.sort_price : last.sort_name,
          id: last.id,
          seen: before + rows.length,
        })
      : null;
  return { rows, totalDocs, hasMore, nextCursor, page: Math.floor(before / params.limit) + 1 };
}
