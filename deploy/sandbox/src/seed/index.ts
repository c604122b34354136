// Seeding: on first start (a database never seeded) and at every reset. Everything happens in one
// transaction: the data tables are emptied and filled again with batched multi-row inserts. It
// comes in two parts: the catalogue (catalogue.ts), the same every day, which a fresh PGlite
// loads from a snapshot, and Ana's rows, dated from the seeding day, written at every seeding.
import { sql } from 'kysely';
import { lockKey } from '../db/advisory-lock';
import { DATA_TABLES, type Db, type DbExecutor } from '../db/schema/index';
import { insertBatches, seedCatalogue, seedStores } from './catalogue';
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

export { insertBatches, SEARCH_INDEX, SEARCH_INDEX_SQL } from './catalogue';

const SEEDED_KEY = 'seeded_at';
const SEED_VERSION_KEY = 'seed_version';
/** Bump when the seeded data changes shape: a database seeded by an older version is reseeded at start. */
export const SEED_VERSION = '8-issue14-charges-services';

export const emptyDataTables = (db: DbExecutor) =>
  sql.raw(`truncate table ${DATA_TABLES.join(', ')} restart identity cascade`).execute(db);

/** Ana and what she owns, dated from `now`; then the marks isSeeded reads. Needs the catalogue. */
export async function seedShopper(db: DbExecutor, now: number): Promise<void> {
  await db
    .insertInto('users')
    .values(await anaUser(now))
    .execute();
  // Ana has entered every demo store (farmacia-demo forbids sign-up; she is already its customer).
  await db
    .insertInto('store_members')
    .values(
      seedStores().map((store) => ({
        store_id: store.id,
        user_id: ANA.id,
        created_at: new Date(now),
      })),
    )
    .execute();
  await insertBatches(db, 'cards', anaCards());
  await insertBatches(db, 'payers', anaPayers());
  await insertBatches(db, 'subscriptions', anaSubscriptions(now));
  const orders = anaOrders(now);
  await insertBatches(db, 'subscriptions', orders.subscriptions);
  await insertBatches(db, 'deliveries', orders.deliveries);
  const { charges, instalments } = anaCharges(now);
  await insertBatches(db, 'charges', charges);
  await insertBatches(db, 'subscriptions', instalments);
  await insertBatches(db, 'payment_links', paymentLinks());
  await insertBatches(db, 'payment_requests', paymentRequests());

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

export async function seed(db: DbExecutor, now = Date.now()): Promise<void> {
  // Two resets at once took their row locks in different orders and deadlocked on a server: the
  // second now waits for the first, then reseeds again.
  await lockKey(db, 'sandbox:reset');
  await emptyDataTables(db);
  await seedCatalogue(db);
  await seedShopper(db, now);
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
