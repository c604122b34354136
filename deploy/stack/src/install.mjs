// @ts-check
// "Installs what is missing": npm ci when node_modules is absent or older than package-lock.json.
// npm writes node_modules/.package-lock.json on every install, so its mtime says when the tree was
// last installed. A second of slack: npm install writes both files within milliseconds, in either
// order, and a needless `npm ci` would wipe a working tree's node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './processes.mjs';

/** @param {string} rootDir @returns {string | null} why an install is needed, or null */
export function installReason(rootDir) {
  const lock = path.join(rootDir, 'package-lock.json');
  const hidden = path.join(rootDir, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(path.join(rootDir, 'node_modules'))) return 'node_modules is missing';
  if (!fs.existsSync(hidden)) return 'node_modules was not installed by npm';
  if (!fs.existsSync(path.join(rootDir, 'node_modules', '.bin', 'turbo')))
    return 'turbo is not installed';
  if (fs.statSync(lock).mtimeMs > fs.statSync(hidden).mtimeMs + 1000)
    return 'package-lock.json is newer than node_modules';
  return null;
}

/** @param {string} rootDir */
export async function ensureInstalled(rootDir, log = console.log) {
  const reason = installReason(rootDir);
  if (!reason) return;
  log(`Installing packages (${reason}): npm ci`);
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: rootDir });
  if (code === 0) return;
  // npm ci refuses a lockfile that misses optional platform packages the registry cannot serve
  // (it happened with @rspack/binding-*). npm install reads the same lockfile and installs the
  // same versions; --no-save keeps the clone's files untouched. Loud, so the lockfile gets fixed.
  log(
    `WARNING: npm ci failed (exit ${code}); installing with npm install --no-save from the same lockfile`,
  );
  const fallback = await run('npm', ['install', '--no-audit', '--no-fund', '--no-save'], {
    cwd: rootDir,
  });
  if (fallback !== 0) throw new Error(`npm ci and npm install failed (exit ${code}, ${fallback})`);
}
