// Spec 000 §2 Cart page, §4 Cart, §7 Carts: a shopper's cart in tienda-demo. The scene (a product
// already in the cart) is set through the sandbox's own endpoint with the page's guestId; then
// the shopper works the cart page. Products from the seed (deploy/sandbox/src/seed/stores/tienda-demo.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SANDBOX_URL } from '../support/env';
import { chrome, storeUrl } from '../support/shopper';

const STORE_ID = 'st-tienda-demo';
/** td-p-0009: monthly $7.990, stock null (unlimited), quantifiable, no quantity discounts. */
const COFFEE = { id: 'td-p-0009', name: 'Café de especialidad 250 g', billingType: 'monthly' };
/** td-p-0007: single $14.990, stock 3. */
const CLEANING_KIT = { id: 'td-p-0007', name: 'Kit de limpieza profunda', billingType: 'single' };

/** The guestId the storefront generated for this browser (local storage key "guestId"). */
async function pageGuestId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guestId'))).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('guestId')))!;
}

/** Scene: the product is in this guest's cart (POST /v1/carts/addProduct, as the provider API takes it). */
async function addToCart(guestId: string, product: { id: string; billingType: string }, quantity = 1): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/v1/carts/addProduct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ storeId: STORE_ID, guestId, product: { productId: product.id, quantity, billingType: product.billingType } }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Opens the cart with `product` in it (a fresh browser: a fresh guest and cart). */
async function openCartWith(page: Page, product: { id: string; billingType: string }, quantity = 1) {
  await page.goto(storeUrl('tienda-demo', 'cart'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await addToCart(await pageGuestId(page), product, quantity);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  return main;
}

const badge = (page: Page) => chrome(page).navbar.getByRole('link', { name: /Carrito/ }).getByTestId('cart-count');
/** The amount of a summary row ("Total", "Subtotal", …). */
const summaryValue = (summary: Locator, label: string) =>
  summary.locator('dl > div').filter({ has: summary.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('cart: see the item, increase its quantity, see the totals follow, remove it, see the empty cart', async ({ page }) => {
  const main = await openCartWith(page, COFFEE);
  const item = main.getByRole('listitem', { name: COFFEE.name });
  await expect(item).toContainText('Mensual');
  await expect(item).toContainText('$7.990 c/u');
  const summary = main.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summaryValue(summary, 'Total')).toHaveText('$7.990');
  await expect(summary).toContainText('Despacho');
  await expect(badge(page)).toHaveText('1');
  await expect(main.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/tienda-demo/checkout');

  const quantity = item.getByRole('group', { name: `Cantidad de ${COFFEE.name}` });
  await expect(quantity.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
  await quantity.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(quantity).toContainText('2');
  await expect(item).toContainText('$15.980');
  await expect(summaryValue(summary, 'Total')).toHaveText('$15.980');
  await expect(quantity.getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();
  // The badge is the cart's totalLength, which the sandbox counts in lines: one line still.
  await expect(badge(page)).toHaveText('1');

  await item.getByRole('button', { name: `Eliminar ${COFFEE.name}` }).click();
  await expect(main.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await expect(badge(page)).toHaveText('0');
  await expect(main.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/tienda-demo/catalog');

  // The server agrees: a reload shows the empty cart.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
});

test('cart: increase stops at the stock limit', async ({ page }) => {
  const main = await openCartWith(page, CLEANING_KIT, 2);
  const item = main.getByRole('listitem', { name: CLEANING_KIT.name });
  const quantity = item.getByRole('group', { name: `Cantidad de ${CLEANING_KIT.name}` });
  await expect(quantity).toContainText('2');
  await quantity.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(quantity).toContainText('3');
  await expect(quantity.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
  await expect(item).toContainText('No hay más unidades disponibles.');
  await expect(item).toContainText('$44.970');
});
