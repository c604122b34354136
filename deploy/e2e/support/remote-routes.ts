// One route of each remote and what its page shows around it: the resilience journeys take a
// remote down and check its route and every other one.
import { expect, type Page } from '@playwright/test';
import { expectPageRendered } from './pages';
import { chrome } from './shopper';
import { SHELL_URL } from './env';
import { waitForHydration } from './hydration';

/** One route of each remote, in tienda-demo (the signed-in shopper may open all of them). */
export const ROUTE_OF: Record<string, string> = {
  'mfe-catalog': 'catalog',
  'mfe-cart-checkout': 'cart',
  'mfe-account': 'userpanel/cards',
  'mfe-payments': 'single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A',
};

/** The single-payment screen shows no navbar or footers by design (its routes.json entry has
 * `hidesChrome`), its fallback included; every other route keeps the store's chrome. */
const HIDES_CHROME = new Set(['mfe-payments']);

/** The store's chrome around `remote`'s route: navbar and footer, or none where it hides them. */
export async function expectChrome(page: Page, remote: string): Promise<void> {
  if (HIDES_CHROME.has(remote)) {
    await expect(chrome(page).navbar).toHaveCount(0);
    return;
  }
  await expect(chrome(page).navbar).toBeVisible();
  await expect(chrome(page).footer).toBeVisible();
}

/**
 * A fresh load of tienda-demo's landing from `base` (the stack's shell, or one server of a fleet)
 * answers 200, takes `remote`'s files from `version`'s folder and renders (what a shopper gets
 * after a refused promote or a rolled-back canary).
 */
export async function expectLandingFromAt(
  page: Page,
  base: string,
  remote: string,
  version: string,
): Promise<void> {
  const fromVersion = page.waitForResponse(
    (response) => response.url().includes(`/${remote}/${version}/`) && response.ok(),
  );
  const response = await page.goto(`${base}/tienda-demo`);
  expect(response?.status()).toBe(200);
  await fromVersion;
  await waitForHydration(page);
  await expectPageRendered(page);
}

/** expectLandingFromAt on the stack under test. */
export const expectLandingFrom = (page: Page, remote: string, version: string): Promise<void> =>
  expectLandingFromAt(page, SHELL_URL, remote, version);
