// @ts-check
// The versioned remote registry: what is published on the CDN folder and what is live per
// environment. The CDN folder has the layout an object store would have:
//   <cdn>/<remote>/<version>/...   immutable copies of a remote's dist/
// and the registry, in a database (registry-database.mjs; its tables: registry-schema.mjs), read as
//   { environments: { <env>: { <remote>: { version, previous, canary? } } },
//     published: { <remote>: { <version>: { publishedAt, routes } } },
//     history: [{ at, environment, remote, action, version, from?, percent?, who, why? }] }
// `previous` is newest first; its head is the last-known-good version the shell falls back to.
// `canary` ({ version, percent, since }) is a version live for a sticky share of browsers
// (canary.mjs); the history says who promoted or rolled back what, when and why (newest last).
// Routes are kept in the registry at publish time so /remotes.json never depends on a version
// folder being reachable (a missing folder must show the fallback, not turn routes into 404s).
//
// This module makes versions live, ends canaries, rolls back and reports the status; it
// re-exports the rest, so its importers (and registry.d.mts) see one module: registry-store.mjs
// (reading the registry, changing it in one transaction, the operator), registry-publish.mjs (publish,
// hashDist), registry-loads.mjs (checkLoads).
import fs from 'node:fs/promises';
import path from 'node:path';
import { canaryCounts } from './canary-counts.mjs';
import { remoteByPackage } from './ports.mjs';
import {
  VERSION_PATTERN,
  exists,
  operator,
  readRegistry,
  record,
  updateRegistry,
} from './registry-store.mjs';
import { checkLoads } from './registry-loads.mjs';

export {
  VERSION_PATTERN,
  operator,
  readRegistry,
  registryRevision,
  updateRegistry,
} from './registry-store.mjs';
export {
  closeRegistryDatabase,
  closeRegistryDatabases,
  useRegistryDatabase,
} from './registry-database.mjs';
export { hashDist, publish } from './registry-publish.mjs';
export { checkLoads, networkErrorCode } from './registry-loads.mjs';

/**
 * Make a published version live in an environment after checking it loads from the CDN.
 * The old live version becomes the head of `previous` (the last-known-good); a canary of any
 * version ends. With `canary` (1–100), the version is live for that share of browsers only
 * (sticky per browser, canary.mjs) and the live version stays.
 * @param {{ cdnDir: string, cdnUrl: string, remote: string, version: string,
 *   environment?: string, fetch?: typeof fetch, canary?: number, who?: string, why?: string }} options
 */
export async function promote({
  cdnDir,
  cdnUrl,
  remote,
  version,
  environment = 'local',
  fetch: fetchImpl,
  canary,
  who = operator(),
  why,
}) {
  const { package: pkg } = remoteByPackage(remote);
  if (!VERSION_PATTERN.test(version))
    throw new Error(`"${version}" is not a version (expected {package version}-{8 hex})`);
  if (!(await exists(path.join(cdnDir, pkg, version))))
    throw new Error(`${pkg}@${version} is not published in ${cdnDir}`);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 100))
    throw new Error(`--canary takes a whole percentage from 1 to 100, got "${canary}"`);
  await checkLoads({ cdnUrl, remote: pkg, version, fetch: fetchImpl });
  return updateRegistry(cdnDir, (registry) => {
    const env = (registry.environments[environment] ??= {});
    const current = env[pkg];
    if (canary !== undefined) {
      if (!current?.version)
        throw new Error(`${pkg} has nothing live in "${environment}": promote it fully first`);
      if (current.version === version) throw new Error(`${pkg}@${version} is already live`);
      if (current.canary?.version === version && current.canary.percent === canary)
        return { remote: pkg, version, previous: current.previous, changed: false, canary };
      env[pkg] = {
        ...current,
        canary: { version, percent: canary, since: new Date().toISOString() },
      };
      record(registry, {
        environment,
        remote: pkg,
        action: 'canary',
        version,
        percent: canary,
        from: current.version,
        who,
        why,
      });
      return { remote: pkg, version, previous: current.previous, changed: true, canary };
    }
    if (current?.version === version && !current.canary)
      return { remote: pkg, version, previous: current.previous, changed: false };
    const previous = [current?.version, ...(current?.previous ?? [])].filter(
      (v) => v && v !== version,
    );
    env[pkg] = { version, previous };
    record(registry, {
      environment,
      remote: pkg,
      action: 'promote',
      version,
      from: current?.version,
      who,
      why,
    });
    return { remote: pkg, version, previous, changed: true };
  });
}

/**
 * Ends `remote`'s canary of `version` (the canary watch's automatic rollback, canary.mjs): every
 * browser gets the live version again. Nothing happens when that canary is no longer running
 * (a promote or another rollback came first): returns false then.
 * @param {{ cdnDir: string, remote: string, version: string, environment?: string,
 *   who: string, why: string, action?: string }} options
 */
