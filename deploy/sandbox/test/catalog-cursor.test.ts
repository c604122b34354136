// Issue 15: keyset pages of GET /v1/catalog/products. Walking a listing by `nextCursor` gives every
// listed row exactly once in each sort's order; a forged cursor is a 400 that says why; and the
// plans show a deep page starts at its cursor in the sort's index, and search reads its indexes.
import { sql } from 'kysely';
import { productSearchQueries, type ProductSearch } from '../src/catalog/product-search';
import { decodeCursor, encodeCursor } from '../src/catalog/product-cursor';
import { TD, sharedSandbox } from './helpers';

// SANDBOX_TEST_DATABASE_URL runs the same checks on a PostgreSQL server (pg_trgm from contrib).
const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL;
const sandbox = sharedSandbox(databaseUrl ? { databaseUrl } : {});

interface Listed {
  id: string;
  price: number;
  sortName: string;
  searchText: string;
}
interface CursorPage {
  docs: { _id: string }[];
  page: number;
  pages: number;
  limit: number;
  totalDocs: number;
  hasMore: boolean;
  nextCursor: string | null;
}

const state: { listed: Listed[] } = { listed: [] };

beforeAll(async () => {
  const rows = await sandbox.db
    .selectFrom('products')
    .select(['id', 'default_price', 'currency', 'sort_name', 'search_text'])
    .where('store_id', '=', TD)
    .where('active', '=', true)
    .where('hidden', '=', false)
    .execute();
  state.listed = rows.map((r) => ({
    id: r.id,
    // In pesos: "Precio" sorts a UF product by what it costs (issue 39; sandbox UF = $39.000).
    price: r.currency === 'uf' ? r.default_price * 39_000 : r.default_price,
    sortName: r.sort_name,
    searchText: r.search_text,
  }));
});

const list = async (query: string): Promise<CursorPage> => {
  const reply = await sandbox.v1.get(`/catalog/products?storeId=${TD}&active=true&${query}`);
  expect(reply.status).toBe(200);
  return reply.body.data as CursorPage;
};

/** Follows nextCursor from the first page to the end; checks each page's bookkeeping on the way. */
const walk = async (query: string, limit: number): Promise<string[]> => {
  let reply = await list(`${query}&limit=${limit}`);
  const total = reply.totalDocs;
  const ids = reply.docs.map((d) => d._id);
  let page = 1;
  while (reply.hasMore) {
    expect(reply.nextCursor).toEqual(expect.any(String));
    reply = await list(`${query}&limit=${limit}&after=${reply.nextCursor}`);
    page += 1;
    expect({ page: reply.page, totalDocs: reply.totalDocs }).toEqual({ page, totalDocs: total });
    ids.push(...reply.docs.map((d) => d._id));
  }
  expect(reply.nextCursor).toBeNull();
  expect(ids).toHaveLength(total);
  return ids;
};

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const byPrice = (a: Listed, b: Listed) => cmp(a.price, b.price) || cmp(a.id, b.id);
const byName = (a: Listed, b: Listed) => cmp(a.sortName, b.sortName) || cmp(a.id, b.id);
const ids = (rows: Listed[]) => rows.map((r) => r.id);

