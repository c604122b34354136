// @ts-check
// @storefront/sandbox for CommonJS consumers (jest with @swc/jest in other workspaces): the same
// startSandbox(options) → { url, port, close() }, but the server runs in a child process through
// tsx, because its dependencies (kysely, jose, PGlite) are ES modules that a CommonJS test
// runtime cannot load. The child dies with its parent (IPC disconnect).
const { fork } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const READY_TIMEOUT_MS = 120_000;

/** What child.ts sends once: ready with its address, or the error it failed with. */
/** @typedef {{ type: 'ready', url: string, port: number, error?: undefined } | { type: 'error', error: string }} ChildMessage */

/**
 * @param {import('../config/options').SandboxOptions} [options]
 * @returns {Promise<{ url: string; port: number; close(): Promise<void> }>}
 */
function startSandbox(options = {}) {
  const childOptions = { ...options };
  if (childOptions.dataDir) childOptions.dataDir = path.resolve(childOptions.dataDir);
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const child = fork(path.join(__dirname, 'child.ts'), [], {
    execArgv: ['--import', tsx],
    env: { ...process.env, STOREFRONT_SANDBOX_OPTIONS: JSON.stringify(childOptions) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The sandbox child did not start in time'));
    }, READY_TIMEOUT_MS);
    child.once('message', (/** @type {ChildMessage | undefined} */ message) => {
      clearTimeout(timer);
      if (!message || message.type !== 'ready') {
        reject(new Error(`The sandbox child failed: ${message && message.error}`));
        return;
      }
      let closing;
      resolve({
        url: message.url,
        port: message.port,
        close() {
          closing ??= (async () => {
            if (child.connected) child.send({ type: 'close' });
            const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(timeout);
          })();
          return closing;
        },
      });
    });
    exited.then((status) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox child exited before it was ready (${status})`));
    });
  });
}

module.exports = { startSandbox };
