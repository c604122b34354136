// Starts the real provider sandbox once per test file on a free port (port 0).
import { startSandbox } from '@storefront/sandbox';

export interface RunningSandbox {
  url: string;
  close(): Promise<void> | void;
}

export function sandboxForThisFile(): { current: () => RunningSandbox } {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  }, 30_000);
  return {
    current: () => {
      if (!sandbox) throw new Error('sandbox not started');
      return sandbox;
    },
  };
}

/** A fetch that counts calls per API path (e.g. "auth/refresh"). */
export function countingFetch() {
  const counts = new Map<string, number>();
  const fetch = (input: string, init?: RequestInit) => {
    const path = new URL(input).pathname.replace(/^\/v1\//, '');
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return globalThis.fetch(input, init);
  };
  return { fetch, count: (path: string) => counts.get(path) ?? 0, counts };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
