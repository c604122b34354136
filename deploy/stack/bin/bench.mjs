#!/usr/bin/env node
// @ts-check
// npm run bench: the bundle report. Gzipped JS each route loads before its first render (shell and
// each remote apart), the size of each shared singleton, and a check that each is loaded once.
// Writes deploy/stack/bench/bundle-report.json and prints tables, with each route against its
// budget (deploy/stack/bench/budgets.json, which `npm test` enforces).
//   --write-budgets   also rewrite budgets.json from this run (each route + 0.05 KB, rounded up
//                     to 0.1 KB):
//                     for a commit that makes a route heavier on purpose, or after lightening one.
//   --budgets-only    rewrite budgets.json from the committed bundle-report.json, measuring nothing.
//   --no-single       skip the single-bundle comparison (it builds the shell and every remote as
//                     one application without federation and measures each route again).
// Against a running stack when BENCH_SHELL_URL (and BENCH_CDN_URL, BENCH_SANDBOX_URL) are set,
// e.g. `npm start` in another terminal; otherwise it builds and starts its own stack on the test
// ports (18080/18081/14000) with throwaway folders, and stops it at the end.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildComposition } from '../src/build-composition.mjs';
import { budgetsFromReport, checkBudgets, formatBudgets } from '../src/budgets.mjs';
import { bundleReport, formatMarkdown, formatReport } from '../src/bundle-report.mjs';
import { benchStack } from '../src/bench-stack.mjs';
import { formatSingleBundle, singleBundleComparison } from '../src/single-bundle-report.mjs';
import { installSignalHandlers, stopAll } from '../src/processes.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outFile = path.join(rootDir, 'deploy/stack/bench/bundle-report.json');
const budgetsFile = path.join(rootDir, 'deploy/stack/bench/budgets.json');
const args = process.argv.slice(2);
const log = (line) => console.log(`[bench] ${line}`);

function writeBudgets(report) {
  fs.writeFileSync(budgetsFile, `${JSON.stringify(budgetsFromReport(report), null, 2)}\n`);
  console.log(
    `Budgets written to ${path.relative(rootDir, budgetsFile)}: commit them with the change`,
  );
}

async function main() {
  if (args.includes('--budgets-only')) {
    writeBudgets(JSON.parse(fs.readFileSync(outFile, 'utf8')));
    return;
  }
  installSignalHandlers();
  const stack = await benchStack(rootDir, log);
  log('sizing the shell build by package (a webpack stats build into a temp folder)…');
  const shellComposition = await buildComposition(rootDir, 'shell').catch((error) => {
    log(
      `no composition (${error.message.split('\n')[0]}); singleton sizes from the manifests only`,
    );
    return null;
  });
  log(`measuring ${stack.shellUrl} in Chromium…`);
  const federated = await bundleReport({ ...stack, log, shellComposition });
  const singleBundle = args.includes('--no-single')
    ? undefined
    : await singleBundleComparison({ rootDir, ...stack, federated: federated.routes, log }).catch(
        (error) => {
          log(`no single-bundle comparison: ${error.message.split('\n')[0]}`);
          return undefined;
        },
      );
  const report = { ...federated, singleBundle };
  await stopAll();
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  // Local URLs and ports are noise in a committed report: keep paths only.
  const portable = JSON.parse(
    JSON.stringify(report).replaceAll(stack.shellUrl, '{shell}').replaceAll(stack.cdnUrl, '{cdn}'),
  );
  fs.writeFileSync(outFile, `${JSON.stringify(portable, null, 2)}\n`);
  // The "Bundle figures" section of deploy/stack/bench/HISTORY.md is pasted from this file.
  fs.writeFileSync(outFile.replace(/\.json$/, '.md'), `${formatMarkdown(report)}\n`);
  console.log(`\n${formatReport(report)}\n`);
  console.log(`Singletons loaded once in every page: ${report.singletonsOnce ? 'yes' : 'NO'}`);
  if (report.singleBundle)
    console.log(
      `\nThe same routes as one bundle, without federation:\n${formatSingleBundle(report.singleBundle)}`,
    );
  console.log(`Written to ${path.relative(rootDir, outFile)}`);
  const budgets = fs.existsSync(budgetsFile)
    ? JSON.parse(fs.readFileSync(budgetsFile, 'utf8'))
    : {};
  const check = checkBudgets(report, budgets, { complete: true });
  console.log(`\n${formatBudgets(check)}\n\n${check.message}`);
  if (args.includes('--write-budgets')) writeBudgets(report);
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
