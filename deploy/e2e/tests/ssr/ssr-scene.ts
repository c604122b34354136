// What the ssr/*.spec.ts share (issue 15, server-rendered public routes): tienda-demo, one product,
// a product card read off main, a heading's box in main, and a navigation click that stays inside
// the app. Expected texts come from the sandbox (support/storefront-data.ts), not the specs.
import { expect, type Locator, type Page } from '../../support/test';
import { chrome, storeUrl } from '../../support/shopper';
import type { ProductCardText } from '../../support/storefront-data';

export const STORE = 'tienda-demo';
// td-p-0009: weekly and monthly, unlimited stock, no labels (product.spec.ts, template-and-chrome).
export const PRODUCT = 'td-p-0009';

/** A product card (article) of `main` by its product link's exact name, with its price line. */
export async function expectCard(page: Page, card: ProductCardText) {
  const article = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: card.name, exact: true }) })
    .first();
  await expect(article).toBeAttached();
  await expect(article).toContainText(card.price);
}

/** A heading's box in `main`'s coordinates (what moves if the page draws it elsewhere). */
export async function boxInMain(main: Locator, heading: { level: number; name: string }) {
  const [box, origin] = await Promise.all([
    main.getByRole('heading', heading).boundingBox(),
    main.boundingBox(),
  ]);
  expect(box).not.toBeNull();
  return { x: box!.x - origin!.x, y: box!.y - origin!.y, width: box!.width, height: box!.height };
}

/** A value on window that a full page load would wipe (a click handled by the app keeps it). */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __e2eSamePage: boolean }).__e2eSamePage = true));
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eSamePage?: boolean }).__e2eSamePage === true);

/** The navbar's cart link, clicked: the router shows the cart without loading a new document. */
export async function expectNavigationClickWorks(page: Page) {
  await markWindow(page);
  await chrome(page)
    .navbar.getByRole('link', { name: /Carrito/ })
    .click();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Tu carrito' }),
  ).toBeVisible();
  await expect(page).toHaveURL(storeUrl(STORE, 'cart'));
  expect(await sameWindow(page), 'the cart opened inside the app, not as a new page').toBe(true);
}
