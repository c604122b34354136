// @ts-check
// The fleet's PostgreSQL: a cluster of Debian's server in a kept folder (FLEET_DATA_DIR), on
// loopback, started and stopped by `npm run start:fleet`. initdb refuses to run as root: as root,
// the cluster belongs to the package's `postgres` user. Every process of the fleet (two sandboxes,
// two shell servers, the deploy CLI) reaches one database, `storefront`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinDir } from './debian-packages.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary, as `postgres` when this process is root, from a folder anyone may enter. */
function runAs(bin, args) {
  const [command, list] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  return execFileSync(command, list, { stdio: 'pipe', encoding: 'utf8', cwd: os.tmpdir() });
}

/** Whether the cluster of `data` runs (pg_ctl status: 0 running, 3 not). */
function isRunning(bin, data) {
  try {
    runAs(path.join(bin, 'pg_ctl'), ['status', '-D', data]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the cluster in `dir` (made on first start) on 127.0.0.1:`port`, with database `database`.
 * @param {{ dir: string, port: number, database: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPostgres({ dir, port, database, log = console.log }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    log(`PostgreSQL: a new cluster in ${data}`);
    runAs(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (action, extra = []) =>
    runAs(path.join(bin, 'pg_ctl'), [action, '-D', data, '-w', '-t', '60', ...extra]);
  if (isRunning(bin, data)) {
    // Left running by a fleet that did not stop (its process killed): stopped, then started anew.
    log('PostgreSQL: stopping the cluster a previous fleet left running');
    pgCtl('stop', ['-m', 'fast']);
  }
  pgCtl('start', ['-o', settings, '-l', path.join(dir, 'server.log')]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    pgCtl('stop', ['-m', 'fast']);
  };
  try {
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        database,
      ]);
      if (!rowCount) await admin.query(`create database "${database}"`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    stop();
    throw error;
  }
  log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (${data})`);
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}
