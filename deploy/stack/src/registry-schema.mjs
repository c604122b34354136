// @ts-check
// The registry's tables (registry-database.mjs opens them), made on first use:
//   registry_revision   one row; every change of the registry adds 1 (a shell server compares it
//                       on each page, so a promote or rollback is in the very next one)
//   registry_live       per environment and remote: the live version, the last-known-good chain
//                       (`previous`, newest first) and a running canary
//   registry_published  the versions published to the CDN, with their routes
//   registry_history    who promoted, rolled back or ended a canary, what, when and why
//   registry_browsers   a running canary's browsers: served, and whether each reported a failure
//   registry_settings   the stack's own values (the secret that signs canary browser ids)
//   registry_sign_in_failures  failed sign-ins on the operators' page (operator-sign-ins.mjs)
// A registry.json (and .canary/secret) left by a stack from before issue 42 is imported once,
// into an empty registry, so an upgraded stack keeps what was live and its history.
import fs from 'node:fs/promises';
import path from 'node:path';

/** @param {import('./registry-database.mjs').RegistryDatabase} database */
function statements({ schema, table }) {
  return [
    schema === 'public' ? null : `create schema if not exists "${schema}"`,
    `create table if not exists ${table('revision')} (
       id integer primary key check (id = 1),
       revision bigint not null)`,
    `insert into ${table('revision')} (id, revision) values (1, 0) on conflict do nothing`,
    `create table if not exists ${table('live')} (
       environment text not null,
       remote text not null,
       version text not null,
       previous jsonb not null default '[]',
       canary jsonb,
       primary key (environment, remote))`,
    `create table if not exists ${table('published')} (
       remote text not null,
       version text not null,
       published_at text,
       routes jsonb,
       primary key (remote, version))`,
    `create table if not exists ${table('history')} (
       id bigserial primary key,
       entry jsonb not null)`,
    `create table if not exists ${table('browsers')} (
       remote text not null,
       version text not null,
       since text not null,
       browser text not null,
       failed boolean not null default false,
       primary key (remote, version, since, browser))`,
    `create table if not exists ${table('settings')} (
       name text primary key,
       value text not null)`,
    `create table if not exists ${table('sign_in_failures')} (
       address text not null,
       at bigint not null)`,
    `create index if not exists registry_sign_in_failures_address
       on ${table('sign_in_failures')} (address, at)`,
  ].filter((statement) => statement !== null);
}

/**
 * Makes the tables (once; servers starting together wait on one advisory lock, since two
 * `create table if not exists` at once can still collide on PostgreSQL), then imports a legacy
 * registry.json into an empty registry.
 * @param {import('./registry-database.mjs').RegistryDatabase} database
 * @param {string} cdnDir
 */
export async function migrateRegistry(database, cdnDir) {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('storefront-registry-schema'))`);
    for (const statement of statements(database)) await client.query(statement);
    const { rows } = await client.query(`select revision from ${database.table('revision')}`);
    if (Number(rows[0].revision) === 0) await importLegacy(database, cdnDir, client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function readJson(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** registry.json and .canary/secret of a stack from before the database, read into its tables. */
async function importLegacy({ table }, cdnDir, client) {
  const legacy = await readJson(path.join(cdnDir, 'registry.json'));
  let secret = null;
  try {
    secret = (await fs.readFile(path.join(cdnDir, '.canary', 'secret'), 'utf8')).trim();
  } catch {
    // none kept
  }
  if (secret)
    await client.query(
      `insert into ${table('settings')} (name, value) values ('canary-secret', $1)
       on conflict do nothing`,
      [secret],
    );
  if (!legacy) return;
  for (const [environment, remotes] of Object.entries(legacy.environments ?? {}))
    for (const [remote, entry] of Object.entries(remotes ?? {}))
      if (entry?.version)
        await client.query(
          `insert into ${table('live')} (environment, remote, version, previous, canary)
           values ($1, $2, $3, $4, $5) on conflict do nothing`,
          [
            environment,
            remote,
            entry.version,
            JSON.stringify(entry.previous ?? []),
            entry.canary ? JSON.stringify(entry.canary) : null,
          ],
        );
  for (const [remote, versions] of Object.entries(legacy.published ?? {}))
    for (const [version, meta] of Object.entries(versions ?? {}))
      await client.query(
        `insert into ${table('published')} (remote, version, published_at, routes)
         values ($1, $2, $3, $4) on conflict do nothing`,
        [remote, version, meta?.publishedAt ?? null, JSON.stringify(meta?.routes ?? null)],
      );
  for (const entry of legacy.history ?? [])
    await client.query(`insert into ${table('history')} (entry) values ($1)`, [
      JSON.stringify(entry),
    ]);
  await client.query(`update ${table('revision')} set revision = revision + 1`);
}
