// @ts-check
// Child processes of the stack (the sandbox, builds, test runners) and their clean-up.
// Each child runs in its own process group (detached) so stopping it also stops what it spawned
// (tsx, jest workers, Chromium); every child is stopped on exit, Ctrl-C (SIGINT), SIGTERM, SIGHUP.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {Array<() => Promise<void> | void>} */
const cleanups = [];
let stopping = null;

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Stop one child (and its group): SIGTERM, then SIGKILL after `graceMs`.
 * @param {import('node:child_process').ChildProcess | null | undefined} child
 * @returns {Promise<void>}
 */
export function stopChild(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      // Whatever the group leader left behind goes too.
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // group already empty
      }
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

/** Register work to run once when the stack stops (close servers, delete temp folders). */
export function onStop(fn) {
  cleanups.push(fn);
}

/** True once stopAll() has begun (a child exiting then is expected, not a crash). */
export function isStopping() {
  return stopping !== null;
}

/** Stop every child and run the clean-ups, once; later calls wait for the same promise. */
export function stopAll() {
  stopping ??= (async () => {
    await Promise.all([...children].map((child) => stopChild(child)));
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (caught) {
        const error = /** @type {Error} */ (caught);
        console.error(`clean-up failed: ${error.message}`);
      }
    }
  })();
  return stopping;
}

let handlersInstalled = false;
/**
 * Stop everything on Ctrl-C, SIGTERM, SIGHUP; exit with 130/143/129. Also kill groups on exit.
 * @param {{ onSignal?: (signal: string) => void }} [options]
 */
export function installSignalHandlers({ onSignal } = {}) {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      onSignal?.(signal);
      stopAll().finally(() => process.exit(code));
    });
  }
  // Last resort when the process exits without stopAll (an exception): no child outlives us.
  process.on('exit', () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  });
}

/**
 * Spawn a tracked child in its own process group.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function spawnTracked(command, args, options = {}) {
  // stdin is ignored: a child in a background process group that reads the terminal would stop.
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...options,
    detached: true,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * Run a command to completion; resolves with its exit code (signals count as failure).
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, options);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Start the provider API sandbox (deploy/sandbox) as a child process.
 * @param {ReturnType<import('./ports.mjs').stackConfig>} config
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function spawnSandbox(config, { stdio = ['ignore', 'inherit', 'inherit'] } = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    SANDBOX_PORT: String(config.sandboxPort),
    SANDBOX_DATA_DIR: config.dataDir,
    SANDBOX_PUBLIC_URL: config.sandboxUrl,
    SHELL_PUBLIC_URL: config.shellUrl,
    PAYMENTS_PUBLIC_URL: config.paymentsUrl,
  };
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
  else delete env.DATABASE_URL;
  return spawnTracked(
    process.execPath,
    [path.join(config.rootDir, 'deploy/sandbox/bin/sandbox.mjs')],
    {
      cwd: config.rootDir,
      env,
      stdio,
    },
  );
}

/**
 * Poll a URL until it answers 2xx. Rejects after `timeoutMs`, or at once if `child` exits.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess, what?: string }} [options]
 */
export async function waitForHealth(url, { timeoutMs = 180_000, child, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.once('exit', (code, signal) => {
    exited = signal ?? `code ${code}`;
  });
  let lastError = '';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${what} exited (${exited}) before it was healthy`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (caught) {
      const error = /** @type {Error & { cause?: { code?: string } }} */ (caught);
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `${what} was not healthy at ${url} after ${Math.round(timeoutMs / 1000)} s (${lastError})`,
  );
}
