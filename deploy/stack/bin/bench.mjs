#!/usr/bin/env node
// npm run bench: the bundle report. Gzipped JS each route loads before its first render (shell and
// each remote apart), the size of each shared singleton, and a check that each is loaded once.
// Writes deploy/stack/bench/bundle-report.json and prints tables.
// Against a running stack when BENCH_SHELL_URL (and BENCH_CDN_URL, BENCH_SANDBOX_URL) are set,
// e.g. `npm start` in another terminal; otherwise it builds and starts its own stack on the test
// ports (18080/18081/14000) with throwaway folders, and stops it at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildComposition } from '../src/build-composition.mjs';
import { bundleReport, formatMarkdown, formatReport } from '../src/bundle-report.mjs';
import { ensureInstalled } from '../src/install.mjs';
import { installSignalHandlers, onStop, stopAll } from '../src/processes.mjs';
import { stackConfig } from '../src/ports.mjs';
import { buildAll, startStack } from '../src/stack.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outFile = path.join(rootDir, 'deploy/stack/bench/bundle-report.json');
const log = (line) => console.log(`[bench] ${line}`);

async function ownStack() {
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

async function main() {
  installSignalHandlers();
  const stack = process.env.BENCH_SHELL_URL
    ? {
        shellUrl: process.env.BENCH_SHELL_URL.replace(/\/+$/, ''),
        cdnUrl: (process.env.BENCH_CDN_URL ?? 'http://localhost:8081').replace(/\/+$/, ''),
        sandboxUrl: (process.env.BENCH_SANDBOX_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
      }
    : await ownStack();
  log('sizing the shell build by package (a webpack stats build into a temp folder)…');
  const shellComposition = await buildComposition(rootDir, 'shell').catch((error) => {
    log(
      `no composition (${error.message.split('\n')[0]}); singleton sizes from the manifests only`,
    );
    return null;
  });
  log(`measuring ${stack.shellUrl} in Chromium…`);
  const report = await bundleReport({ ...stack, log, shellComposition });
  await stopAll();
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  // Local URLs and ports are noise in a committed report: keep paths only.
  const portable = JSON.parse(
    JSON.stringify(report).replaceAll(stack.shellUrl, '{shell}').replaceAll(stack.cdnUrl, '{cdn}'),
  );
  fs.writeFileSync(outFile, `${JSON.stringify(portable, null, 2)}\n`);
  // The README's "Bundle figures" section is pasted from this file.
  fs.writeFileSync(outFile.replace(/\.json$/, '.md'), `${formatMarkdown(report)}\n`);
  console.log(`\n${formatReport(report)}\n`);
  console.log(`Singletons loaded once in every page: ${report.singletonsOnce ? 'yes' : 'NO'}`);
  console.log(`Written to ${path.relative(rootDir, outFile)}`);
  const broken = report.routes.filter((r) => !r.rendered);
  if (broken.length)
    console.log(
      `Routes that did not render: ${broken.map((r) => `${r.id} (${r.error})`).join('; ')}`,
    );
  process.exit(0);
}

main().catch(async (error) => {
  console.error(`[bench] ${error.stack ?? error.message}`);
  await stopAll();
  process.exit(1);
});
