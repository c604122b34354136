// @ts-check
// `npm run bench`'s single-bundle comparison (issue 41, P4: federation at most 1.05× the bytes of
// a single bundle of the same route): builds single-bundle.mjs's application into a temp folder,
// serves it in front of the running shell server and measures every route the same way as the
// federated one (bundle-measure.mjs: Chromium, phone, empty cache, scripts until the heading).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchShoppers, tokensFor } from './bench-shoppers.mjs';
import { measureRoute } from './bundle-measure.mjs';
import { benchRoutes } from './bundle-routes.mjs';
import { CHROMIUM_OPTIONS } from './chromium.mjs';
import { buildSingleBundle, serveSingleBundle } from './single-bundle.mjs';

/** P4 on the compass: the federated route may weigh at most this many times its single bundle. */
export const FEDERATION_MAX_RATIO = 1.05;

/**
 * @typedef {{ id: string, federated: number, single: number | null, ratio: number | null,
 *   error?: string | null }} SingleBundleRow gzip bytes; null where the single bundle did not render
 */

/**
 * One row per federated route: its bytes, the single bundle's, their ratio.
 * @param {Array<{ id: string, rendered: boolean, total: { gzip: number } }>} federated
 * @param {Array<{ id: string, rendered: boolean, error?: string | null, total: { gzip: number } }>} single
 * @returns {SingleBundleRow[]}
 */
export function singleBundleRows(federated, single) {
  return federated
    .filter((route) => route.rendered)
    .map((route) => {
      const other = single.find((s) => s.id === route.id);
      const bytes = other?.rendered ? other.total.gzip : null;
      return {
        id: route.id,
        federated: route.total.gzip,
        single: bytes,
        ratio: bytes ? Math.round((route.total.gzip / bytes) * 1000) / 1000 : null,
        ...(other?.rendered
          ? {}
          : { error: other?.error ?? (other ? 'did not render' : 'not measured') }),
      };
    });
}

/**
 * Build, serve and measure the single bundle; the rows against the federated routes.
 * @param {{ rootDir: string, shellUrl: string, cdnUrl: string, sandboxUrl: string,
 *   federated: Array<{ id: string, rendered: boolean, total: { gzip: number } }>,
 *   log?: (line: string) => void }} options
 */
export async function singleBundleComparison({
  rootDir,
  shellUrl,
  cdnUrl,
  sandboxUrl,
  federated,
  log = console.log,
}) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'single-bundle-'));
  try {
    log('building the single bundle (shell and remotes as one webpack application)…');
    await buildSingleBundle(rootDir, outDir);
    const proxy = await serveSingleBundle({ outDir, shellUrl });
    const shoppers = await benchShoppers(sandboxUrl);
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch(CHROMIUM_OPTIONS);
    const measured = [];
    try {
      const routes = benchRoutes({ shellUrl: proxy.url });
      // A throwaway visit first, as for the federated routes.
      const [first] = routes;
      if (first) await measureRoute(browser, first, { shellUrl: proxy.url, cdnUrl, tokens: null });
      for (const route of routes) {
        log(`  single bundle: ${route.id}…`);
        measured.push(
          await measureRoute(browser, route, {
            shellUrl: proxy.url,
            cdnUrl,
            tokens: tokensFor(route, shoppers),
          }),
        );
      }
    } finally {
      await browser.close();
      await proxy.close();
    }
    return singleBundleRows(federated, measured);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The comparison as a plain-text table (the terminal) or Markdown (HISTORY.md).
 * @param {SingleBundleRow[]} rows
 * @param {{ markdown?: boolean }} [options]
 */
export function formatSingleBundle(rows, { markdown = false } = {}) {
  const kb = (n) => (n === null ? '-' : (n / 1024).toFixed(1));
  const ratio = (r) => (r === null ? '-' : `${r.toFixed(2)}×`);
  const head = ['route', 'federated KB', 'single bundle KB', 'ratio'];
  const body = rows.map((r) => [r.id, kb(r.federated), kb(r.single), ratio(r.ratio)]);
  const over = rows.filter((r) => r.ratio !== null && r.ratio > FEDERATION_MAX_RATIO).length;
  const verdict = `${over} of ${rows.length} routes over ${FEDERATION_MAX_RATIO}× (P4).`;
  if (markdown)
    return [
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...body.map((cells) => `| ${cells.join(' | ')} |`),
      '',
      verdict,
    ].join('\n');
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [
    line(head),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map(line),
    '',
    verdict,
  ].join('\n');
}
