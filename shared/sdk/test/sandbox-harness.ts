// The sandbox the SDK's tests talk to: the real provider sandbox, one per jest run
// (global-setup.cjs), put back to its seed before each test file.

export interface RunningSandbox {
  url: string;
}

/** The run's sandbox, reset to its seed before this file's tests: a file sees no other's data. */
export function sandboxForThisFile(): { current: () => RunningSandbox } {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    const url = process.env.SDK_TEST_SANDBOX_URL;
    if (!url) throw new Error('No sandbox: jest.config.cjs starts one (global-setup.cjs)');
    const reset = await fetch(`${url}/sandbox/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`The sandbox did not reset: ${reset.status}`);
    sandbox = { url };
  }, 60_000);
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
