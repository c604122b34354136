// Spec 000 §2 Cart page, §4 Cart, §7 Carts: a shopper's cart in tienda-demo. The scene (a product
// already in the cart) is set through the sandbox's own endpoint with the page's guestId; then
// the shopper works the cart page. Products from the seed (deploy/sandbox/src/seed/stores/tienda-demo.ts).
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { DEMO_SHOPPER, SANDBOX_URL } from '../support/env';
import { cloneStore } from '../support/mailbox';
import { privateStore, scene, setStock, type ProductCopy } from '../support/products';
import { apiAs, sceneSession, signInWithTokens } from '../support/session';
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
async function addToCart(
  guestId: string,
  product: { id: string; billingType: string },
  quantity = 1,
): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/v1/carts/addProduct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      storeId: STORE_ID,
      guestId,
      product: { productId: product.id, quantity, billingType: product.billingType },
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Opens the cart with `product` in it (a fresh browser: a fresh guest and cart). */
async function openCartWith(
  page: Page,
  product: { id: string; billingType: string },
  quantity = 1,
) {
  await page.goto(storeUrl('tienda-demo', 'cart'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await addToCart(await pageGuestId(page), product, quantity);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  return main;
}

const badge = (page: Page) =>
  chrome(page)
    .navbar.getByRole('link', { name: /Carrito/ })
    .getByTestId('cart-count');
/** The amount of a summary row ("Total", "Subtotal", …). */
const summaryValue = (summary: Locator, label: string) =>
  summary
    .locator('dl > div')
    .filter({ has: summary.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test(
  'cart: see the item, increase its quantity, see the totals follow, remove it, see the empty cart',
  { tag: '@both' },
  async ({ page }) => {
    const main = await openCartWith(page, COFFEE);
    const item = main.getByRole('listitem', { name: COFFEE.name });
    await expect(item).toContainText('Mensual');
    await expect(item).toContainText('$7.990 c/u');
    const summary = main.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summaryValue(summary, 'Total')).toHaveText('$7.990');
    await expect(summary).toContainText('Despacho');
    await expect(badge(page)).toHaveText('1');
    await expect(main.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/tienda-demo/checkout',
    );

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
    await expect(main.getByRole('link', { name: 'Ver productos' })).toHaveAttribute(
      'href',
      '/tienda-demo/catalog',
    );

    // The server agrees: a reload shows the empty cart.
    await page.reload();
    await expect(main.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  },
);

test(
  'cart: the empty cart keeps its image’s box while the image loads, so nothing under it moves',
  { tag: '@both' },
  async ({ page }) => {
    // Scene: a copy of tienda-demo whose empty-cart image the sandbox holds back until released.
    const held = await scene<{ id: string; imageUrl: string }>('/sandbox/images/held', {});
    const store = await cloneStore('tienda-demo', 'empty-image', {
      store: { content: { views: { cart: { emptyCart: { imageUrl: held.imageUrl } } } } },
    });
    await page.goto(storeUrl(store, 'cart'));
    const main = page.getByRole('main');
    const title = main.getByRole('heading', { name: 'Tu carrito está vacío' });
    await expect(title).toBeVisible();
    const image = main.locator(`img[src$="/sandbox/images/held/${held.id}.svg"]`);
    const arrived = () =>
      image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(await arrived()).toBe(false); // the sandbox has not answered it yet
    const before = await title.boundingBox();
    await scene(`/sandbox/images/held/${held.id}/release`, {});
    await expect.poll(arrived).toBe(true);
    expect(await title.boundingBox()).toEqual(before);
  },
);

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

test(
  'cart: a product emptied while it sits in the cart is taken out with the "Productos eliminados" notice',
  { tag: '@both' },
  async ({ page }) => {
    // A private copy of tienda-demo and its products: the stock this test empties is nobody else's.
    const store = await privateStore('cart-emptied', [COFFEE.id, CLEANING_KIT.id]);
    const [coffee, kit] = store.products as [ProductCopy, ProductCopy];
    await page.goto(storeUrl(store.name, 'cart'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
    const guestId = await pageGuestId(page);
    for (const [product, billingType] of [
      [coffee, COFFEE.billingType],
      [kit, CLEANING_KIT.billingType],
    ] as const) {
      const response = await fetch(`${SANDBOX_URL}/v1/carts/addProduct`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          storeId: store.storeId,
          guestId,
          product: { productId: product._id, quantity: 1, billingType },
        }),
      });
      expect(response.status, await response.text()).toBe(200);
    }
    await page.reload();
    await expect(main.getByRole('listitem', { name: kit.name })).toBeVisible();

    // The last units sell elsewhere; the shopper's next change brings back a cart without the kit.
    await setStock(kit, 0);
    const coffeeItem = main.getByRole('listitem', { name: coffee.name });
    await coffeeItem
      .getByRole('group', { name: `Cantidad de ${coffee.name}` })
      .getByRole('button', { name: 'Aumentar cantidad' })
      .click();
    const notice = page.getByRole('dialog', { name: 'Productos eliminados' });
    await expect(notice).toContainText('Se quitaron estos productos:');
    await expect(notice).toContainText(kit.name);
    await expectNoSeriousAxeViolations(page);
    await notice.getByRole('button', { name: 'Volver al carrito' }).click();
    await expect(notice).toBeHidden();
    await expect(main.getByRole('listitem', { name: kit.name })).toHaveCount(0);
    await expect(coffeeItem).toBeVisible();
  },
);

/** Seed (deploy/sandbox/src/seed/shopper.ts): Ana's tienda-demo subscription with a price change. */
const PRICE_CHANGE = {
  subscriptionId: 'sub-td-0006',
  productId: 'td-p-0010',
  name: 'Café de especialidad 1 kg',
};
interface PriceChangeFlags {
  newPrice: number;
  priceDeploymentAt: string;
  seen: boolean;
  userAction: boolean;
}

test(
  'cart: a signed-in shopper sees the price change of her subscription items; closing marks them seen',
  { tag: '@both' },
  async ({ page }) => {
    // Spec 000 §2 Cart page modals, §4 "Price change notice on items"; 001 §3 priceChange.
    const ana = await sceneSession(DEMO_SHOPPER.email);
    const api = apiAs(ana);
    const priceChange = async () =>
      (
        await api.call<{ products: Array<{ productId: string; priceChange: PriceChangeFlags }> }>(
          'GET',
          `subscriptions/${PRICE_CHANGE.subscriptionId}`,
        )
      ).products.find((p) => p.productId === PRICE_CHANGE.productId)!.priceChange;
    // Scene: not dismissed for good (the desktop and phone runs share Ana; neither ticks the box).
    await api.call('PATCH', `subscriptions/${PRICE_CHANGE.subscriptionId}`, {
      products: [{ productId: PRICE_CHANGE.productId, priceChange: { userAction: false } }],
    });
    const { priceDeploymentAt } = await priceChange();
    const utcDay = (date: Date) =>
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    const days = Math.round(
      (utcDay(new Date(priceDeploymentAt)) - utcDay(new Date())) / 86_400_000,
    );

    await signInWithTokens(page, 'tienda-demo', ana);
    await page.goto(storeUrl('tienda-demo', 'cart'));
    // The seeded opt-in is true: green, nothing to confirm.
    const dialog = page.getByRole('dialog', { name: 'Cambio de precio en tus suscripciones' });
    await expect(dialog).toBeVisible();
    const item = dialog
      .getByRole('list', { name: 'Productos con cambio de precio' })
      .getByRole('listitem')
      .filter({ hasText: PRICE_CHANGE.name });
    await expect(item).toContainText('Precio actual: $25.990');
    await expect(item).toContainText('Nuevo precio: $27.990');
    await expect(item).toContainText(`Cambia en ${days} días`);
    await expect(dialog).not.toContainText('Confirmación requerida');
    await expect(dialog.getByRole('checkbox', { name: 'No volver a mostrar' })).not.toBeChecked();
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    // "closed otherwise, they are marked seen with userAction false": so it comes back next time.
    await expect.poll(priceChange).toMatchObject({ seen: true, userAction: false });
    await page.reload();
    await expect(
      page.getByRole('dialog', { name: 'Cambio de precio en tus suscripciones' }),
    ).toBeVisible();
  },
);
