// @ts-check
// The browsers a running canary was served to and failed for, as the canary watch (canary.mjs)
// keeps them in the registry's database (registry_browsers: one row per run of a canary, `since`,
// and browser) and `deploy status` (registry.mjs) reads them: apart from both, so neither imports
// the other. Every shell server of a fleet writes to the same rows, so the counts are the fleet's.
import { registryDatabase } from './registry-database.mjs';

/**
 * { served, failed } browsers of one run of `pkg`'s canary `version`, read with `query`.
 * @param {import('./registry-database.mjs').RegistryDatabase} database
 * @param {import('./registry-database.mjs').Query} query
 */
export async function countBrowsers({ table }, query, pkg, version, since) {
  const { rows } = await query(
    `select count(*) as served, count(*) filter (where failed) as failed from ${table('browsers')}
     where remote = $1 and version = $2 and since = $3`,
    [pkg, version, since],
  );
  return { served: Number(rows[0].served), failed: Number(rows[0].failed) };
}

/** Counts browser `id` for a run of a canary: served, and failed when `failed` (kept once set). */
export async function countBrowser(database, query, { pkg, version, since, id, failed = false }) {
  await query(
    `insert into ${database.table('browsers')} as counted (remote, version, since, browser, failed)
     values ($1, $2, $3, $4, $5)
     on conflict (remote, version, since, browser) do update
     set failed = counted.failed or excluded.failed`,
    [pkg, version, since, id, failed],
  );
}

/** { served, failed } browsers of a running canary (deploy status, the operators' page). */
export async function canaryCounts(cdnDir, pkg, canary) {
  const database = await registryDatabase(cdnDir);
  return countBrowsers(
    database,
    (text, values) => database.pool.query(text, values),
    pkg,
    canary.version,
    canary.since,
  );
}
