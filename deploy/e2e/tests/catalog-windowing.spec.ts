// Issue 15 "Catalogue at scale": tienda-demo's catalogue (2,204 products) scrolled through 1,000
// products keeps at most 60 cards mounted at every moment (a MutationObserver in the page records
// the most ever mounted, so no state between two checks escapes), and the live region, the
// "Cargar más productos" button and the end text keep working outside the window.
import { expect, test, type Locator, type Page } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { storeInfo } from '../support/sandbox';
import { storeUrl } from '../support/shopper';

const MAX_MOUNTED = 60;
const LIST = 'ul[aria-label="Productos"] > li';

async function totalDocs(params: Record<string, string>): Promise<number> {
  const { _id } = await storeInfo('tienda-demo');
  const query = new URLSearchParams({ storeId: _id, active: 'true', limit: '1', ...params });
  const response = await fetch(`${SANDBOX_URL}/v1/catalog/products?${query}`);
  return ((await response.json()) as { data: { totalDocs: number } }).data.totalDocs;
}

/** Counts the cards mounted after every DOM change from now on; returns a reader of the maximum. */
async function watchMounted(page: Page) {
  await page.evaluate((selector) => {
    const w = window as unknown as { __maxMounted: number };
    w.__maxMounted = document.querySelectorAll(selector).length;
    new MutationObserver(() => {
      w.__maxMounted = Math.max(w.__maxMounted, document.querySelectorAll(selector).length);
    }).observe(document.body, { childList: true, subtree: true });
  }, LIST);
  return () => page.evaluate(() => (window as unknown as { __maxMounted: number }).__maxMounted);
}

/** Products loaded so far: every card carries the list's size (only some are mounted). */
const loaded = async (grid: Locator) =>
  Number((await grid.getByRole('listitem').first().getAttribute('aria-setsize')) ?? 0);

/**
 * Scrolls to the bottom until `target` products are loaded, a page (of 4) at a time or more: in the
 * page, scrolling again as soon as the list has grown (a state read after every DOM change), so 250
 * pages cost no round trip to the test each. Fails, naming the count, when the list stops growing.
 */
async function scrollUntil(page: Page, target: number) {
  await page.evaluate(
    ({ selector, target, stallMs }) => {
      const loaded = () =>
        Number(document.querySelector(selector)?.getAttribute('aria-setsize') ?? 0);
      return new Promise<void>((resolve, reject) => {
        let before = -1;
        let stall: ReturnType<typeof setTimeout> | undefined;
        const check = () => {
          const count = loaded();
          if (count >= target) {
            observer.disconnect();
            clearTimeout(stall);
            resolve();
          } else if (count > before) {
            before = count;
            clearTimeout(stall);
            stall = setTimeout(() => {
              observer.disconnect();
              reject(new Error(`the list stopped growing at ${loaded()} of ${target} products`));
            }, stallMs);
            window.scrollTo(0, document.documentElement.scrollHeight);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        check();
      });
    },
    { selector: LIST, target, stallMs: 15_000 },
  );
}

async function openCatalog(page: Page, query = '') {
  await page.goto(storeUrl('tienda-demo', `catalog${query}`));
  const main = page.getByRole('main');
  const grid = main.getByRole('list', { name: 'Productos' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  return { main, grid };
}

test(
  'scrolling through 1,000 products keeps at most 60 cards mounted; live region and load-more still work',
  { tag: '@both' },
  async ({ page }) => {
    test.setTimeout(300_000);
    expect(await totalDocs({})).toBeGreaterThan(1_000); // 2,204 seeded
    const { main, grid } = await openCatalog(page);
    const maxMounted = await watchMounted(page);

    await scrollUntil(page, 1_000);
    expect(await maxMounted()).toBeLessThanOrEqual(MAX_MOUNTED);
    const mounted = grid.getByRole('listitem');
    expect(await mounted.count()).toBeLessThanOrEqual(MAX_MOUNTED);
    // The window is where the shopper is: the last loaded card is mounted and knows its place.
    const count = await loaded(grid);
    await expect(grid.locator(`li[aria-posinset="${count}"]`).getByRole('article')).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /^Se carg/ })).toBeAttached();

    // The button below the window loads the next page from the keyboard, and it is announced.
    const button = main.getByRole('button', { name: 'Cargar más productos' });
    await expect(button).toHaveAttribute('aria-busy', 'false');
    const before = await loaded(grid);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => loaded(grid)).toBeGreaterThanOrEqual(before + 4);
    await expect(
      main.getByRole('status').filter({ hasText: 'Se cargaron 4 productos' }),
    ).toBeAttached();
    expect(await maxMounted()).toBeLessThanOrEqual(MAX_MOUNTED);

    // Back to the top: the first cards are mounted again, in their place.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(grid.locator('li[aria-posinset="1"]').getByRole('article')).toBeVisible();
    expect(await mounted.count()).toBeLessThanOrEqual(MAX_MOUNTED);
  },
);

test(
  'a windowed search scrolls to its end text: every product loaded once, at most 60 mounted',
  { tag: '@both' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const total = await totalDocs({ search: 'cafe' });
    expect(total).toBeGreaterThan(60); // enough to be windowed (more than 48)
    const { main, grid } = await openCatalog(page, '?search=cafe');
    const maxMounted = await watchMounted(page);
    await scrollUntil(page, total);
    expect(await loaded(grid)).toBe(total);
    await expect(main.getByText('No quedan más productos.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cargar más productos' })).toHaveCount(0);
    expect(await maxMounted()).toBeLessThanOrEqual(MAX_MOUNTED);
    await expect(grid.locator(`li[aria-posinset="${total}"]`)).toBeAttached();
  },
);
