// @ts-check
// The registry (its layout: registry.mjs) in its database (registry-database.mjs): who runs a
// command, the history it appends to, reading the registry, and changing it in one transaction.
import fs from 'node:fs/promises';
import os from 'node:os';
import { inTransaction, registryDatabase } from './registry-database.mjs';

export const VERSION_PATTERN = /^[0-9A-Za-z.+-]+-[0-9a-f]{8}$/;
/** Reading the registry gives this many of the newest history entries (all are kept). */
const HISTORY_READ = 200;

/** Who runs this command: DEPLOY_USER, else the OS user. */
export function operator(env = process.env) {
  if (env.DEPLOY_USER) return env.DEPLOY_USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Appends to the registry's history (newest last); updateRegistry writes the new entries. */
export function record(registry, entry) {
  registry.history = [
    ...(registry.history ?? []),
    {
      at: new Date().toISOString(),
      ...Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)),
    },
  ].slice(-HISTORY_READ);
}

/**
 * The registry document from its tables, read with `query` (in a transaction or not). The
 * history entries read are remembered in `loaded`, so an update writes only those it added.
 * @param {import('./registry-database.mjs').RegistryDatabase} database
 * @param {import('./registry-database.mjs').Query} query
 * @param {WeakSet<object>} [loaded]
 */
async function readDocument({ table }, query, loaded = new WeakSet()) {
  /** @type {import('./registry.mjs').Registry} */
  const registry = { environments: {}, published: {}, history: [] };
  const live = await query(
    `select environment, remote, version, previous, canary from ${table('live')}
     order by environment, remote`,
  );
  for (const row of live.rows)
    (registry.environments[row.environment] ??= {})[row.remote] = row.canary
      ? { version: row.version, previous: row.previous, canary: row.canary }
      : { version: row.version, previous: row.previous };
  const published = await query(
    `select remote, version, published_at, routes from ${table('published')}
     order by remote, version`,
  );
  for (const row of published.rows)
    (registry.published[row.remote] ??= {})[row.version] = {
      ...(row.published_at ? { publishedAt: row.published_at } : {}),
      ...(row.routes ? { routes: row.routes } : {}),
    };
  const history = await query(
    `select entry from (select id, entry from ${table('history')} order by id desc limit $1) newest
     order by id`,
    [HISTORY_READ],
  );
  registry.history = history.rows.map((row) => {
    loaded.add(row.entry);
    return row.entry;
  });
  return registry;
}

/** The registry of `cdnDir`: { environments, published, history (the newest 200) }. */
export async function readRegistry(cdnDir) {
  const database = await registryDatabase(cdnDir);
  return readDocument(database, (text, values) => database.pool.query(text, values));
}

/** A number that grows with every change of the registry (shell servers key their caches on it). */
export async function registryRevision(cdnDir) {
  const database = await registryDatabase(cdnDir);
  const { rows } = await database.pool.query(`select revision from ${database.table('revision')}`);
  return Number(rows[0].revision);
}

/** Writes what `change` changed: live and published rows, and the history entries it added. */
async function writeChanges({ table }, query, before, after, loaded) {
  let changed = false;
  const environments = new Set([
    ...Object.keys(before.environments),
    ...Object.keys(after.environments),
  ]);
  for (const environment of environments) {
    const old = before.environments[environment] ?? {};
    const now = after.environments[environment] ?? {};
    for (const remote of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const entry = now[remote];
      if (JSON.stringify(old[remote]) === JSON.stringify(entry)) continue;
      changed = true;
      if (!entry?.version)
        await query(`delete from ${table('live')} where environment = $1 and remote = $2`, [
          environment,
          remote,
        ]);
      else
        await query(
          `insert into ${table('live')} (environment, remote, version, previous, canary)
           values ($1, $2, $3, $4, $5)
           on conflict (environment, remote) do update
           set version = excluded.version, previous = excluded.previous, canary = excluded.canary`,
          [
            environment,
            remote,
            entry.version,
            JSON.stringify(entry.previous ?? []),
            entry.canary ? JSON.stringify(entry.canary) : null,
          ],
        );
    }
  }
  for (const remote of new Set([...Object.keys(before.published), ...Object.keys(after.published)]))
    for (const [version, meta] of Object.entries(after.published[remote] ?? {})) {
      if (JSON.stringify(before.published[remote]?.[version]) === JSON.stringify(meta)) continue;
      changed = true;
      await query(
        `insert into ${table('published')} (remote, version, published_at, routes)
         values ($1, $2, $3, $4)
         on conflict (remote, version) do update
         set published_at = excluded.published_at, routes = excluded.routes`,
        [remote, version, meta?.publishedAt ?? null, JSON.stringify(meta?.routes ?? null)],
      );
    }
  for (const entry of after.history.filter((e) => !loaded.has(e))) {
    changed = true;
    await query(`insert into ${table('history')} (entry) values ($1)`, [JSON.stringify(entry)]);
  }
  if (changed) await query(`update ${table('revision')} set revision = revision + 1`);
}

/**
 * Read, change and write the registry in one transaction that holds the registry's revision row,
 * so two writers (an operator's promote and a shell server's canary watch, in two processes or on
 * two machines) take turns and never lose each other's change. `change` mutates the registry it
 * is given (and may query the same transaction) and returns the result; a throw writes nothing.
 * @template T
 * @param {string} cdnDir
 * @param {(registry: import('./registry.mjs').Registry,
 *   query: import('./registry-database.mjs').Query) => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export async function updateRegistry(cdnDir, change) {
  const database = await registryDatabase(cdnDir);
  return inTransaction(database, async (query) => {
    await query(`select revision from ${database.table('revision')} for update`);
    const loaded = new WeakSet();
    const registry = await readDocument(database, query, loaded);
    const before = structuredClone(registry);
    const result = await change(registry, query);
    await writeChanges(database, query, before, registry, loaded);
    return result;
  });
}

/** Whether a file or folder exists. */
export async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
