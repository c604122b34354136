// How a starting sandbox gets its seed. A fresh PGlite loaded from the snapshot already holds the
// catalogue, so only Ana's rows are written, dated from today (~0.1 s instead of a ~0.6 s seed).
// A database without it (a fresh PGlite before the first snapshot, a data folder or a server never
// seeded by this seed version) is emptied and gets the catalogue, which a fresh PGlite then saves
// as the snapshot, and Ana's rows. A reset reseeds whatever the database held.
import type { OpenedDatabase } from '../db/open-database';
import { seedCatalogue } from './catalogue';
import { emptyDataTables, isSeeded, seed, seedShopper } from './index';

export async function seedAtStart(
  database: OpenedDatabase,
  reset: boolean,
  now = Date.now(),
): Promise<void> {
  const { db } = database;
  if (reset) {
    await db.transaction().execute((trx) => seed(trx, now));
    return;
  }
  if (!database.fromSnapshot) {
    if (await isSeeded(db)) return;
    await db.transaction().execute(async (trx) => {
      await emptyDataTables(trx);
      await seedCatalogue(trx);
    });
    await database.saveSnapshot();
  }
  await db.transaction().execute((trx) => seedShopper(trx, now));
}
