// A fresh PGlite starts from a snapshot holding the seed's catalogue, then gets Ana's rows dated
// from today (src/seed/seed-at-start.ts). That clone must equal a seed made from scratch, and a
// reset's reseed: every data table row by row in storage order, sequences, indexes, statistics.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { checkPassword } from '../src/auth/passwords';
import { migrateToLatest } from '../src/db/migrate';
import { openDatabase, type OpenedDatabase } from '../src/db/open-database';
import { copiesFolder } from '../src/db/pglite-snapshot';
import { DATA_TABLES, type Db } from '../src/db/schema/index';
import { catalogueDigest } from '../src/seed/catalogue';
import { seed } from '../src/seed/index';
import { seedAtStart } from '../src/seed/seed-at-start';
import { ANA } from '../src/seed/shopper';

jest.setTimeout(120_000);

/**
 * Everything seeding decides, a digest per table (a failure names the table). Password hashes are
 * salted, so Ana's is checked apart.
 */
async function contents(db: Db): Promise<Record<string, unknown>> {
  const queries: Record<string, RawBuilder<unknown>> = {
    sequences: sql`select sequencename, last_value from pg_sequences order by 1`,
    indexes: sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
    statistics: sql`select relname, reltuples from pg_class where relname in ('products', 'categories') order by 1`,
  };
  // No order by: the rows in storage order, so the insertion order must match too.
  for (const table of [...DATA_TABLES, 'settings'])
    queries[table] = sql`select to_jsonb(t) - 'password_hash' as row from ${sql.table(table)} t`;
  const out: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(queries)) {
    const { rows } = await query.execute(db);
    const digest = crypto.createHash('sha256').update(JSON.stringify(rows)).digest('hex');
    out[name] = `${rows.length} rows, ${digest.slice(0, 16)}`;
  }
  const ana = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', ANA.id)
    .executeTakeFirstOrThrow();
  out.anaSignsIn = await checkPassword(ANA.password, ana.password_hash!);
  return out;
}

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-snapshot-test-'));
const opened: OpenedDatabase[] = [];
const previousCacheDir = process.env.SANDBOX_CACHE_DIR;

async function open(): Promise<OpenedDatabase> {
  const database = await openDatabase({ snapshotKey: catalogueDigest() });
  opened.push(database);
  await migrateToLatest(database.db);
  return database;
}

beforeAll(() => {
  process.env.SANDBOX_CACHE_DIR = cacheDir;
});
afterAll(async () => {
  for (const database of opened) await database.close();
  fs.rmSync(copiesFolder(), { recursive: true, force: true });
  if (previousCacheDir === undefined) delete process.env.SANDBOX_CACHE_DIR;
  else process.env.SANDBOX_CACHE_DIR = previousCacheDir;
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

it('a clone of the snapshot plus the dated rows equals a seed from scratch and a reset', async () => {
  const now = Date.now();
  // Another key's snapshots: one untouched for 8 days goes when a new one is saved, a recent one stays.
  const weekOld = new Date(now - 8 * 24 * 3600 * 1000);
  fs.mkdirSync(path.join(cacheDir, 'pglite-0123456789abcdef'));
  fs.utimesSync(path.join(cacheDir, 'pglite-0123456789abcdef'), weekOld, weekOld);
  fs.mkdirSync(path.join(cacheDir, 'pglite-fedcba9876543210'));

  const scratch = await open();
  expect(scratch.fromSnapshot).toBe(false);
  await seedAtStart(scratch, false, now);
  const saved = fs.readdirSync(cacheDir).filter((name) => name !== 'pglite-fedcba9876543210');
  expect(saved).toEqual([expect.stringMatching(/^pglite-[0-9a-f]{16}$/)]);

  // A copy left by a process that died is swept when the next one is made.
  const copies = copiesFolder();
  fs.mkdirSync(path.join(copies, '999999999-orphan'), { recursive: true });
  const clone = await open();
  expect(clone.fromSnapshot).toBe(true);
  expect(fs.readdirSync(copies)).toEqual([expect.stringMatching(new RegExp(`^${process.pid}-`))]);
  await seedAtStart(clone, false, now);

  const expected = await contents(scratch.db);
  expect(expected.products).toMatch(/^2466 rows/);
  expect(expected.subscriptions).toMatch(/^14 rows/);
  expect(expected.anaSignsIn).toBe(true);
  expect(await contents(clone.db)).toEqual(expected);

  // A reset reseeds in place, later than the snapshot was made: a catalogue row that took the
  // clock (a column's default now()) would differ here.
  await scratch.db.transaction().execute((trx) => seed(trx, now));
  expect(await contents(scratch.db)).toEqual(expected);

  // The clone's copy goes when it closes.
  await opened.splice(opened.indexOf(clone), 1)[0]!.close();
  expect(fs.readdirSync(copies)).toEqual([]);
});
