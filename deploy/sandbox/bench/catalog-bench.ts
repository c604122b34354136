// Catalogue latency bench (not a test): `npm run bench:catalog` from the repo root.
// Starts an in-process sandbox on a throwaway in-memory PGlite, times the storefront's catalogue
// calls (GET /v1/catalog/products: the page query plus its count, JSON included) on the seeded
// tienda-demo, then on a second throwaway PGlite holding a generated store of BENCH_PRODUCTS
// products, and prints p50/p95 per query. Env: BENCH_RUNS (30), BENCH_PRODUCTS (100000),
// BENCH_PORT (0 = any free port).
import { startSandbox } from '../src/index';
import { BENCH_STORE_ID, insertBenchStore } from './bulk-catalogue';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
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
  { name: '3 brands, -name', query: `brands=${['Campo Sur', 'Valle Verde', 'Buen Día'].map(encodeURIComponent).join(',')}&sort=-name` },
  { name: 'category + brand', query: `categories=Despensa&brands=${encodeURIComponent('Campo Sur')}` },
  { name: 'deep page (90 %)', query: 'sort=defaultPrice&page=DEEP' },
];

interface Row {
  store: string;
  query: string;
  totalDocs: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

async function timeCases(baseUrl: string, storeId: string, label: string): Promise<Row[]> {
  const call = async (query: string) => {
    const started = performance.now();
    const params = new URLSearchParams({ storeId, active: 'true', limit: '4' });
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    const response = await fetch(`${baseUrl}/v1/catalog/products?${params}`);
    const body = (await response.json()) as { data: { totalDocs: number; pages: number } };
    if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
    return { ms: performance.now() - started, data: body.data };
  };
  const all = (await call('')).data;
  const deepPage = String(Math.max(1, Math.ceil(all.pages * 0.9)));
  const rows: Row[] = [];
  for (const { name, query: template } of CASES) {
    const query = template.replace('DEEP', deepPage);
    for (let i = 0; i < WARMUP; i++) await call(query);
    const times: number[] = [];
    let totalDocs = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = await call(query);
      times.push(result.ms);
      totalDocs = result.data.totalDocs;
    }
    times.sort((a, b) => a - b);
    rows.push({ store: label, query: name, totalDocs, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ['store', 'query', 'totalDocs', 'p50 ms', 'p95 ms'];
  const lines = rows.map((r) => [r.store, r.query, String(r.totalDocs), r.p50.toFixed(1), r.p95.toFixed(1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  console.log(`Catalogue bench: ${RUNS} runs per query after ${WARMUP} warm-up, limit 4, active=true (in-process sandbox, in-memory PGlite)`);
  const rows: Row[] = [];

  const seeded = await startSandbox({ port: PORT });
  try {
    rows.push(...(await timeCases(seeded.url, 'st-tienda-demo', 'tienda-demo')));
  } finally {
    await seeded.close();
  }

  const big = await startSandbox({ port: PORT });
  try {
    const ms = await insertBenchStore(big.db, PRODUCTS);
    console.log(`Generated ${PRODUCTS} products in ${(ms / 1000).toFixed(1)} s`);
    rows.push(...(await timeCases(big.url, BENCH_STORE_ID, `generated ${PRODUCTS / 1000}k`)));
  } finally {
    await big.close();
  }
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
