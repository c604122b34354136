// @ts-check
// A child process with a deadline, for npm test's passes (test-passes.mjs).
import { spawnTracked, stopChild } from './processes.mjs';

/**
 * Run a command with a deadline; a command past it is stopped and counts as failed.
 * @param {(line: string) => void} log says when a command is stopped
 */
export async function runWithDeadline(command, args, options, timeoutMs, what, log) {
  const child = spawnTracked(command, args, options);
  const exited = new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([exited, deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    log(`${what} took longer than ${timeoutMs / 60_000} min; stopping it`);
    await stopChild(child);
    return { code: 1, timedOut: true };
  }
  return { code: outcome, timedOut: false };
}
