// @ts-check
// The stack a bench measures: a running one when BENCH_SHELL_URL (and BENCH_CDN_URL,
// BENCH_SANDBOX_URL) are set, e.g. `npm start` in another terminal; otherwise one of its own,
// built and started on the test ports (18080/18081/14000, or BENCH_*_PORT) with throwaway
// folders, stopped by stopAll() at the end. Shared by `npm run bench` and `npm run bench:web`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './install.mjs';
import { onStop } from './processes.mjs';
import { stackConfig } from './ports.mjs';
import { buildAll, startStack } from './stack.mjs';

const trim = (url) => url.replace(/\/+$/, '');

/** @returns {Promise<{ shellUrl: string, cdnUrl: string, sandboxUrl: string }>} */
export async function benchStack(rootDir, log) {
  if (process.env.BENCH_SHELL_URL)
    return {
      shellUrl: trim(process.env.BENCH_SHELL_URL),
      cdnUrl: trim(process.env.BENCH_CDN_URL ?? 'http://localhost:8081'),
      sandboxUrl: trim(process.env.BENCH_SANDBOX_URL ?? 'http://localhost:4000'),
    };
  await ensureInstalled(rootDir, log);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  onStop(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const config = stackConfig(
    {
      SHELL_PORT: process.env.BENCH_SHELL_PORT ?? '18080',
      CDN_PORT: process.env.BENCH_CDN_PORT ?? '18081',
      SANDBOX_PORT: process.env.BENCH_SANDBOX_PORT ?? '14000',
      PAYMENTS_PORT: process.env.BENCH_PAYMENTS_PORT ?? '18082',
      EMBED_DEMO_PORT: process.env.BENCH_EMBED_DEMO_PORT ?? '18083',
      CDN_DIR: path.join(scratch, 'cdn'),
      SANDBOX_DATA_DIR: path.join(scratch, 'sandbox-data'),
    },
    rootDir,
  );
  await buildAll(rootDir, { log });
  log('starting a stack of its own…');
  const { deployed } = await startStack(config, {
    log,
    sandboxStdio: ['ignore', 'ignore', 'inherit'],
  });
  const missing = deployed.filter((d) => 'error' in d);
  if (missing.length) log(`not deployed: ${missing.map((d) => d.remote).join(', ')}`);
  return { shellUrl: config.shellUrl, cdnUrl: config.cdnUrl, sandboxUrl: config.sandboxUrl };
}
