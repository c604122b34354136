// @ts-check
// Where a CDN folder's registry lives (issue 42): a PostgreSQL database, reached with `pg` at a
// URL, its tables in one schema. Which database, per CDN folder, first match wins:
//   1. one given to this process (useRegistryDatabase: the tests' own schema per world);
//   2. REGISTRY_DATABASE_URL (and REGISTRY_DATABASE_SCHEMA, default public): a PostgreSQL server
//      that every shell server, the CLI and the operators' page of a fleet share;
//   3. the embedded PGlite in <cdn>/.registry, served to this machine's processes by the first
//      that opens it (embedded-registry.mjs): `npm start`'s default, no server to install.
// The tables are made on first use (registry-schema.mjs).
import path from 'node:path';
import pg from 'pg';
import { openEmbeddedRegistry } from './embedded-registry.mjs';
import { migrateRegistry } from './registry-schema.mjs';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * @typedef {{ url: string, schema?: string }} RegistryLocation
 * @typedef {(text: string, values?: unknown[]) => Promise<import('pg').QueryResult<any>>} Query
 * @typedef {{ pool: import('pg').Pool, schema: string, table: (name: string) => string,
 *   close: () => Promise<void> }} RegistryDatabase
 */

/** @type {Map<string, RegistryLocation>} */
const given = new Map();
/** @type {Map<string, Promise<RegistryDatabase>>} */
const open = new Map();

const keyOf = (cdnDir) => path.resolve(cdnDir);

/** Use this database for the registry of `cdnDir` in this process (tests; a fleet's config). */
export function useRegistryDatabase(cdnDir, location) {
  if (location.schema !== undefined && !SCHEMA_NAME.test(location.schema))
    throw new Error(`"${location.schema}" is not a schema name (a-z, 0-9, _)`);
  given.set(keyOf(cdnDir), location);
}

/** The registry database of `cdnDir`, opened once per process and migrated. */
export function registryDatabase(cdnDir, env = process.env) {
  const key = keyOf(cdnDir);
  let database = open.get(key);
  if (!database) {
    database = connect(key, env);
    open.set(key, database);
    // A failed open is not kept: the next call tries again.
    database.catch(() => open.delete(key));
  }
  return database;
}

async function connect(cdnDir, env) {
  const location = given.get(cdnDir) ??
    (env.REGISTRY_DATABASE_URL
      ? { url: env.REGISTRY_DATABASE_URL, schema: env.REGISTRY_DATABASE_SCHEMA }
      : null) ?? { embedded: await openEmbeddedRegistry(cdnDir) };
  const embedded = 'embedded' in location ? location.embedded : null;
  const url = embedded ? embedded.url : /** @type {RegistryLocation} */ (location).url;
  const schema = ('schema' in location && location.schema) || 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`"${schema}" is not a schema name (a-z, 0-9, _)`);
  const pool = new pg.Pool({
    connectionString: url,
    max: embedded ? 4 : 8,
    connectionTimeoutMillis: 5000,
  });
  // A dropped connection (a server restart) must never end the process: the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  /** @type {RegistryDatabase} */
  const database = {
    pool,
    schema,
    table: (name) => `"${schema}".registry_${name}`,
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
  try {
    await migrateRegistry(database, cdnDir);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/**
 * Runs `work` in one transaction of the registry database and commits, or rolls back on a throw.
 * @template T
 * @param {RegistryDatabase} database
 * @param {(query: Query) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function inTransaction(database, work) {
  const client = await database.pool.connect();
  let broken;
  try {
    await client.query('begin');
    const result = await work((text, values) => client.query(text, values));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Closes the registry database of `cdnDir` in this process (a world's cleanup). */
export async function closeRegistryDatabase(cdnDir) {
  const key = keyOf(cdnDir);
  const database = open.get(key);
  open.delete(key);
  given.delete(key);
  if (database) await (await database.catch(() => null))?.close();
}

/** Closes every registry database this process opened (the stack stopping, the CLI ending). */
export async function closeRegistryDatabases() {
  await Promise.all([...open.keys()].map((key) => closeRegistryDatabase(key)));
}
