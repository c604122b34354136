#!/usr/bin/env node
// @ts-check
/* global window -- in the function page.evaluateOnNewDocument runs in the browser */
// npm run bench:web: Lighthouse (mobile preset, its default config) driving Debian's Chromium
// through a running stack, on landing, catalogue, product, cart, checkout, a panel page and a
// single payment; each page as served and with `?ssr=0` (server rendering off), alternating run by
// run, median of 5 (Lighthouse's computeMedianRun); then a desktop pass for the longest task at
// boot. Prints the tables and writes deploy/stack/bench/web-report.{json,md}; each median run's
// full result goes to .stack/bench-web/ (open it in the Lighthouse viewer), with its trace
// (`<page>-<pass>.trace.json`, for DevTools' Performance panel).
// Lighthouse lives in deploy/stack/bench/lighthouse (its own package.json and lock, outside the
// workspaces): installed there with `npm ci` on first use, so npm ci and npm test never need it.
// The stack: as `npm run bench` (its own on the test ports, or BENCH_SHELL_URL & co.).
//   --runs N           runs per page and mode (default 5)
//   --desktop-runs N   runs per page of the desktop pass (default 3; 0 skips it)
//   --pages a,b        only these pages (ids as in the table)
//   --note "text"      said next to the date in the Markdown (e.g. "machine under load")
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchStack } from '../src/bench-stack.mjs';
import { benchShoppers, signIn, tokensFor } from '../src/bundle-report.mjs';
import { CHROMIUM_BASE_ARGS, CHROMIUM_EXECUTABLE } from '../src/chromium.mjs';
import { installSignalHandlers, onStop, run, stopAll } from '../src/processes.mjs';
import {
  formatDesktopTable,
  formatMobileTable,
  formatWebMarkdown,
  summarizeRuns,
  webPages,
  withSsr,
} from '../src/web-bench.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const lighthouseDir = path.join(rootDir, 'deploy/stack/bench/lighthouse');
const outFile = path.join(rootDir, 'deploy/stack/bench/web-report.json');
const lhrDir = path.join(rootDir, '.stack/bench-web');
const log = (line) => console.log(`[bench:web] ${line}`);

function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
}

/** Lighthouse, chrome-launcher and puppeteer-core from the isolated folder (npm ci on first use). */
async function loadLighthouse() {
  const modules = path.join(lighthouseDir, 'node_modules');
  if (!fs.existsSync(path.join(modules, 'lighthouse/package.json'))) {
    log('installing Lighthouse into deploy/stack/bench/lighthouse (npm ci, first use only)…');
    const code = await run('npm', ['ci', '--no-audit', '--no-fund', '--prefix', lighthouseDir], {
      cwd: lighthouseDir,
    });
    if (code !== 0) throw new Error(`npm ci in ${lighthouseDir} exited with ${code}`);
  }
  const resolve = createRequire(path.join(lighthouseDir, 'package.json')).resolve;
  const load = (specifier) => import(pathToFileURL(resolve(specifier)).href);
  const [lighthouse, medianRun, desktop, launcher, puppeteer] = await Promise.all([
    load('lighthouse'),
    load('lighthouse/core/lib/median-run.js'),
    load('lighthouse/core/config/desktop-config.js'),
    load('chrome-launcher'),
    load('puppeteer-core'),
  ]);
  return {
    lighthouse: lighthouse.default,
    computeMedianRun: medianRun.computeMedianRun,
    desktopConfig: desktop.default,
    launch: launcher.launch,
    puppeteer: puppeteer.default,
  };
}

/**
 * One Lighthouse run in a fresh tab. Lighthouse clears the origin's storage before it navigates,
 * so a signed-in page gets its tokens back from a script that runs before the page's own, on
 * every document of the shell's origin (the same keys the SDK reads). The run gathers into
 * `artifactsDir` (trace and devtools log) and is audited from there, so the median run's trace
 * can be kept for DevTools' Performance panel.
 */
