// @ts-check
// The launch options every Playwright run here uses, checked on the browser they start: Chromium
// reads only its last --disable-features, so ours must keep every feature Playwright turns off,
// and the window chrome we turn off must really be gone.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_HEADLESS_SHELL,
  CHROMIUM_OPTIONS,
  PLAYWRIGHT_DISABLED_FEATURES,
} from './chromium.mjs';

/** Every --disable-features value on a process's command line, in order. */
function disabledFeatureLists(pid) {
  return fs
    .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

let server;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

test("the browser's last --disable-features keeps Playwright's own list and adds ours", async () => {
  server = await chromium.launchServer(CHROMIUM_OPTIONS);
  const lists = disabledFeatureLists(server.process().pid);
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const [playwrights] = lists;
  const effective = lists.at(-1);
  // Playwright's list as this version launches it: a new entry after an upgrade fails here.
  expect(effective).toEqual(expect.arrayContaining(/** @type {string[]} */ (playwrights)));
  expect(effective).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
  expect(effective).toEqual(
    expect.arrayContaining(['WebUIOmniboxPopup', 'SpareRendererForSitePerProcess']),
  );
}, 30_000);

test('a page opens without the address bar popup Chromium otherwise preloads per window', async () => {
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<h1>hola</h1>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);
    expect(targetInfos.filter((t) => t.type === 'page')).toHaveLength(1);
  } finally {
    await browser.close();
  }
}, 30_000);

test('Playwright drives the headless shell, not the full browser with its window chrome', async () => {
  server = await chromium.launchServer(CHROMIUM_OPTIONS);
  const [program] = fs.readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
  expect(program).toBe(CHROMIUM_HEADLESS_SHELL);
}, 30_000);
