// "The page rendered": what a shopper sees once a route's screen is there, as opposed to the
// spinner or the remote fallback.
import { expect, type Page } from '@playwright/test';
import { REMOTE_FALLBACK } from './shopper';

/** Wait until the main content shows a heading of the screen (not the fallback's). A dialog the
 * screen opens on arrival (the cart's price-change notice, say) hides the page from the
 * accessibility tree while it is open, yet the screen is there: hidden nodes count. */
export async function expectPageRendered(page: Page): Promise<void> {
  const main = page.getByRole('main', { includeHidden: true });
  await expect(
    main
      .getByRole('heading', { includeHidden: true })
      .filter({ hasNotText: REMOTE_FALLBACK })
      .first(),
  ).toBeVisible();
  await expect(main.getByText(REMOTE_FALLBACK)).toHaveCount(0);
  // Not the shell's loading state of a route with a routes.json heading (the page's own h1, drawn
  // before the page's code has arrived).
  await expect(main.locator('[data-page-loading]')).toHaveCount(0);
}

/** Wait until the remote fallback shows in the main content. */
export async function expectRemoteFallback(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { name: REMOTE_FALLBACK })).toBeVisible({
    timeout: 30_000,
  });
}

/** On the landing, a category filter button (a React click) narrows the sections to its own. */
export async function expectCategoryClickWorks(page: Page, category: string): Promise<void> {
  const main = page.getByRole('main');
  const button = main
    .getByRole('navigation', { name: 'Filtrar por categoría' })
    .getByRole('button', { name: category, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([category]);
}
