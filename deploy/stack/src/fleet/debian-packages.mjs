// @ts-check
// The fleet's engines come from Debian's packages (issue 42): PostgreSQL (postgresql) and the load
// balancer (nginx). Installed when missing, as .ci/run installs Chromium: apt-get as root, or
// through `sudo -n` (no password prompt: a script must not hang on one).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/N/bin), or null. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** nginx's binary, or null. */
export function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ?? null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs the Debian packages whose check fails. Throws with what to run by hand when it cannot
 * (not root and no password-less sudo, or not Debian).
 * @param {Array<{ name: string, present: () => unknown }>} packages
 * @param {{ log?: (line: string) => void }} [options]
 */
export function ensureDebianPackages(packages, { log = console.log } = {}) {
  const missing = packages.filter((item) => !item.present()).map((item) => item.name);
  if (missing.length === 0) return;
  const manual = `sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!fs.existsSync('/usr/bin/apt-get'))
    throw new Error(`Missing ${missing.join(', ')}: install them (Debian: ${manual})`);
  if (!isRoot() && spawnSync('sudo', ['-n', 'true']).status !== 0)
    throw new Error(`Missing ${missing.join(', ')} and no password-less sudo: run ${manual}`);
  log(`Installing ${missing.join(', ')} from Debian's packages…`);
  /** @param {[string, ...string[]]} args */
  const run = ([command, ...rest]) =>
    execFileSync(isRoot() ? command : 'sudo', isRoot() ? rest : ['-n', '-E', command, ...rest], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...missing]);
  const still = packages.filter((item) => !item.present()).map((item) => item.name);
  if (still.length > 0) throw new Error(`${still.join(', ')} still missing after apt-get install`);
}
