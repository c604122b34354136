// The seed's catalogue: the three stores (template, store, policy), their categories, products
// and services. None of it depends on the day, so a fresh PGlite can start from a snapshot that
// holds it (db/pglite-snapshot.ts); Ana's rows, dated from now, are added at every start.
import crypto from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { Database, DbExecutor } from '../db/schema/index';
import { categoryRows, productRow } from './catalogue-rows';
import type { StoreSeed } from './store-content';
import { farmaciaDemo } from './stores/farmacia-demo';
import { serviciosDemo, serviciosDemoServices } from './stores/servicios-demo';
import { tiendaDemo } from './stores/tienda-demo';

export async function insertBatches<T extends keyof Database & string>(
  db: DbExecutor,
  table: T,
  rows: Insertable<Database[T]>[],
  batchSize = 400,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as never)
      .execute();
  }
}

export const seedStores = (): StoreSeed[] => [tiendaDemo(), farmaciaDemo(), serviciosDemo()];

type TableRows = { [T in keyof Database & string]: { table: T; rows: Insertable<Database[T]>[] } };

/** The catalogue's rows, table by table in insertion order (the order fixes each table's layout). */
function catalogueRows(): TableRows[keyof TableRows][] {
  const batches: TableRows[keyof TableRows][] = [];
  for (const [position, seed] of seedStores().entries()) {
    const { _id: templateId, ...templateDoc } = seed.template as { _id: string };
    const categories = categoryRows(seed.id, seed.prefix, seed.categories);
    batches.push(
      { table: 'templates', rows: [{ id: templateId, doc: JSON.stringify(templateDoc) }] },
      {
        table: 'stores',
        rows: [
          {
            id: seed.id,
            name: seed.name,
            domain: seed.domain,
            active: true,
            template_id: templateId,
            service_type: seed.serviceType,
            payment_methods: JSON.stringify(seed.paymentMethods),
            doc: JSON.stringify(seed.store),
            position,
          },
        ],
      },
      { table: 'policies', rows: [{ store_id: seed.id, doc: JSON.stringify(seed.policy) }] },
      { table: 'categories', rows: categories.rows },
      {
        table: 'products',
        rows: seed.products.map((product, index) =>
          productRow(seed.id, product, categories.byName, index),
        ),
      },
    );
  }
  batches.push({ table: 'services', rows: serviciosDemoServices() });
  return batches;
}

// The trigram index is rebuilt once after the bulk insert: updating it row by row after a
// truncate in the same transaction costs seconds.
export const SEARCH_INDEX = 'products_search_idx';
export const SEARCH_INDEX_SQL = `create index ${SEARCH_INDEX} on products using gin (search_text gin_trgm_ops)`;

/** Fills the catalogue tables; the caller has emptied every data table. */
export async function seedCatalogue(db: DbExecutor): Promise<void> {
  const searchIndex = await sql`select 1 from pg_indexes where indexname = ${SEARCH_INDEX}`.execute(
    db,
  );
  const rebuildSearchIndex = searchIndex.rows.length > 0;
  if (rebuildSearchIndex) await sql.raw(`drop index ${SEARCH_INDEX}`).execute(db);
  for (const { table, rows } of catalogueRows()) await insertBatches(db, table, rows as never[]);
  if (rebuildSearchIndex) await sql.raw(SEARCH_INDEX_SQL).execute(db);
  // Fresh statistics, so the planner sees the catalogue's real size (PGlite runs no autovacuum).
  await sql.raw('analyze products, categories').execute(db);
}

let digest: string | undefined;

/**
 * What the catalogue holds (every row, and its index): part of the snapshot's key, so a changed
 * seed never starts from a snapshot of the old one. ~30 ms, once per process.
 */
export function catalogueDigest(): string {
  digest ??= crypto
    .createHash('sha256')
    .update(JSON.stringify([SEARCH_INDEX_SQL, catalogueRows()]))
    .digest('hex');
  return digest;
}