describe('catalogue keyset pages on the seeded tienda-demo store', () => {
  it('walks the whole store by cursor in every sort: each row once, in order, none missing', async () => {
    const price = [...state.listed].sort(byPrice);
    const name = [...state.listed].sort(byName);
    // Prices repeat across products, so ties (broken by id) cross page boundaries.
    expect(new Set(price.map((r) => r.price)).size).toBeLessThan(price.length);
    expect(await walk('sort=defaultPrice', 100)).toEqual(ids(price));
    expect(await walk('sort=-defaultPrice', 100)).toEqual(ids([...price].reverse()));
    expect(await walk('sort=name', 100)).toEqual(ids(name));
    expect(await walk('sort=-name', 100)).toEqual(ids([...name].reverse()));
  });

  it('walks a search by cursor with an odd page size', async () => {
    const cafe = state.listed.filter((r) => r.searchText.includes('cafe'));
    expect(cafe.length).toBeGreaterThan(20);
    expect(await walk('search=cafe&sort=-name', 7)).toEqual(ids(cafe.sort(byName).reverse()));
  });

  it('a numbered page also gives hasMore and the cursor that continues it', async () => {
    const expected = ids([...state.listed].sort(byPrice));
    const third = await list('limit=10&page=3');
    expect(third).toMatchObject({ page: 3, hasMore: true });
    const fourth = await list(`limit=10&after=${third.nextCursor}`);
    expect(fourth.page).toBe(4);
    expect(fourth.docs.map((d) => d._id)).toEqual(expected.slice(30, 40));
    const last = await list(`limit=10&page=${third.pages}`);
    expect(last).toMatchObject({ hasMore: false, nextCursor: null });
    expect(await list('search=zzzz-nada')).toMatchObject({
      docs: [],
      hasMore: false,
      nextCursor: null,
      totalDocs: 0,
    });
  });

  it('refuses forged or foreign cursors with a 400 that names the parameter', async () => {
    const real = (await list('limit=4&sort=name')).nextCursor!;
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hostile = [
      'not a cursor',
      '%00',
      Buffer.from('{not json').toString('base64url'),
      b64({ sort: 'name' }),
      b64(['name', 'x', 'td-p-0001']),
      b64(['price', 1, 'td-p-0001', 0]),
      b64(['defaultPrice', 'mil', 'td-p-0001', 0]),
      b64(['defaultPrice', null, 'td-p-0001', 0]),
      b64(['defaultPrice', 1000, '', 0]),
      b64(['defaultPrice', 1000, 'td-p-0001', -1]),
      b64(['defaultPrice', 1000, 'td-p-0001', 1.5]),
      b64(['defaultPrice', 1000, 'x'.repeat(201), 0]),
      b64(['name', 'a\u0000b', 'td-p-0001', 0]),
      'A'.repeat(1300),
    ];
    for (const after of hostile) {
      const reply = await sandbox.v1.get(
        `/catalog/products?storeId=${TD}&after=${encodeURIComponent(after)}`,
      );
      expect({ after, status: reply.status }).toEqual({ after, status: 400 });
      expect(reply.body.code).toBe(400);
      expect(reply.body.errors?.['query.after'] ?? reply.body.message).toBeTruthy();
    }
    // A cursor is only good for the sort that made it.
    const foreign = await sandbox.v1.get(
      `/catalog/products?storeId=${TD}&sort=defaultPrice&after=${real}`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      message: 'Invalid cursor',
      errors: {
        'query.after':
          'was made for sort=name, not sort=defaultPrice; use the nextCursor of the previous page',
      },
    });
    // Decoding is the inverse of encoding.
    const cursor = { sort: 'name' as const, value: 'cafe', id: 'td-p-0001', seen: 12 };
    expect(decodeCursor(encodeCursor(cursor), 'name')).toEqual(cursor);
  });
});

describe('catalogue plans (EXPLAIN ANALYZE on the seeded rows)', () => {
  const base: ProductSearch = {
    storeId: TD,
    page: 1,
    limit: 20,
    sort: 'defaultPrice',
    categories: [],
    brands: [],
    active: true,
  };

  interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    'Index Cond'?: string;
    'Scan Direction'?: string;
    'Actual Rows': number;
    Plans?: PlanNode[];
  }
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  const analyze = async (params: Partial<ProductSearch>, which: 'page' | 'count' = 'page') => {
    const queries = productSearchQueries(sandbox.db, { ...base, ...params });
    const [row] = (await queries[which].explain('json', sql`analyze`)) as Record<string, unknown>[];
    const plan = (row!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    return nodes(plan);
  };
  /** The cursor of the row 90 % of the way through a sort, as a client would hold it. */
  const deepCursor = (sort: ProductSearch['sort']) => {
    const sorted = [...state.listed].sort(sort.endsWith('defaultPrice') ? byPrice : byName);
    if (sort.startsWith('-')) sorted.reverse();
    const seen = Math.floor(sorted.length * 0.9);
    const row = sorted[seen - 1]!;
    return {
      sort,
      value: sort.endsWith('defaultPrice') ? row.price : row.sortName,
      id: row.id,
      seen,
    };
  };

  it.each([
    ['defaultPrice', 'products_listed_price_idx', 'Forward'],
    ['-defaultPrice', 'products_listed_price_idx', 'Backward'],
    ['name', 'products_listed_name_idx', 'Forward'],
    ['-name', 'products_listed_name_idx', 'Backward'],
  ] as const)(
    'a deep %s page starts at its cursor in %s and reads only its own rows',
    async (sort, index, direction) => {
      const scans = (await analyze({ sort, after: deepCursor(sort) })).filter(
        (n) => n['Index Name'],
      );
      expect(scans).toHaveLength(1);
      expect(scans[0]).toMatchObject({
        'Node Type': 'Index Scan',
        'Index Name': index,
        'Scan Direction': direction,
      });
      // The row comparison is the index condition, so the scan stops after limit + 1 rows.
      expect(scans[0]!['Index Cond']).toMatch(/ROW\(/);
      expect(scans[0]!['Actual Rows']).toBe(base.limit + 1);
    },
  );

  it('search by name or brand reads the trigram index; by SKU too, finding the one row', async () => {
    // search_text is the folded "name sku brand": one trigram index serves all three.
    const brandSearch = await analyze({ search: 'tostaduria', sort: 'name' }, 'count');
    expect(brandSearch.map((n) => n['Index Name'])).toContain('products_search_idx');
    const sku = await analyze({ search: 'TD-0001' });
    expect(sku.map((n) => n['Index Name'])).toContain('products_search_idx');
    expect(sku[0]!['Actual Rows']).toBe(1);
    expect((await list('search=td-0001')).docs.map((d) => d._id)).toEqual(['td-p-0001']);
  });
});
