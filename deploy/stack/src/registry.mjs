// @ts-check
// The versioned remote registry: what is published on the CDN folder and what is live per
// environment. The CDN folder has the layout an object store would have:
//   <cdn>/<remote>/<version>/...   immutable copies of a remote's dist/
//   <cdn>/registry.json            { environments: { <env>: { <remote>: { version, previous, canary? } } },
//                                    published: { <remote>: { <version>: { publishedAt, routes } } },
//                                    history: [{ at, environment, remote, action, version, from?,
//                                                percent?, who, why? }] }
// `previous` is newest first; its head is the last-known-good version the shell falls back to.
// `canary` ({ version, percent, since }) is a version live for a sticky share of browsers
// (canary.mjs); the history says who promoted or rolled back what, when and why (newest last).
// Routes are kept in the registry at publish time so /remotes.json never depends on a version
// folder being reachable (a missing folder must show the fallback, not turn routes into 404s).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { canaryCounts } from './canary-counts.mjs';
import { remoteByPackage } from './ports.mjs';

const REGISTRY_FILE = 'registry.json';
export const VERSION_PATTERN = /^[0-9A-Za-z.+-]+-[0-9a-f]{8}$/;
/** The history keeps this many entries (the oldest go first). */
const HISTORY_LIMIT = 200;

/** Who runs this command: DEPLOY_USER, else the OS user. */
export function operator(env = process.env) {
  if (env.DEPLOY_USER) return env.DEPLOY_USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Appends to the registry's history (newest last), keeping the last HISTORY_LIMIT entries. */
function record(registry, entry) {
  registry.history = [
    ...(registry.history ?? []),
    {
      at: new Date().toISOString(),
      ...Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)),
    },
  ].slice(-HISTORY_LIMIT);
}

/** @param {string} cdnDir */
export function registryPath(cdnDir) {
  return path.join(cdnDir, REGISTRY_FILE);
}

/** @param {string} cdnDir */
export async function readRegistry(cdnDir) {
  try {
    const parsed = JSON.parse(await fs.readFile(registryPath(cdnDir), 'utf8'));
    return {
      environments: parsed.environments ?? {},
      published: parsed.published ?? {},
      history: parsed.history ?? [],
    };
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    if (error.code === 'ENOENT') return { environments: {}, published: {}, history: [] };
    throw new Error(`Cannot read ${registryPath(cdnDir)}: ${error.message}`);
  }
}

/** Atomic write (temp file + rename) so a server reading concurrently never sees half a file. */
export async function writeRegistry(cdnDir, registry) {
  await fs.mkdir(cdnDir, { recursive: true });
  const target = registryPath(cdnDir);
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await fs.rename(temp, target);
}

/**
 * Read, change and write the registry as one step, under a lock (`registry.json.lock`), so two
 * writers (an operator's promote and the shell server's canary watch, in two processes) never
 * lose each other's change. proper-lockfile, not a hand-made lock file: it takes the lock with an
 * atomic mkdir, refreshes it while held, and takes over a lock left by a writer that died (stale
 * after 10 s). `change` mutates the registry it is given and returns the result; the registry is
 * written only when it changed.
 * @template T
 * @param {string} cdnDir
 * @param {(registry: Awaited<ReturnType<typeof readRegistry>>) => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export async function updateRegistry(cdnDir, change) {
  await fs.mkdir(cdnDir, { recursive: true });
  const release = await lockfile.lock(registryPath(cdnDir), {
    realpath: false, // registry.json does not exist before the first publish
    retries: { retries: 50, factor: 1.3, minTimeout: 20, maxTimeout: 500 },
    // Taken over while held (this process stalled past the stale time): say so, never crash the
    // server the canary watch runs in (the library's default throws from a timer).
    onCompromised: (error) => console.warn(`[registry] lock lost: ${error.message}`),
  });
  try {
    const registry = await readRegistry(cdnDir);
    const before = JSON.stringify(registry);
    const result = await change(registry);
    if (JSON.stringify(registry) !== before) await writeRegistry(cdnDir, registry);
    return result;
  } finally {
    await release();
  }
}

/** Relative paths of every file under dir, sorted (stable across machines). */
async function listFiles(dir, base = dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full, base)));
    else if (entry.isFile()) files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files.sort();
}

