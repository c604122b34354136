// Spec 000 §1-2 "Shell": each store's template colours its navbar; on phones a hamburger opens
// the side drawer; the cart button carries the item count.
import { expect, test } from '../support/test';
import { basePaydays } from '../support/paydays';
import { expectPageRendered } from '../support/pages';
import { chrome, storeUrl } from '../support/shopper';
import { addToGuestCart, storeInfo } from '../support/sandbox';
import { signInAs } from '../support/session';

for (const [store, colour, rgb] of [
  ['tienda-demo', '#0B6E4F', 'rgb(11, 110, 79)'],
  ['farmacia-demo', '#C2185B', 'rgb(194, 24, 91)'],
] as const) {
  test(
    `${store}: the navbar takes the store colour ${colour}`,
    { tag: '@both' },
    async ({ page }) => {
      await page.goto(storeUrl(store, 'login'));
      await expect(chrome(page).navbar).toHaveCSS('background-color', rgb);
    },
  );
}

test(
  'phone: "Abrir menú" opens the drawer with "No has iniciado sesión", the options and "Mi cuenta"',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    await chrome(page).navbar.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('No has iniciado sesión')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Mis tarjetas' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'login'));
    await expect(drawer).toBeHidden();
  },
);

test(
  'phone: signed in, the drawer shows the shopper e-mail and "Cerrar sesión"',
  { tag: '@phone-only' },
  async ({ page }) => {
    await signInAs(page, 'tienda-demo');
    await chrome(page).navbar.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('ana@demo.cl')).toBeVisible();
    await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
    await chrome(page).navbar.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog').getByText('No has iniciado sesión')).toBeVisible();
  },
);

test(
  'desktop: no hamburger; the navbar offers "Iniciar sesión"',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    const { navbar } = chrome(page);
    await expect(navbar.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(
      navbar
        .getByRole('link', { name: 'Iniciar sesión' })
        .or(navbar.getByRole('button', { name: 'Iniciar sesión' }))
        .first(),
    ).toBeVisible();
  },
);

test(
  'the cart button shows the item count of the visitor cart',
  { tag: '@both' },
  async ({ page }) => {
    const store = await storeInfo('tienda-demo');
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    await expectPageRendered(page);
    const badge = chrome(page)
      .navbar.getByRole('link', { name: /Carrito/ })
      .getByTestId('cart-count');
    await expect(badge).toHaveText('0');
    // The same visitor's cart gets two items (another tab, say); the next page load counts them.
    const guestId = await page.evaluate(() => window.localStorage.getItem('guestId'));
    expect(guestId).toBeTruthy();
    const cart = await addToGuestCart({
      storeId: store._id,
      guestId: guestId!,
      productId: 'td-p-0934',
      quantity: 2,
      billingType: 'monthly',
    });
    expect(cart.totalLength).toBeGreaterThan(0);
    await page.reload();
    await expect(badge).toHaveText(String(cart.totalLength));
  },
);

test(
  'adding a product from the catalogue raises the badge without a reload',
  { tag: '@both' },
  async ({ page }) => {
    // td-p-0009: weekly and monthly, unlimited stock, no labels; tienda-demo offers a base payday.
    await page.goto(storeUrl('tienda-demo', 'products/td-p-0009'));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Café de especialidad 250 g' }),
    ).toBeVisible();
    const badge = chrome(page)
      .navbar.getByRole('link', { name: /Carrito/ })
      .getByTestId('cart-count');
    await expect(badge).toHaveText('0');
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await main.getByRole('radio', { name: /Mensual/ }).check();
    await main.getByLabel('Fecha de pago').fill((await basePaydays()).workday);
    await main.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Producto agregado al carrito' }),
    ).toBeVisible();
    await expect(badge).toHaveText('1');
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(
      true,
    );
  },
);
