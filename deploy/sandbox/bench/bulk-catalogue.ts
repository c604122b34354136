// A big throwaway store for the catalogue bench: tienda-demo's category tree and product
// generator (same row builder as the seed), numbered for another store and inserted in batches.
import { sql } from 'kysely';
import type { Db } from '../src/db/schema/index';
import { categoryRows, productRow } from '../src/seed/catalogue-rows';
import { insertBatches, SEARCH_INDEX, SEARCH_INDEX_SQL } from '../src/seed/index';
import { generatedProducts } from '../src/seed/stores/tienda-demo';
import { TIENDA_CATEGORIES } from '../src/seed/words';

export const BENCH_STORE_ID = 'st-bench-catalogue';

/** Creates store `st-bench-catalogue` with `count` products; returns how long it took (ms). */
export async function insertBenchStore(db: Db, count: number, chunk = 10_000): Promise<number> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('stores')
      .values({
        id: BENCH_STORE_ID,
        name: 'bench-catalogue',
        domain: null,
        active: true,
        template_id: 'tpl-tienda-demo',
        service_type: 'deliverable',
        payment_methods: JSON.stringify([]),
        doc: JSON.stringify({}),
        position: 99,
      })
      .execute();
    const categories = categoryRows(BENCH_STORE_ID, 'bk', TIENDA_CATEGORIES);
    await insertBatches(trx, 'categories', categories.rows);
    // The trigram index is rebuilt once at the end (row-by-row upkeep costs far more).
    const hasSearchIndex = (await sql`select 1 from pg_indexes where indexname = ${SEARCH_INDEX}`.execute(trx)).rows.length > 0;
    if (hasSearchIndex) await sql.raw(`drop index ${SEARCH_INDEX}`).execute(trx);
    const pad = (n: number) => String(n).padStart(6, '0');
    // Generated and inserted chunk by chunk, so the rows never all sit in memory at once.
    for (let from = 1; from <= count; from += chunk) {
      const products = generatedProducts({
        from,
        to: Math.min(count, from + chunk - 1),
        id: (n) => `bk-p-${pad(n)}`,
        sku: (n) => `BK-${pad(n)}`,
        seed: 7 + from, // each chunk draws other rows
      });
      await insertBatches(
        trx,
        'products',
        products.map((product, index) => productRow(BENCH_STORE_ID, product, categories.byName, from + index)),
        1000,
      );
    }
    if (hasSearchIndex) await sql.raw(SEARCH_INDEX_SQL).execute(trx);
  });
  // What PostgreSQL's autovacuum would do after a bulk load (PGlite runs none): statistics, and
  // the visibility map that lets counts read only the partial indexes. Not in a transaction.
  await sql.raw('vacuum analyze products, categories').execute(db);
  return performance.now() - started;
}
