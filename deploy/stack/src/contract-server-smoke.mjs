// @ts-check
// The contract gate's server check (4 in contract-gate.mjs): a server build's public routes
// without parameters rendered in the shell's server entry, in a worker pool of the gate's own.
import { importShellServer } from './typescript.mjs';

/**
 * Renders each smoke path of the previewed remotes document in the shell's server entry.
 * @returns {Promise<string[]>} problems
 */
export async function serverSmokeProblems({ entry, boot, prefix, paths, serverApiBaseUrl }) {
  const logged = [];
  const log = { warn: (line) => logged.push(line), error: (line) => logged.push(line) };
  const { createSsrPool } = await importShellServer();
  const pool = createSsrPool({ entry, deadlineMs: 10_000, log });
  const problems = [];
  try {
    for (const p of paths) {
      const url = `${prefix}/${p}`.replace(/\/$/, '') || '/';
      const result = await pool.render({ url, hostname: 'localhost', boot, serverApiBaseUrl });
      if (!result) {
        problems.push(
          `the server render of ${url} failed${logged.length ? `: ${logged.at(-1)}` : ''}`,
        );
        continue;
      }
      for (const error of result.errors ?? [])
        problems.push(`the server render of ${url} left the page to the browser: ${error}`);
    }
  } finally {
    await pool.close();
  }
  return problems;
}
