// Issue 15 "Server-rendered public routes", with a deploy in the middle: a remote whose server render
// throws still serves a working page (the shell falls back to client rendering, never an error), and
// a rollback is visible in the very next server-rendered page. Each case promotes a variant of the
// live mfe-catalog with the deploy CLI (support/variants.ts) and always rolls back, so this file runs
// in the "resilience" project (alone, one worker).
import { expect, test, type Browser, type Page } from '../support/test';
import { deploy } from '../support/cdn';
import { CDN_DIR } from '../support/env';
import { ssrHeader, waitForHydration } from '../support/hydration';
import { expectCategoryClickWorks } from '../support/pages';
import { chrome, storeUrl } from '../support/shopper';
import { storePages } from '../support/storefront-data';
import { replaceTextInScripts, throwingServerEntry, withVariantLive } from '../support/variants';

test.describe.configure({ mode: 'default' });
test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

const STORE = 'tienda-demo';
const REMOTE = 'mfe-catalog';

/** The landing's HTML as served, read with scripts off (a page of its own, closed after `fn`). */
async function withLandingHtml(browser: Browser, fn: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(storeUrl(STORE));
    expect(response?.status()).toBe(200);
    await fn(page);
  } finally {
    await context.close();
  }
}

test('mfe-catalog’s server entry throws: the page is 200 with the store’s chrome, and works in the browser', async ({
  browser,
  page,
  request,
}) => {
  const expected = await storePages(STORE);
  const [firstCard] = expected.landing.firstProducts;
  const category = expected.landing.categories[1] ?? expected.landing.categories[0]!;
  await withVariantLive(
    REMOTE,
    throwingServerEntry('ssr boom'),
    async () => {
      // Server HTML: the shell's chrome (navbar with the store name) is there without any script.
      await withLandingHtml(browser, async (html) => {
        await expect(chrome(html).navbar).toContainText(expected.storeName);
        await expect(chrome(html).footer).toBeAttached();
      });
      // The render was attempted (the route is public): the remote's failure stayed inside it.
      const response = await request.get(storeUrl(STORE));
      expect(response.status()).toBe(200);
      expect(ssrHeader(response)).toBe('on');

      // In the browser the remote renders client-side and answers clicks.
      await page.goto(storeUrl(STORE));
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: expected.landing.title }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: firstCard!.name, exact: true })).toBeVisible();
      await expectCategoryClickWorks(page, category);
    },
    // The gate refuses this build (contract-gate.spec.ts); here it must be live to be survived.
    { skipGate: 'e2e: a throwing server entry must still serve a working page' },
  );
});

test('a promoted text is in the next server-rendered HTML, and after `deploy rollback` it is gone', async ({
  browser,
}) => {
  // A text the landing's own code renders (not the store's data): the "show all" button.
  const original = 'Ver todos los productos';
  const changed = 'Ver todos los productos · variante e2e';
  await withVariantLive(REMOTE, replaceTextInScripts(original, changed), async () => {
    await withLandingHtml(browser, async (html) => {
      await expect(html.getByRole('main').getByRole('link', { name: changed })).toBeAttached();
    });

    await deploy('rollback', REMOTE);
    await withLandingHtml(browser, async (html) => {
      const main = html.getByRole('main');
      await expect(main.getByRole('link', { name: original, exact: true })).toBeAttached();
      await expect(main.getByText(changed)).toHaveCount(0);
    });
  });
});
