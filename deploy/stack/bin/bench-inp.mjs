#!/usr/bin/env node
// @ts-check
// npm run bench:inp: Interaction to Next Paint of the main actions (add to cart, open a
// subscription dialog, pick a card, Confirmar), phone viewport, CPU 4× slower, median of 5 (issue
// 41). Prints the table and writes deploy/stack/bench/inp-report.{json,md}. The stack: as `npm
// run bench` (its own on the test ports, or BENCH_SHELL_URL & co.).
//   --runs N   runs per action (default 5)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchShoppers, checkoutShopper } from '../src/bench-shoppers.mjs';
import { benchStack } from '../src/bench-stack.mjs';
import { CHROMIUM_OPTIONS } from '../src/chromium.mjs';
import {
  CPU_SLOWDOWN,
  formatInpTable,
  INTERACTIONS,
  measureInteraction,
  medianMs,
} from '../src/inp-bench.mjs';
import { installSignalHandlers, stopAll } from '../src/processes.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outFile = path.join(rootDir, 'deploy/stack/bench/inp-report.json');
const log = (line) => console.log(`[bench:inp] ${line}`);

async function main() {
  installSignalHandlers();
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5;
  const stack = await benchStack(rootDir, log);
  const { ana } = await benchShoppers(stack.sandboxUrl);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  const results = [];
  try {
    for (const interaction of INTERACTIONS) {
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        log(`${interaction.id} run ${i + 1}/${runs}`);
        // A checkout is bought from (Confirmar): a fresh shopper with a cart line each run.
        const tokens =
          interaction.shopper === 'ana'
            ? ana
            : interaction.shopper === 'checkout'
              ? await checkoutShopper(stack.sandboxUrl, { cards: 2 })
              : null;
        times.push(
          await measureInteraction(browser, interaction, {
            pageUrl: `${stack.shellUrl}/tienda-demo/${interaction.path}`,
            tokens,
          }),
        );
      }
      results.push({
        id: interaction.id,
        label: interaction.label,
        runs: times,
        median: medianMs(times),
      });
    }
  } finally {
    await browser.close();
    await stopAll();
  }
  const report = {
    generatedAt: new Date().toISOString(),
    method: `Playwright in Debian Chromium, phone viewport (393×851, touch), CPU ${CPU_SLOWDOWN}× slower (CDP) while the action runs; the page opened and hydrated first; INP = the longest Event Timing entry of the action's interactions (durationThreshold 16 ms); median of ${runs} runs, each in a fresh context.`,
    results,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  const markdown = `From \`npm run bench:inp\` (${report.generatedAt.slice(0, 10)}; ${report.method})\n\n${formatInpTable(results)}`;
  fs.writeFileSync(outFile.replace(/\.json$/, '.md'), `${markdown}\n`);
  console.log(
    `\n${formatInpTable(results)}\n\nWritten to ${path.relative(rootDir, outFile)} (and .md)`,
  );
  process.exit(0);
}

main().catch(async (error) => {
  console.error(`[bench:inp] ${error.stack ?? error.message}`);
  await stopAll();
  process.exit(1);
});