async function lighthouseRun(tools, browser, port, url, { tokens, config, artifactsDir }) {
  const page = await browser.newPage();
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  try {
    if (tokens) {
      await page.evaluateOnNewDocument(
        (origin, access, refresh) => {
          if (window.location.origin !== origin) return;
          window.localStorage.setItem('accessToken', access);
          window.localStorage.setItem('refreshToken', refresh);
        },
        new URL(url).origin,
        tokens.access,
        tokens.refresh,
      );
    }
    await tools.lighthouse(url, { ...flags, gatherMode: artifactsDir }, config, page);
  } finally {
    await page.close().catch(() => {});
  }
  const result = await tools.lighthouse(url, { ...flags, auditMode: artifactsDir }, config);
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

async function main() {
  installSignalHandlers();
  const runs = Number(option('--runs', '5'));
  const desktopRuns = Number(option('--desktop-runs', '3'));
  const only = option('--pages', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const tools = await loadLighthouse();
  const stack = await benchStack(rootDir, log);
  const pages = webPages(stack).filter((p) => !only.length || only.includes(p.id));
  const [firstPage] = pages;
  if (!firstPage) throw new Error(`no page to measure (--pages ${only.join(',')})`);
  const shoppers = await benchShoppers(stack.sandboxUrl);
  const runsDir = path.join(lhrDir, 'runs');
  fs.rmSync(runsDir, { recursive: true, force: true });
  fs.mkdirSync(lhrDir, { recursive: true });

  // A fresh browser for each pass: after the 70-odd runs of the mobile pass, the same browser added
  // one task of 55-70 ms (React's last hydration slice and its microtask, no script of ours) to the
  // desktop pass's landing, catalogue and product; the same pages in a fresh browser had none over
  // 50 ms (median of 5, 2026-11-28). Lighthouse's CLI starts a browser per run.
  let chrome;
  let browser;
  const openBrowser = async () => {
    chrome = await tools.launch({
      chromePath: CHROMIUM_EXECUTABLE,
      // chrome-launcher's own --disable-features stay: Lighthouse's figures keep their baseline.
      chromeFlags: ['--headless=new', ...CHROMIUM_BASE_ARGS],
    });
    browser = await tools.puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
  };
  const closeBrowser = async () => {
    await browser.disconnect();
    chrome.kill();
  };
  onStop(() => chrome?.kill());
  await openBrowser();
  // Each run's artifacts, by its result; only the median run's trace is kept.
  const artifactsOf = new Map();
  let runCount = 0;
  const saveMedian = (name, lhrs) => {
    const good = lhrs.filter((l) => !l.runtimeError);
    const base = path.join(lhrDir, name.replace(/[^a-z0-9-]+/gi, '_'));
    if (good.length) {
      const median = tools.computeMedianRun(good);
      fs.writeFileSync(`${base}.json`, JSON.stringify(median));
      fs.copyFileSync(path.join(artifactsOf.get(median), 'trace.json'), `${base}.trace.json`);
    }
    for (const lhr of lhrs) fs.rmSync(artifactsOf.get(lhr), { recursive: true, force: true });
  };
  const measure = async (route, url, config) => {
    const shopper = tokensFor(route, shoppers);
    let lhr;
    // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): that run is
    // repeated, up to twice; a page that keeps failing shows as failed in the table.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Fresh tokens per run: the page may have refreshed (rotated) the last ones.
      const tokens = shopper ? await signIn(stack.sandboxUrl, shopper.email) : null;
      const artifactsDir = path.join(runsDir, String((runCount += 1)));
      lhr = await lighthouseRun(tools, browser, chrome.port, url, { tokens, config, artifactsDir });
      artifactsOf.set(lhr, artifactsDir);
      if (!lhr.runtimeError) break;
      fs.rmSync(artifactsDir, { recursive: true, force: true });
      log(`  ${lhr.runtimeError.code}: ${attempt < 3 ? 'again' : 'giving up on this run'}`);
    }
    return lhr;
  };

  // A throwaway run first: servers' caches and the sandbox warm.
  await measure(firstPage, firstPage.url, undefined).catch(() => {});
  const mobile = [];
  for (const route of pages) {
    const lhrs = { ssr: [], csr: [] };
    for (let i = 0; i < runs; i += 1) {
      // Alternating, so a burst of load elsewhere falls on both columns alike.
      for (const mode of ['ssr', 'csr']) {
        log(`${route.id} ${mode === 'ssr' ? 'as served' : 'ssr=0'} run ${i + 1}/${runs}`);
        lhrs[mode].push(await measure(route, withSsr(route.url, mode === 'ssr'), undefined));
      }
    }
    saveMedian(`${route.id}-mobile`, lhrs.ssr);
    saveMedian(`${route.id}-mobile-ssr0`, lhrs.csr);
    mobile.push({
      id: route.id,
      ssr: summarizeRuns(lhrs.ssr, tools.computeMedianRun),
      csr: summarizeRuns(lhrs.csr, tools.computeMedianRun),
    });
  }
  const desktop = [];
  if (desktopRuns > 0) {
    await closeBrowser();
    await openBrowser();
    // The fresh browser's first run warms nothing on the servers' side; it is thrown away too.
    await measure(firstPage, firstPage.url, tools.desktopConfig).catch(() => {});
  }
  for (const route of desktopRuns > 0 ? pages : []) {
    const lhrs = [];
    for (let i = 0; i < desktopRuns; i += 1) {
      log(`${route.id} desktop run ${i + 1}/${desktopRuns}`);
      lhrs.push(await measure(route, route.url, tools.desktopConfig));
    }
    saveMedian(`${route.id}-desktop`, lhrs);
    desktop.push({ id: route.id, summary: summarizeRuns(lhrs, tools.computeMedianRun) });
  }
  await closeBrowser();
  await stopAll();
  fs.rmSync(runsDir, { recursive: true, force: true });

  const report = {
    generatedAt: new Date().toISOString(),
    lighthouse: mobile.length ? '13' : undefined,
    runs,
    desktopRuns,
    method:
      'Lighthouse (npm package, default = mobile preset with simulated throttling) driving Debian Chromium headless; fresh tab per run, storage reset by Lighthouse, tokens put back before the page scripts on signed-in pages; each page as served and with ?ssr=0, alternating; figures of the median run (computeMedianRun: nearest the median FCP and TTI). req<LCP: requests sent before the observed largest contentful paint. Desktop: desktop preset, longest main-thread task (long-tasks, 50 ms and over).',
    mobile,
    desktop,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  const markdown = formatWebMarkdown({
    date: report.generatedAt.slice(0, 10),
    runs,
    desktopRuns,
    mobile,
    desktop: desktop.length ? desktop : null,
    note: option('--note', ''),
  });
  fs.writeFileSync(outFile.replace(/\.json$/, '.md'), `${markdown}\n`);
  console.log(`\nMobile (median of ${runs}; as served | ?ssr=0 | ratios as served / ssr=0)\n`);
  console.log(formatMobileTable(mobile));
  if (desktop.length) console.log(`\n${formatDesktopTable(desktop)}`);
  console.log(
    `\nWritten to ${path.relative(rootDir, outFile)} (and .md); median runs and their traces in .stack/bench-web/`,
  );
  process.exit(0);
}

main().catch(async (error) => {
  console.error(`[bench:web] ${error.stack ?? error.message}`);
  await stopAll();
  process.exit(1);
});
