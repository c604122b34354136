// The server render's thread (issue 15). The shell's server build (shell/dist-server/main.js), the
// federation runtime it sets up and every module it loads are globals of this thread only, so a
// leak, a crash or an out-of-memory is thrown away with the worker, never with the stack's process.
// Messages: { id, kind: 'render' | 'warmUp', input } → { id, result, heapUsed } | { id, error, heapUsed }.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// A throwing entry ends the thread: the pool sees the exit and every render falls back.
const entry = require(workerData.entry);

parentPort.on('message', async ({ id, kind, input }) => {
  try {
    const fn = kind === 'warmUp' ? entry.warmUp : entry.render;
    if (typeof fn !== 'function') throw new Error(`the server entry exports no ${kind}()`);
    const result = await fn(input);
    parentPort.postMessage({ id, result, heapUsed: process.memoryUsage().heapUsed });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: String(error?.stack ?? error),
      heapUsed: process.memoryUsage().heapUsed,
    });
  }
});