export async function endCanary({
  cdnDir,
  remote,
  version,
  environment = 'local',
  who,
  why,
  action = 'auto-rollback',
}) {
  const { package: pkg } = remoteByPackage(remote);
  return updateRegistry(cdnDir, (registry) =>
    endCanaryIn(registry, { pkg, version, environment, who, why, action }),
  );
}

/** endCanary's change, on a registry read in updateRegistry's transaction (the canary watch's). */
export function endCanaryIn(registry, { pkg, version, environment, who, why, action }) {
  const current = registry.environments[environment]?.[pkg];
  if (current?.canary?.version !== version) return false;
  const { canary, ...rest } = current;
  registry.environments[environment][pkg] = rest;
  record(registry, {
    environment,
    remote: pkg,
    action,
    version: rest.version,
    from: canary.version,
    percent: canary.percent,
    who,
    why,
  });
  return true;
}

/**
 * Point an environment back to the last-known-good version, or to `to`. The version rolled back
 * from leaves the `previous` list (it stays on the CDN and in `status`), so rolling back twice
 * goes two steps back. No load check: rollback is the fast path, to a version that was live.
 * A running canary is what a rollback without `to` ends first (the live version stays).
 * @param {{ cdnDir: string, remote: string, to?: string, environment?: string, who?: string,
 *   why?: string }} options
 */
export async function rollback({
  cdnDir,
  remote,
  to,
  environment = 'local',
  who = operator(),
  why,
}) {
  const { package: pkg } = remoteByPackage(remote);
  // The target's folder is checked before the lock (no disk work while others wait).
  if (to && !(await exists(path.join(cdnDir, pkg, to, 'mf-manifest.json'))))
    throw new Error(`${pkg}@${to} is not published in ${cdnDir}`);
  return updateRegistry(cdnDir, (registry) => {
    const current = registry.environments[environment]?.[pkg];
    if (!current) throw new Error(`${pkg} has nothing live in "${environment}"`);
    if (current.canary && !to) {
      endCanaryIn(registry, {
        pkg,
        version: current.canary.version,
        environment,
        who,
        why,
        action: 'rollback',
      });
      return {
        remote: pkg,
        version: current.version,
        from: current.canary.version,
        previous: current.previous,
        canary: true,
      };
    }
    let target;
    let previous;
    if (to) {
      if (to === current.version) throw new Error(`${pkg}@${to} is already live`);
      target = to;
      const index = current.previous.indexOf(to);
      // Back to a listed version: drop the newer ones. Any other kept version: keep the list.
      previous =
        index >= 0 ? current.previous.slice(index + 1) : current.previous.filter((v) => v !== to);
    } else {
      if (current.previous.length === 0)
        throw new Error(`${pkg} has no previous version to roll back to`);
      [target, ...previous] = current.previous;
    }
    registry.environments[environment][pkg] = { version: target, previous };
    record(registry, {
      environment,
      remote: pkg,
      action: 'rollback',
      version: target,
      from: current.version,
      who,
      why,
    });
    return { remote: pkg, version: target, from: current.version, previous };
  });
}

/**
 * What is live and what is kept, per remote: live version, last-known-good chain, a running
 * canary, and every version folder on the CDN (newest publish first); and the environment's
 * history (who promoted or rolled back what, when and why; oldest first).
 * @param {{ cdnDir: string, environment?: string }} options
 */
export async function status({ cdnDir, environment = 'local' }) {
  const registry = await readRegistry(cdnDir);
  const remotes = new Set([
    ...Object.keys(registry.environments[environment] ?? {}),
    ...Object.keys(registry.published),
  ]);
  const rows = [];
  for (const pkg of [...remotes].sort()) {
    let folders = [];
    try {
      folders = (await fs.readdir(path.join(cdnDir, pkg), { withFileTypes: true }))
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => e.name);
    } catch {
      // No folder for this remote (yet, or hidden): nothing kept.
    }
    const publishedAt = (v) => registry.published[pkg]?.[v]?.publishedAt ?? '';
    folders.sort((a, b) => publishedAt(b).localeCompare(publishedAt(a)) || b.localeCompare(a));
    const live = registry.environments[environment]?.[pkg];
    rows.push({
      remote: pkg,
      live: live?.version ?? null,
      previous: live?.previous ?? [],
      // A running canary with the browsers the watch counted (canary-counts.mjs).
      canary: live?.canary
        ? { ...live.canary, ...(await canaryCounts(cdnDir, pkg, live.canary)) }
        : null,
      kept: folders,
    });
  }
  const history = (registry.history ?? []).filter((entry) => entry.environment === environment);
  return { environment, remotes: rows, history };
}
