// @ts-check
/* global window, requestAnimationFrame -- page.evaluate runs these in the browser */
// npm run bench:inp (issue 41 "Interaction speed"): Interaction to Next Paint of the shopper's main
// actions, each in Chromium through Playwright on a phone viewport with the CPU slowed 4× (the
// Lighthouse mobile preset's slowdown): the browser's own Event Timing entries (what web-vitals
// reads), the longest of the action's interaction, median of N runs, each in a fresh context.
// A page is opened and hydrated first; only the action is measured.

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ id: string, label: string, path: string, shopper: 'ana' | 'checkout' | null, act: (page: Page) => Promise<void> }} Interaction */

/** The CPU slowdown of Lighthouse's mobile preset. */
export const CPU_SLOWDOWN = 4;
/** Event Timing reports nothing shorter: an action under it shows as "<16". */
export const DURATION_THRESHOLD_MS = 16;
/** The bar for every action. */
export const INP_TARGET_MS = 200;

/** @type {Interaction[]} */
export const INTERACTIONS = [
  {
    id: 'add-to-cart',
    label: 'Agregar al carrito (product page)',
    // td-p-0004: monthly only, its payday preset (the first working day): one click adds it.
    path: 'products/td-p-0004',
    shopper: null,
    act: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }).click();
      // Done when the navbar's badge counts the line (a visitor's first).
      await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).first().waitFor();
    },
  },
  {
    id: 'subscription-dialog',
    label: 'Pausar: the subscription dialog opens (Mis suscripciones)',
    path: 'userpanel/subscriptions',
    shopper: 'ana',
    act: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Pausar/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Pausar suscripción' }).waitFor();
    },
  },
  {
    id: 'pick-card',
    label: 'pick another card (checkout)',
    path: 'checkout',
    shopper: 'checkout',
    act: async (page) => {
      const cards = page.getByRole('main').getByRole('radio', { name: /terminada en/ });
      await cards.nth(1).waitFor();
      await cards.nth(1).check();
    },
  },
  {
    id: 'confirm',
    label: 'Confirmar (checkout, terms accepted)',
    path: 'checkout',
    shopper: 'checkout',
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('checkbox').first().check();
      await page.evaluate(resetInteractions);
      await main.getByRole('button', { name: 'Confirmar' }).click();
      // Done when the purchase has taken her on from the checkout.
      await page.waitForURL((url) => !url.pathname.endsWith('/checkout'), { timeout: 60_000 });
    },
  },
];

/** Installed before the page's scripts: every Event Timing entry that belongs to an interaction. */
export function recordInteractions(threshold) {
  const w = /** @type {any} */ (window);
  w.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId, duration, name } = /** @type {any} */ (entry);
      if (interactionId) w.__interactions.push({ interactionId, duration, name });
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: threshold, buffered: true }));
}

/** Forgets what was recorded so far (in the browser: before the action that is measured). */
export function resetInteractions() {
  /** @type {any} */
  const w = window;
  w.__interactions = [];
}

/** The action's INP: its longest interaction entry, in ms; null when none reached the threshold. */
export function longestInteraction(entries) {
  return entries.length ? Math.max(...entries.map((entry) => entry.duration)) : null;
}

/** The median of the runs (a run under the threshold counts as 0: it sorts first). */
export function medianMs(runs) {
  const values = runs.map((ms) => ms ?? 0).sort((a, b) => a - b);
  if (!values.length) return null;
  const mid = Math.floor(values.length / 2);
  const median = values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
  return median < DURATION_THRESHOLD_MS ? null : median;
}

const shown = (ms) => (ms === null ? `<${DURATION_THRESHOLD_MS}` : String(Math.round(ms)));

/** The Markdown table (one row per action). */
export function formatInpTable(results) {
  const rows = results.map(
    ({ label, median, runs }) =>
      `| ${label} | ${shown(median)} | ${runs.map(shown).join(' · ')} | ${
        (median ?? 0) <= INP_TARGET_MS ? 'yes' : 'NO'
      } |`,
  );
  return [
    `| action | INP ms (median) | runs ms | ≤ ${INP_TARGET_MS} ms |`,
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * One run of one action: a fresh phone context (signed in when it needs a shopper), the page
 * opened and hydrated, then the action; its entries read once two frames have painted after it.
 */
export async function measureInteraction(browser, interaction, { pageUrl, tokens }) {
  const context = await browser.newContext({
    viewport: { width: 393, height: 851 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    if (tokens)
      await context.addInitScript(
        ([access, refresh]) => {
          window.localStorage.setItem('accessToken', access);
          window.localStorage.setItem('refreshToken', refresh);
        },
        [tokens.access, tokens.refresh],
      );
    await context.addInitScript(recordInteractions, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(pageUrl);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(resetInteractions);
    await interaction.act(page);
    // Event Timing reports an interaction after the paint that follows it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.waitForTimeout(250);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return longestInteraction(
      await page.evaluate(() => /** @type {any} */ (window).__interactions),
    );
  } finally {
    await context.close();
  }
}
