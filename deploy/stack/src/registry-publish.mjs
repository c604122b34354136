// @ts-check
// Publishing a remote's build: its version (a hash of its dist/) and an immutable copy in
// <cdn>/<remote>/<version>/, recorded in the registry with the routes it claims.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteByPackage } from './ports.mjs';
import { exists, updateRegistry } from './registry-store.mjs';

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
