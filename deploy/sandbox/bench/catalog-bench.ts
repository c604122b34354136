// Catalogue latency bench (not a test): `npm run bench:catalog` from the repo root.
// Starts an in-process sandbox on a throwaway in-memory PGlite, times the storefront's catalogue
// calls (GET /v1/catalog/products: the page query plus its count, JSON included) on the seeded
// tienda-demo, then on a second throwaway PGlite holding a generated store of BENCH_PRODUCTS
// products. Three tables, p50 and p97.5 in ms:
//  1. one call at a time, per query (the filters the storefront sends);
//  2. 20 searches at once (name, brand, SKU terms), BENCH_RUNS rounds;
//  3. the first page against a deep page 90 % of the way down, by keyset cursor (the cursor is
//     read from the database before the timing starts) and by page number (offset).
// PGlite is ONE connection: concurrent requests queue on it, so table 2 measures queueing too
// (a PostgreSQL server with a pool would run them side by side).
// Env: BENCH_RUNS (30), BENCH_PRODUCTS (100000), BENCH_CONCURRENCY (20), BENCH_PORT (0 = any).
import { sql } from 'kysely';
import { encodeCursor } from '../src/catalog/product-cursor';
import type { ProductSort } from '../src/catalog/product-sorts';
import type { Db } from '../src/db/schema/index';
import { startSandbox } from '../src/index';
import { BENCH_STORE_ID, insertBenchStore } from './bulk-catalogue';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 0);
const WARMUP = 3;

interface Case {
  name: string;
  query: string;
}

/** The storefront's calls: active products, scroll page size 4 (landing: 100). */
const CASES: Case[] = [
  { name: 'no filter, defaultPrice', query: 'sort=defaultPrice' },
  { name: 'no filter, -defaultPrice', query: 'sort=-defaultPrice' },
  { name: 'no filter, name', query: 'sort=name' },
  { name: 'no filter, -name', query: 'sort=-name' },
  { name: 'landing page (limit 100)', query: 'sort=defaultPrice&limit=100' },
  { name: 'search "cafe"', query: 'search=cafe' },
  { name: 'search "grano", name', query: 'search=grano&sort=name' },
  { name: 'category Despensa (+descendants)', query: 'categories=Despensa' },
  { name: 'category Café (+descendants)', query: `categories=${encodeURIComponent('Café')}` },
  { name: 'brand Campo Sur', query: `brands=${encodeURIComponent('Campo Sur')}` },
  {
    name: '3 brands, -name',
    query: `brands=${['Campo Sur', 'Valle Verde', 'Buen Día'].map(encodeURIComponent).join(',')}&sort=-name`,
  },
  {
    name: 'category + brand',
    query: `categories=Despensa&brands=${encodeURIComponent('Campo Sur')}`,
  },
];

/** What shoppers type: product words, brands, a SKU (the store's prefix), in all four sorts. */
const searchTerms = (skuPrefix: string) => [
  'cafe',
  'grano',
  'arroz',
  'aceite de oliva',
  'lentejas',
  'granola',
  'te verde',
  'miel',
  'campo sur',
  'valle verde',
  'tostaduria',
  'dona rosa',
  'organico',
  'premium',
  'integral',
  'pesto',
  `${skuPrefix}0042`,
  `${skuPrefix}1234`,
  'atun',
  'zzz-nada',
];
const SORTS: ProductSort[] = ['defaultPrice', '-defaultPrice', 'name', '-name'];

interface Row {
  store: string;
  query: string;
  totalDocs: number;
  p50: number;
  p975: number;
  n: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
const summary = (store: string, query: string, times: number[], totalDocs: number): Row => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    store,
    query,
    totalDocs,
    p50: percentile(sorted, 0.5),
    p975: percentile(sorted, 0.975),
    n: sorted.length,
  };
};

function caller(baseUrl: string, storeId: string) {
  return async (query: string) => {
    const started = performance.now();
    const params = new URLSearchParams({ storeId, active: 'true', limit: '4' });
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    const response = await fetch(`${baseUrl}/v1/catalog/products?${params}`);
    const body = (await response.json()) as {
      data: { totalDocs: number; pages: number; docs: unknown[] };
    };
    if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
    return { ms: performance.now() - started, data: body.data };
  };
}

async function serial(
  call: ReturnType<typeof caller>,
  label: string,
  name: string,
  query: string,
): Promise<Row> {
  for (let i = 0; i < WARMUP; i++) await call(query);
  const times: number[] = [];
  let totalDocs = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await call(query);
    times.push(result.ms);
    totalDocs = result.data.totalDocs;
  }
  return summary(label, name, times, totalDocs);
}

