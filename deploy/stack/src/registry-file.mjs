// @ts-check
// The registry file, <cdn>/registry.json (its layout: registry.mjs): who runs a command, the
// history it appends to, reading it, writing it atomically and changing it under a lock.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

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
export function record(registry, entry) {
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
/** Whether a file or folder exists. */
export async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
