#!/usr/bin/env node
// Gzipped JavaScript a shopper downloads to see a page: everything fetched before the shell's
// first render (navbar visible) and before the page's own content is visible, by URL.
//   node shell/scripts/measure-initial-js.mjs http://localhost:8080/tienda-demo/ [selector]
// `selector` marks "page content visible" (default: main h1, or main's first text).
// Needs Debian's Chromium (/usr/bin/chromium, or CHROME_PATH).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:8080/tienda-demo/';
const contentSelector = process.argv[3] ?? 'main h1, main p';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const scripts = [];
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && !response.url().endsWith('.js')) return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  scripts.push({
    url: response.url(),
    at: Date.now(),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
});
const start = Date.now();
await page.goto(url);
await page.waitForSelector('header', { timeout: 30000 });
const shellAt = Date.now();
await page.waitForSelector(contentSelector, { timeout: 30000 });
const contentAt = Date.now();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(2500); // idle-time preloads (overlays), reported separately
await browser.close();

const kb = (n) => (n / 1024).toFixed(1);
const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
const before = (t) => scripts.filter((s) => s.at <= t);
const shellList = before(shellAt);
const contentList = before(contentAt);
const later = scripts.filter((s) => s.at > contentAt);
console.log(`page: ${url}`);
for (const s of scripts) {
  const phase = s.at <= shellAt ? 'shell' : s.at <= contentAt ? 'page ' : 'idle ';
  console.log(
    `  ${phase} ${kb(s.gzip).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB raw  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
  );
}
console.log(
  `JS before the shell's first render (navbar): ${kb(sum(shellList))} KB gzipped in ${shellList.length} files (${shellAt - start} ms)`,
);
console.log(
  `JS before the page content is visible:      ${kb(sum(contentList))} KB gzipped in ${contentList.length} files (${contentAt - start} ms)`,
);
console.log(
  `JS loaded afterwards while idle (overlays):  ${kb(sum(later))} KB gzipped in ${later.length} files`,
);
