// The catalogue list query against an independent reading of the seeded tienda-demo rows: every
// filter, sort and page is checked for its exact results and counts, and EXPLAIN shows indexes
// (also for the exact-SKU lookup of /catalog/products/sku/{sku}).
import { sql } from 'kysely';
import { productBySkuOrIdQuery, productBySkuQuery } from '../src/catalog/product-lookup';
import { productSearchQueries, type ProductSearch } from '../src/catalog/product-search';
import { TD, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

interface Listed {
  id: string;
  brand: string;
  price: number;
  sortName: string;
  searchText: string;
  categoryId: string | null;
}
interface CategoryRow {
  id: string;
  name: string;
  parent_id: string | null;
}
interface Page {
  docs: { _id: string }[];
  page: number;
  pages: number;
  limit: number;
  totalDocs: number;
}

const state: { listed: Listed[]; categories: CategoryRow[] } = { listed: [], categories: [] };

beforeAll(async () => {
  const rows = await sandbox.db
    .selectFrom('products')
    .select(['id', 'brand', 'default_price', 'currency', 'sort_name', 'search_text', 'category_id'])
    .where('store_id', '=', TD)
    .where('active', '=', true)
    .where('hidden', '=', false)
    .execute();
  state.listed = rows.map((r) => ({
    id: r.id,
    brand: r.brand,
    // In pesos: "Precio" sorts a UF product by what it costs (issue 39; sandbox UF = $39.000).
    price: r.currency === 'uf' ? r.default_price * 39_000 : r.default_price,
    sortName: r.sort_name,
    searchText: r.search_text,
    categoryId: r.category_id,
  }));
  state.categories = await sandbox.db.selectFrom('categories').select(['id', 'name', 'parent_id']).where('store_id', '=', TD).execute();
});

const list = async (query: string): Promise<Page> => {
  const reply = await sandbox.v1.get(`/catalog/products?storeId=${TD}&active=true&${query}`);
  expect(reply.status).toBe(200);
  return reply.body.data as Page;
};
/** Every id of a listing, page by page (limit 100). */
const allIds = async (query: string): Promise<string[]> => {
  const first = await list(`${query}&limit=100&page=1`);
  const ids = first.docs.map((d) => d._id);
  for (let page = 2; page <= first.pages; page += 1) ids.push(...(await list(`${query}&limit=100&page=${page}`)).docs.map((d) => d._id));
  expect(ids).toHaveLength(first.totalDocs);
  return ids;
};

// Expected orders, computed here: byte order of the folded name ("C" collation), ties by id.
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const byPrice = (a: Listed, b: Listed) => cmp(a.price, b.price) || cmp(a.id, b.id);
const byName = (a: Listed, b: Listed) => cmp(a.sortName, b.sortName) || cmp(a.id, b.id);
const ids = (rows: Listed[]) => rows.map((r) => r.id);

/** The ids of a category and all its descendants. */
const subtreeIds = (name: string): string[] => {
  const root = state.categories.find((c) => c.name === name)!;
  const out = [root.id];
  for (let i = 0; i < out.length; i += 1) out.push(...state.categories.filter((c) => c.parent_id === out[i]).map((c) => c.id));
  return out;
};

describe('catalogue SQL on the seeded tienda-demo store', () => {
  it('lists every listed product; defaultPrice is the default sort', async () => {
    expect(state.listed.length).toBeGreaterThanOrEqual(2000);
    const expected = ids([...state.listed].sort(byPrice));
    expect(await allIds('')).toEqual(expected);
    expect(await allIds('sort=defaultPrice')).toEqual(expected);
  });

  it('sorts by price descending and by name A-Z and Z-A, over the whole list', async () => {
    expect(await allIds('sort=-defaultPrice')).toEqual(ids([...state.listed].sort(byPrice).reverse()));
    const names = [...state.listed].sort(byName);
    expect(await allIds('sort=name')).toEqual(ids(names));
    expect(await allIds('sort=-name')).toEqual(ids(names.reverse()));
  });

  it('searches ignoring case and accents: CAFÉ, café and cafe give the same rows', async () => {
    const expected = ids(state.listed.filter((r) => r.searchText.includes('cafe')).sort(byPrice));
    expect(expected.length).toBeGreaterThan(4);
    for (const term of ['CAFÉ', 'café', 'Cafe']) {
      expect(await allIds(`search=${encodeURIComponent(term)}`)).toEqual(expected);
    }
    const roasters = ids(state.listed.filter((r) => r.searchText.includes('tostaduria')).sort(byName));
    expect(await allIds(`search=${encodeURIComponent('TOSTADURÍA')}&sort=name`)).toEqual(roasters);
  });

  it('a category includes its descendants: its count is the sum over its subtree', async () => {
    const roots = state.categories.filter((c) => c.parent_id === null);
    let checked = 0;
    for (const category of state.categories) {
      const subtree = subtreeIds(category.name);
      const direct = (id: string) => state.listed.filter((r) => r.categoryId === id).length;
      const expected = subtree.reduce((sum, id) => sum + direct(id), 0);
      const page = await list(`categories=${encodeURIComponent(category.name)}&limit=1`);
      expect({ name: category.name, total: page.totalDocs }).toEqual({ name: category.name, total: expected });
      if (subtree.length > 2) checked += 1;
    }
    expect(checked).toBeGreaterThan(3); // several categories with grandchildren
    // All roots together: every listed product that has a category.
    const all = await list(`categories=${roots.map((r) => encodeURIComponent(r.name)).join(',')}&limit=1`);
    expect(all.totalDocs).toBe(state.listed.filter((r) => r.categoryId !== null).length);
    // Rows and order, not only the count.
    const despensa = new Set(subtreeIds('Despensa'));
    expect(await allIds('categories=Despensa&sort=-defaultPrice')).toEqual(
      ids(state.listed.filter((r) => r.categoryId && despensa.has(r.categoryId)).sort(byPrice).reverse()),
    );
  });

  it('filters one brand and several brands (their union)', async () => {
    const brands = [...new Set(state.listed.map((r) => r.brand))].sort();
    expect(brands.length).toBe(40);
    const one = brands[3]!;
    expect(await allIds(`brands=${encodeURIComponent(one)}&sort=name`)).toEqual(
      ids(state.listed.filter((r) => r.brand === one).sort(byName)),
    );
    const three = [brands[0]!, brands[17]!, brands[39]!];
    expect(await allIds(`brands=${three.map(encodeURIComponent).join(',')}`)).toEqual(
      ids(state.listed.filter((r) => three.includes(r.brand)).sort(byPrice)),
    );
    // Brand and category together.
    const despensa = new Set(subtreeIds('Despensa'));
    const both = state.listed.filter((r) => r.categoryId && despensa.has(r.categoryId) && three.includes(r.brand));
    expect((await list(`categories=Despensa&brands=${three.map(encodeURIComponent).join(',')}&limit=1`)).totalDocs).toBe(both.length);
  });

  it('pages: pages = ceil(total / limit), each page is its slice, the last is short, past the end is empty', async () => {
    const expected = ids([...state.listed].sort(byPrice));
    const total = expected.length;
    for (const limit of [4, 7, 100]) {
      const pages = Math.ceil(total / limit);
      for (const page of [1, 2, Math.floor(pages / 2), pages]) {
        const reply = await list(`limit=${limit}&page=${page}`);
        expect(reply).toMatchObject({ page, limit, pages, totalDocs: total });
        expect(reply.docs.map((d) => d._id)).toEqual(expected.slice((page - 1) * limit, page * limit));
      }
      expect((await list(`limit=${limit}&page=${pages + 1}`)).docs).toEqual([]);
    }
    expect(await list('search=zzzz-nada')).toMatchObject({ totalDocs: 0, pages: 0, docs: [] });
  });

  it('EXPLAIN: the category, brand and sorted queries read indexes', async () => {
    const base: ProductSearch = { storeId: TD, page: 1, limit: 4, sort: 'defaultPrice', categories: [], brands: [], active: true };
    const plan = async (params: Partial<ProductSearch>) => {
      const { page, count } = productSearchQueries(sandbox.db, { ...base, ...params });
      const text = async (q: typeof page | typeof count) =>
        (await q.explain()).map((row) => String((row as Record<string, unknown>)['QUERY PLAN'])).join('\n');
      return { page: await text(page), count: await text(count) };
    };
    // No `set enable_seqscan = off` needed: PGlite's planner picks these on the seeded 2,400 rows
    // (the seed runs ANALYZE; the count without filters stays a seq scan, as it should).
    const category = await plan({ categories: ['Despensa'] });
    expect(category.page).toMatch(/(Index Scan|Bitmap Index Scan) using products_(listed_)?category_idx/);
    expect(category.count).toMatch(/Index|Bitmap/);
    expect((await plan({})).page).toContain('Index Scan using products_listed_price_idx');
    expect((await plan({ sort: '-defaultPrice' })).page).toContain('Index Scan Backward using products_listed_price_idx');
    expect((await plan({ sort: 'name' })).page).toContain('products_listed_name_idx');
    expect((await plan({ sort: '-name' })).page).toContain('Index Scan Backward using products_listed_name_idx');
    const brand = await plan({ brands: ['Campo Sur'] });
    expect(brand.page).toContain('products_listed_brand_idx');
    expect(brand.count).toContain('products_listed_brand_idx');
    expect((await plan({ search: 'cafe' })).count).toContain('products_search_idx');
  });

  it('EXPLAIN: the exact-SKU lookup is an index scan of the unique btree (store_id, upper(sku))', async () => {
    const explain = async (query: { explain(): Promise<unknown[]> }) =>
      (await query.explain()).map((row) => String((row as Record<string, unknown>)['QUERY PLAN'])).join('\n');
    // The index the lookup needs: a btree (equality on its whole key), unique per store.
    const index = await sql<{ method: string; definition: string }>`
      select am.amname as method, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      where c.relname = 'products_sku_idx'`.execute(sandbox.db);
    expect(index.rows).toEqual([
      { method: 'btree', definition: expect.stringMatching(/UNIQUE INDEX products_sku_idx ON .*products USING btree \(store_id, upper\(sku\)\)/) },
    ]);
    // Case ignored, as a shopper types it; the same statement the route runs.
    const bySku = productBySkuQuery(sandbox.db, TD, 'td-0009');
    expect((await bySku.executeTakeFirstOrThrow()).sku).toBe('TD-0009');
    const plan = await explain(bySku);
    expect(plan).toContain('Index Scan using products_sku_idx');
    // Both key columns are the index condition, not a filter over the store's rows.
    expect(plan).toMatch(/Index Cond: \(\(store_id = .*\) AND \(upper\(sku\) = .*\)\)/);
    expect(plan).not.toMatch(/Seq Scan|Filter:/);
    // By SKU or id: each side through its own index (the id through the primary key).
    const either = await explain(productBySkuOrIdQuery(sandbox.db, TD, 'TD-0009'));
    expect(either).toContain('products_sku_idx');
    expect(either).toContain('products_pkey');
    expect(either).not.toContain('Seq Scan');
  });
});
