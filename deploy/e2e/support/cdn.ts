// The running stack's CDN folder: move a remote's folder aside (and back), and the deploy CLI
// as an operator runs it, on the same CDN (npm test passes CDN_DIR and CDN_PORT).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CDN_DIR, CDN_URL, PAYMENTS_URL, SANDBOX_URL, SHELL_URL } from './env';

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

/** `npm run deploy -- <args>` on the stack under test (promote's contract gate checks against
 * it); resolves with its stdout, rejects (with `stderr`) when it exits with an error. */
export async function deploy(...args: string[]): Promise<string> {
  const { stdout } = await exec(
    process.execPath,
    [path.join(REPO_ROOT, 'deploy/stack/bin/deploy.mjs'), ...args],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        CDN_DIR,
        CDN_PUBLIC_URL: CDN_URL,
        SHELL_PUBLIC_URL: SHELL_URL,
        PAYMENTS_PUBLIC_URL: PAYMENTS_URL,
        SANDBOX_INTERNAL_URL: SANDBOX_URL,
      },
    },
  );
  return stdout;
}

/** A deploy command that must fail: resolves with what it printed on stderr. */
export async function deployRefused(...args: string[]): Promise<string> {
  try {
    const stdout = await deploy(...args);
    throw new Error(`deploy ${args.join(' ')} succeeded:\n${stdout}`);
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    if (typeof stderr !== 'string') throw error;
    return stderr;
  }
}

export interface RemoteStatus {
  remote: string;
  live: string | null;
  previous: string[];
  /** A version live for a share of browsers (deploy promote --canary). */
  canary: {
    version: string;
    percent: number;
    since: string;
    /** The canary watch's counts of browsers it served and that reported a failure. */
    served?: number;
    failed?: number;
  } | null;
  kept: string[];
}

export async function deployStatus(): Promise<RemoteStatus[]> {
  return (JSON.parse(await deploy('status', '--json')) as { remotes: RemoteStatus[] }).remotes;
}

/** One entry of the deploy history (`deploy status --json`), oldest first. */
export interface HistoryEntry {
  action: string;
  remote: string;
  version: string;
  from?: string;
  who: string;
  why?: string;
}

export async function deployHistory(): Promise<HistoryEntry[]> {
  return (JSON.parse(await deploy('status', '--json')) as { history: HistoryEntry[] }).history;
}