/** RUNS rounds of CONCURRENCY searches sent together; each request's own latency counts. */
async function concurrentSearches(
  call: ReturnType<typeof caller>,
  label: string,
  skuPrefix: string,
): Promise<Row> {
  const terms = searchTerms(skuPrefix);
  const query = (round: number, i: number) => {
    const k = round * CONCURRENCY + i;
    return `search=${encodeURIComponent(terms[k % terms.length]!)}&sort=${SORTS[Math.floor(k / terms.length) % SORTS.length]}`;
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => call(query(0, i))));
  const times: number[] = [];
  for (let round = 1; round <= RUNS; round++) {
    const results = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) => call(query(round, i))),
    );
    times.push(...results.map((r) => r.ms));
  }
  return summary(
    label,
    `${CONCURRENCY} concurrent searches (${terms.length} terms × 4 sorts)`,
    times,
    NaN,
  );
}

/** The cursor a shopper would hold after scrolling 90 % of the list in that sort (read untimed). */
async function deepCursor(db: Db, storeId: string, sort: ProductSort) {
  const column = sort.endsWith('defaultPrice') ? 'default_price' : 'sort_name collate "C"';
  const desc = sort.startsWith('-') ? 'desc' : 'asc';
  const total = Number(
    (
      await sql<{
        n: number;
      }>`select count(*) as n from products where store_id = ${storeId} and active and not hidden`.execute(
        db,
      )
    ).rows[0]!.n,
  );
  const seen = Math.floor(total * 0.9);
  const row = (
    await sql<{ id: string; default_price: number; sort_name: string }>`
      select id, default_price, sort_name from products where store_id = ${storeId} and active and not hidden
      order by ${sql.raw(column)} ${sql.raw(desc)}, id ${sql.raw(desc)} offset ${seen - 1} limit 1`.execute(
      db,
    )
  ).rows[0]!;
  const value = sort.endsWith('defaultPrice') ? row.default_price : row.sort_name;
  return {
    cursor: encodeCursor({ sort, value, id: row.id, seen }),
    page: Math.floor(seen / 4) + 1,
  };
}

async function depthRows(
  db: Db,
  call: ReturnType<typeof caller>,
  label: string,
  storeId: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const sort of ['defaultPrice', '-name'] as const) {
    const deep = await deepCursor(db, storeId, sort);
    rows.push(await serial(call, label, `first page, ${sort}`, `sort=${sort}`));
    rows.push(
      await serial(
        call,
        label,
        `deep page (90 %) by cursor, ${sort}`,
        `sort=${sort}&after=${deep.cursor}`,
      ),
    );
    rows.push(
      await serial(
        call,
        label,
        `deep page (90 %) by page=${deep.page}, ${sort}`,
        `sort=${sort}&page=${deep.page}`,
      ),
    );
  }
  return rows;
}

async function timeStore(
  db: Db,
  baseUrl: string,
  storeId: string,
  label: string,
  skuPrefix: string,
) {
  const call = caller(baseUrl, storeId);
  const single: Row[] = [];
  for (const { name, query } of CASES) single.push(await serial(call, label, name, query));
  return {
    single,
    concurrent: [await concurrentSearches(call, label, skuPrefix)],
    depth: await depthRows(db, call, label, storeId),
  };
}

function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}\n`);
  const header = ['store', 'query', 'totalDocs', 'requests', 'p50 ms', 'p97.5 ms'];
  const lines = rows.map((r) => [
    r.store,
    r.query,
    Number.isNaN(r.totalDocs) ? '–' : String(r.totalDocs),
    String(r.n),
    r.p50.toFixed(1),
    r.p975.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  console.log(
    `Catalogue bench ${new Date().toISOString().slice(0, 10)}: ${RUNS} runs per query after ${WARMUP} warm-up, limit 4, active=true ` +
      `(in-process sandbox, in-memory PGlite). PGlite is one connection: the ${CONCURRENCY} concurrent searches queue on it.`,
  );
  const results: Awaited<ReturnType<typeof timeStore>>[] = [];

  const seeded = await startSandbox({ port: PORT });
  try {
    results.push(await timeStore(seeded.db, seeded.url, 'st-tienda-demo', 'tienda-demo', 'td-'));
  } finally {
    await seeded.close();
  }

  const big = await startSandbox({ port: PORT });
  try {
    const ms = await insertBenchStore(big.db, PRODUCTS);
    console.log(`Generated ${PRODUCTS} products in ${(ms / 1000).toFixed(1)} s`);
    results.push(
      await timeStore(big.db, big.url, BENCH_STORE_ID, `generated ${PRODUCTS / 1000}k`, 'bk-00'),
    );
  } finally {
    await big.close();
  }
  printTable(
    'One call at a time',
    results.flatMap((r) => r.single),
  );
  printTable(
    `${CONCURRENCY} searches at once, each request's latency (PGlite: one connection, so they queue)`,
    results.flatMap((r) => r.concurrent),
  );
  printTable(
    'First page against a deep page (cursor read before timing)',
    results.flatMap((r) => r.depth),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
