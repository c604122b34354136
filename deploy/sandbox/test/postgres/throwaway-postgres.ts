// A throwaway PostgreSQL server from the machine's own binaries (Debian's postgresql package, which
// .ci/run installs): a cluster in a temporary folder, on a free loopback port, removed at stop.
// PGlite runs one request at a time, so races only show on a real server (issue 42).
// initdb refuses to run as root: as root, the cluster belongs to the package's `postgres` user.
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/N/bin), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  try {
    const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return fs.existsSync(path.join(bin, 'initdb')) ? bin : null;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

export interface ThrowawayPostgres {
  /** The `postgres` database as the superuser `postgres`. */
  url: string;
  port: number;
  dir: string;
  bin: string;
  /** Stops the server and removes its folder. */
  stop(): void;
  /** A server restart: every connection is dropped, the data stays. */
  restart(): void;
  /** The server stops (connections refused) until resume(); the data stays. */
  halt(): void;
  resume(): void;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary, as `postgres` when this process is root. */
function runAs(bin: string, args: string[], options: ExecFileSyncOptions = {}) {
  const [command, list]: [string, string[]] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  // From a folder every user may enter: the server's user may not read the checkout's.
  return execFileSync(command, list, {
    stdio: 'pipe',
    encoding: 'utf8',
    cwd: os.tmpdir(),
    ...options,
  });
}

/**
 * Starts a cluster; `url` reaches its `postgres` database as the superuser `postgres` (trust on
 * loopback). Settings favour speed over durability: a test cluster is thrown away.
 */
export async function startThrowawayPostgres(
  options: { log?: (line: string) => void } = {},
): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-postgres-'));
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  runAs(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=300',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=64MB',
  ].join(' ');
  const pgCtl = (action: string, extra: string[] = []) =>
    runAs(path.join(bin, 'pg_ctl'), [action, '-D', data, '-w', '-t', '60', ...extra]);
  const log = path.join(dir, 'server.log');
  const start = () => pgCtl('start', ['-o', settings, '-l', log]);
  start();
  options.log?.(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (${dir})`);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    bin,
    restart: () => pgCtl('restart', ['-m', 'fast', '-o', settings, '-l', log]),
    halt: () => pgCtl('stop', ['-m', 'fast']),
    resume: start,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        pgCtl('stop', ['-m', 'immediate']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
