// @ts-check
// The server render's thread (issue 15). The shell's server build (shell/dist-server/main.js), the
// federation runtime it sets up and every module it loads are globals of this thread only, so a
// leak, a crash or an out-of-memory is thrown away with the worker, never with the stack's process.
// Messages: { id, kind: 'render' | 'warmUp', input } → { id, result, heapUsed } | { id, error, heapUsed }.
import { createRequire } from 'node:module';
import { parentPort as workerParentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// A throwing entry ends the thread: the pool sees the exit and every render falls back.
const entry = require(workerData.entry);
// Only ever started as a worker (shell/server/ssr-pool.ts), where parentPort is set. Plain JS: a
// worker thread does not get the tsx hooks the shell server is loaded with.
const parentPort = workerParentPort;
if (!parentPort) throw new Error('ssr-worker.mjs runs in a worker thread (shell/server/ssr-pool.ts)');

parentPort.on('message', async ({ id, kind, input }) => {
  try {
    const fn = kind === 'warmUp' ? entry.warmUp : entry.render;
    if (typeof fn !== 'function') throw new Error(`the server entry exports no ${kind}()`);
    const result = await fn(input);
    parentPort.postMessage({ id, result, heapUsed: process.memoryUsage().heapUsed });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: String((error instanceof Error && error.stack) || error),
      heapUsed: process.memoryUsage().heapUsed,
    });
  }
});