/** sha256 over every file's relative path and bytes: the same build gives the same hash. */
export async function hashDist(distDir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(await fs.readFile(path.join(distDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function readJson(file) {
  return JSON.parse(await fs.readFile(file, 'utf8'));
}

/**
 * Copy a remote's build to <cdn>/<remote>/<version>/. Idempotent: the same build gives the same
 * version and an existing version folder is never rewritten (published folders are immutable).
 * @param {{ rootDir: string, cdnDir: string, remote: string, from?: string }} options
 *   from: the build folder (default <rootDir>/<remote>/dist)
 */
export async function publish({ rootDir, cdnDir, remote, from }) {
  const { package: pkg } = remoteByPackage(remote);
  const distDir = path.resolve(from ?? path.join(rootDir, pkg, 'dist'));
  for (const required of ['mf-manifest.json', 'remoteEntry.js', 'routes.json']) {
    if (!(await exists(path.join(distDir, required)))) {
      throw new Error(
        `${pkg}: ${path.join(distDir, required)} is missing; build the remote first (npx turbo run build)`,
      );
    }
  }
  const { version: pkgVersion } = await readJson(path.join(rootDir, pkg, 'package.json'));
  const version = `${pkgVersion}-${(await hashDist(distDir)).slice(0, 8)}`;
  const routes = await readJson(path.join(distDir, 'routes.json'));
  const target = path.join(cdnDir, pkg, version);
  let created = false;
  if (!(await exists(target))) {
    // Copy beside the target, then rename: a half-copied folder is never visible under its version.
    const temp = path.join(cdnDir, pkg, `.${version}.${process.pid}.tmp`);
    await fs.rm(temp, { recursive: true, force: true });
    await fs.mkdir(path.dirname(temp), { recursive: true });
    await fs.cp(distDir, temp, { recursive: true });
    await fs.rename(temp, target);
    created = true;
  }
  await updateRegistry(cdnDir, (registry) => {
    const published = (registry.published[pkg] ??= {});
    published[version] ??= { publishedAt: new Date().toISOString(), routes };
  });
  return { remote: pkg, version, dir: target, created };
}

/** ECONNREFUSED and friends; with localhost on IPv4 and IPv6 undici wraps them in an AggregateError. */
export function networkErrorCode(error) {
  if (error.name === 'TimeoutError') return 'timeout';
  return error.cause?.code ?? error.cause?.errors?.[0]?.code ?? error.message;
}

/**
 * Fetch the version's manifest, remote entry and the sync chunks of its `./routes` expose over
 * HTTP from the CDN, as a browser would. Throws an Error saying what failed.
 * @param {{ cdnUrl: string, remote: string, version: string, fetch?: typeof fetch }} options
 */
export async function checkLoads({ cdnUrl, remote, version, fetch: fetchImpl = fetch }) {
  const { package: pkg, name } = remoteByPackage(remote);
  const base = `${cdnUrl.replace(/\/+$/, '')}/${pkg}/${version}/`;
  const get = async (url, what) => {
    let response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new Error(
        `${pkg}@${version}: ${what} did not load from ${url} (${networkErrorCode(error)})`,
      );
    }
    if (!response.ok)
      throw new Error(
        `${pkg}@${version}: ${what} did not load from ${url} (HTTP ${response.status})`,
      );
    return response.text();
  };
  let manifest;
  try {
    manifest = JSON.parse(await get(`${base}mf-manifest.json`, 'the manifest'));
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new Error(`${pkg}@${version}: mf-manifest.json is not JSON`);
    throw error;
  }
  const manifestName = manifest.name ?? manifest.metaData?.name;
  if (manifestName !== name)
    throw new Error(
      `${pkg}@${version}: manifest names container "${manifestName}", expected "${name}"`,
    );
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${pkg}@${version}: manifest has no metaData.remoteEntry`);
  const entryUrl = new URL(
    `${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`,
    base,
  ).href;
  const entrySource = await get(entryUrl, 'the remote entry');
  if (entrySource.trim().length === 0)
    throw new Error(`${pkg}@${version}: the remote entry is empty`);
  const routesExpose = (manifest.exposes ?? []).find(
    (e) => e.path === './routes' || e.name === 'routes',
  );
  if (!routesExpose) throw new Error(`${pkg}@${version}: the manifest exposes no "./routes"`);
  for (const chunk of routesExpose.assets?.js?.sync ?? []) {
    await get(new URL(chunk, base).href, `chunk ${chunk}`);
  }
  return { manifestUrl: `${base}mf-manifest.json`, remoteEntryUrl: entryUrl };
}

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

/** endCanary's change, on a registry already read under the lock. */
function endCanaryIn(registry, { pkg, version, environment, who, why, action }) {
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
