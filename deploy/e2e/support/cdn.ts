// The running stack's CDN folder: move a remote's folder aside (and back), and the deploy CLI
// as an operator runs it, on the same CDN (npm test passes CDN_DIR and CDN_PORT).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CDN_DIR } from './env';

const exec = promisify(execFile);
const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Make a path of the CDN unreachable; the returned function puts it back. */
export async function moveAside(relativePath: string): Promise<() => Promise<void>> {
  if (!CDN_DIR) throw new Error('E2E_CDN_DIR is not set');
  const from = path.join(CDN_DIR, relativePath);
  const to = path.join(
    CDN_DIR,
    `${relativePath.replace(/\//g, '__')}.aside-${process.pid}-${Date.now()}`,
  );
  await fs.rename(from, to);
  return async () => {
    await fs.rename(to, from);
  };
}

/** `npm run deploy -- <args>` on the stack under test; resolves with its stdout. */
export async function deploy(...args: string[]): Promise<string> {
  const { stdout } = await exec(
    process.execPath,
    [path.join(REPO_ROOT, 'deploy/stack/bin/deploy.mjs'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, CDN_DIR },
    },
  );
  return stdout;
}

export interface RemoteStatus {
  remote: string;
  live: string | null;
  previous: string[];
  kept: string[];
}

export async function deployStatus(): Promise<RemoteStatus[]> {
  return (JSON.parse(await deploy('status', '--json')) as { remotes: RemoteStatus[] }).remotes;
}
