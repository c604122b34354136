// Seeding: on first start (a database never seeded) and at every reset. Everything happens in one
// transaction: the data tables are emptied and filled again with batched multi-row inserts.
import { sql, type Insertable } from 'kysely';
import { DATA_TABLES, type Database, type Db, type DbExecutor } from '../db/schema';
import { categoryRows, productRow } from './catalogue-rows';
import {
  ANA,
  anaCards,
  anaCharges,
  anaOrders,
  anaPayers,
  anaSubscriptions,
  anaUser,
  paymentLinks,
  paymentRequests,
} from './shopper';
import type { StoreSeed } from './store-content';
import { farmaciaDemo } from './stores/farmacia-demo';
import { serviciosDemo, serviciosDemoServices } from './stores/servicios-demo';
import { tiendaDemo } from './stores/tienda-demo';

const SEEDED_KEY = 'seeded_at';
const SEED_VERSION_KEY = 'seed_version';
/** Bump when the seeded data changes shape: a database seeded by an older version is reseeded at start. */
export const SEED_VERSION = '8-issue14-charges-services';

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

async function seedStore(db: DbExecutor, seed: StoreSeed, position: number): Promise<void> {
  const { _id: templateId, ...templateDoc } = seed.template as { _id: string };
  await db
    .insertInto('templates')
    .values({ id: templateId, doc: JSON.stringify(templateDoc) })
    .execute();
  await db
    .insertInto('stores')
    .values({
      id: seed.id,
      name: seed.name,
      domain: seed.domain,
      active: true,
      template_id: templateId,
      service_type: seed.serviceType,
      payment_methods: JSON.stringify(seed.paymentMethods),
      doc: JSON.stringify(seed.store),
      position,
    })
    .execute();
  await db
    .insertInto('policies')
    .values({ store_id: seed.id, doc: JSON.stringify(seed.policy) })
    .execute();
  const categories = categoryRows(seed.id, seed.prefix, seed.categories);
  await insertBatches(db, 'categories', categories.rows);
  await insertBatches(
    db,
    'products',
    seed.products.map((product, index) => productRow(seed.id, product, categories.byName, index)),
  );
}

// The trigram index is rebuilt once after the bulk insert: updating it row by row after a
// truncate in the same transaction costs seconds.
export const SEARCH_INDEX = 'products_search_idx';
export const SEARCH_INDEX_SQL = `create index ${SEARCH_INDEX} on products using gin (search_text gin_trgm_ops)`;

export async function seed(db: DbExecutor, now = Date.now()): Promise<void> {
  const searchIndex = await sql`select 1 from pg_indexes where indexname = ${SEARCH_INDEX}`.execute(
    db,
  );
  const rebuildSearchIndex = searchIndex.rows.length > 0;
  if (rebuildSearchIndex) await sql.raw(`drop index ${SEARCH_INDEX}`).execute(db);
  await sql.raw(`truncate table ${DATA_TABLES.join(', ')} restart identity cascade`).execute(db);
  const stores = [tiendaDemo(), farmaciaDemo(), serviciosDemo()];
  for (const [index, store] of stores.entries()) await seedStore(db, store, index);

  await db
    .insertInto('users')
    .values(await anaUser())
    .execute();
  // Ana has entered every demo store (farmacia-demo forbids sign-up; she is already its customer).
  await db
    .insertInto('store_members')
    .values(stores.map((store) => ({ store_id: store.id, user_id: ANA.id })))
    .execute();
  await insertBatches(db, 'cards', anaCards());
  await insertBatches(db, 'payers', anaPayers());
  await insertBatches(db, 'subscriptions', anaSubscriptions(now));
  const orders = anaOrders(now);
  await insertBatches(db, 'subscriptions', orders.subscriptions);
  await insertBatches(db, 'deliveries', orders.deliveries);
  await insertBatches(db, 'services', serviciosDemoServices());
  const { charges, instalments } = anaCharges(now);
  await insertBatches(db, 'charges', charges);
  await insertBatches(db, 'subscriptions', instalments);
  await insertBatches(db, 'payment_links', paymentLinks());
  await insertBatches(db, 'payment_requests', paymentRequests());
  if (rebuildSearchIndex) await sql.raw(SEARCH_INDEX_SQL).execute(db);
  // Fresh statistics, so the planner sees the catalogue's real size (PGlite runs no autovacuum).
  await sql.raw('analyze products, categories').execute(db);

  for (const [key, value] of [
    [SEEDED_KEY, new Date(now).toISOString()],
    [SEED_VERSION_KEY, SEED_VERSION],
  ] as const) {
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

/** Empties and reseeds in one transaction: readers see the old data or the new, never half. */
export const reseed = (db: Db) => db.transaction().execute((trx) => seed(trx));

/** Seeded, by this seed version (an older seed lacks rows the API now relies on, e.g. payers). */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SEED_VERSION_KEY)
    .executeTakeFirst();
  return row?.value === SEED_VERSION;
}
