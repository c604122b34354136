// Spec 000 §2: "The document title after every navigation is '{route title} - {store name}'".
import { expect, test } from '../support/test';
import { expectPageRendered } from '../support/pages';
import { chrome, storeUrl } from '../support/shopper';
import { storeInfo } from '../support/sandbox';

test(
  'the title is "{route title} - {store name}" on load and after each navigation',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const tienda = await storeInfo('tienda-demo');
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    await expect(page).toHaveTitle(`Catálogo - ${tienda.displayName}`);
    await expectPageRendered(page);

    // Client-side navigations, as a shopper clicks.
    await chrome(page)
      .navbar.getByRole('link', { name: /Carrito/ })
      .click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'cart'));
    await expect(page).toHaveTitle(`Carrito - ${tienda.displayName}`);
    // The cart screen first: a spinner-sized page would move the footer under the click.
    await expectPageRendered(page);

    await chrome(page).footer.getByRole('link', { name: '¿Cómo funciona?' }).click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'info'));
    await expect(page).toHaveTitle(`¿Cómo funciona? - ${tienda.displayName}`);

    if (!isMobile) {
      await chrome(page)
        .navbar.getByRole('link', { name: 'Iniciar sesión' })
        .or(chrome(page).navbar.getByRole('button', { name: 'Iniciar sesión' }))
        .first()
        .click();
      await expect(page).toHaveTitle(`Iniciar sesión - ${tienda.displayName}`);
    }
  },
);

test('each store has its own name in the title', async ({ page }) => {
  const farmacia = await storeInfo('farmacia-demo');
  await page.goto(storeUrl('farmacia-demo', 'login'));
  await expect(page).toHaveTitle(`Iniciar sesión - ${farmacia.displayName}`);
});

test('the server’s first bytes already carry the title, before any script runs (issue 40: "Tienda" until hydration)', async ({
  request,
}) => {
  const tienda = await storeInfo('tienda-demo');
  const farmacia = await storeInfo('farmacia-demo');
  const titleOf = async (url: string) => {
    const html = await (await request.get(url)).text();
    return /<title>([^<]*)<\/title>/.exec(html)?.[1];
  };
  expect(await titleOf(storeUrl('tienda-demo'))).toBe(`Inicio - ${tienda.displayName}`);
  expect(await titleOf(storeUrl('tienda-demo', 'catalog'))).toBe(
    `Catálogo - ${tienda.displayName}`,
  );
  expect(await titleOf(storeUrl('tienda-demo', 'info'))).toBe(
    `¿Cómo funciona? - ${tienda.displayName}`,
  );
  expect(await titleOf(storeUrl('farmacia-demo', 'contact'))).toBe(
    `Contacto - ${farmacia.displayName}`,
  );
});
