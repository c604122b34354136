// Spec 000 §2 store root "Query action=subscribe sends the user to checkout once cart validation
// finds nothing changed", §4 Cart change detection (the removed-or-reduced modal, texts of
// content.views.overlays.cartCatalogSafeCheck). Each test makes its own store (a clone of
// tienda-demo) holding private copies of seeded products, so changing their stock or taking them
// off sale is seen by no other test.
import { expect, test, type Page } from '../support/test';
import type { StoreName } from '../support/env';
import { newShopper } from '../support/mailbox';
import { privateStore, scene, setSaleState, setStock, type ProductCopy } from '../support/products';
import { apiAs, shopperWithProfile, signInWithTokens } from '../support/session';
import { signInWithPassword, storeUrl } from '../support/shopper';

type Copy = ProductCopy;

const takeOffSale = (product: Copy) => setSaleState(product, { active: false });

/** A signed-in shopper (scene tokens) whose cart in `storeId` holds these lines. */
async function shopperWithCart(storeId: string, lines: Array<[Copy, number]>) {
  // A complete profile, so the user-info page does not stand in the way.
  const tokens = await shopperWithProfile({ name: 'Sara', lastName: 'Mora', rut: '11111111-1' });
  const userId = tokens.userId;
  for (const [product, quantity] of lines)
    await apiAs(tokens).call('POST', 'carts/addProduct', {
      storeId,
      guestId: `e2e-device-${userId}`,
      userId,
      product: { productId: product._id, quantity, billingType: 'monthly' },
    });
  return tokens;
}

/** The cart page shows these products: what the shopper saw is now the cart snapshot. */
async function seeCart(page: Page, store: StoreName, names: string[]) {
  await page.goto(storeUrl(store, 'cart'));
  for (const name of names)
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
}

test('a cart that did not change goes on to checkout', async ({ page }) => {
  const { name, storeId, products } = await privateStore('sub-ok', ['td-p-0002', 'td-p-0007']);
  const [coffee, other] = products as [Copy, Copy];
  const tokens = await shopperWithCart(storeId, [
    [coffee, 1],
    [other, 2],
  ]);
  await signInWithTokens(page, name, tokens);
  await seeCart(page, name, [coffee.name, other.name]);

  await page.goto(`${storeUrl(name)}/?action=subscribe`);
  await expect(page).toHaveURL(storeUrl(name, 'checkout'));
  await expect(page.getByRole('dialog', { name: 'Tu carrito cambió' })).toHaveCount(0);
});

test(
  'a product off sale and a lowered stock open the Tu carrito cambió dialog',
  { tag: '@both' },
  async ({ page }) => {
    const { name, storeId, products } = await privateStore('sub-changed', [
      'td-p-0002',
      'td-p-0007',
      'td-p-0003',
    ]);
    const [gone, cut, later] = products as [Copy, Copy, Copy];
    const tokens = await shopperWithCart(storeId, [
      [gone, 1],
      [cut, 3],
      [later, 2],
    ]);
    await signInWithTokens(page, name, tokens);
    await seeCart(page, name, [gone.name, cut.name, later.name]);

    // The merchant takes one product off sale and leaves one unit of another.
    await takeOffSale(gone);
    await setStock(cut, 1);
    await page.goto(`${storeUrl(name)}/?action=subscribe`);
    const dialog = page.getByRole('dialog', { name: 'Tu carrito cambió' });
    await expect(dialog).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Estos productos cambiaron:' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: gone.name })).toContainText(
      'Ya no está disponible',
    );
    await expect(list.getByRole('listitem').filter({ hasText: cut.name })).toContainText(
      'Cantidad: antes 3, ahora 1',
    );
    await expect(dialog).toContainText('El resto de tu carrito se mantiene igual.');
    // The action is dropped, so a reload does not ask again.
    await expect(page).toHaveURL(new RegExp(`/${name}/?$`));
    await dialog.getByRole('button', { name: 'Volver al carrito' }).click();
    await expect(page).toHaveURL(storeUrl(name, 'cart'));
    await expect(page.getByRole('main').getByText(later.name).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(gone.name)).toHaveCount(0);

    // What the cart page showed is the new reference: only the next change counts.
    await setStock(later, 1);
    await page.goto(`${storeUrl(name)}/?action=subscribe`);
    await expect(dialog).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(
      `${later.name}: Cantidad: antes 2, ahora 1`,
    );
    await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page).toHaveURL(storeUrl(name, 'checkout'));
  },
);

test('signed out, checkout goes through login?action=subscribe and the validated cart to checkout', async ({
  page,
}) => {
  const { name, storeId, products } = await privateStore('sub-login', ['td-p-0002']);
  const [coffee] = products as [Copy];
  const shopper = await newShopper('suscribir');
  // The visitor's cart on this browser (keyed by its guestId).
  await page.goto(storeUrl(name));
  let guestId: string | null = null;
  await expect
    .poll(async () => (guestId = await page.evaluate(() => localStorage.getItem('guestId'))))
    .toBeTruthy();
  await scene('/v1/carts/addProduct', {
    storeId,
    guestId,
    product: { productId: coffee._id, quantity: 1, billingType: 'monthly' },
  });

  await page.goto(storeUrl(name, 'checkout'));
  await expect(page).toHaveURL(storeUrl(name, 'login?action=subscribe'));
  await signInWithPassword(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(storeUrl(name, 'checkout'));
});
