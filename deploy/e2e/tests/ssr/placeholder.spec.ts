// Issue 15 "Server-rendered public routes" (Done means, Playwright): signed-in routes and the cart are
// rendered by the browser over the server's placeholder.
import { expect, test } from '../../support/test';
import {
  expectRenderedBy,
  hydrationWarnings,
  ssrHeader,
  waitForHydration,
} from '../../support/hydration';
import { apiAs, shopperWithProfile, signInAs, signInWithTokens } from '../../support/session';
import { chrome, storeUrl } from '../../support/shopper';
import { storePages } from '../../support/storefront-data';
import { boxInMain, PRODUCT, STORE } from './ssr-scene';

// Signed-in routes, and the cart (mfe-cart-checkout has no server build yet), are rendered by the
// browser, over the server's placeholder: the store's chrome and the page's loading state, so a
// phone paints the store before the scripts have run (issue 15, the other routes' score).
test.describe('the server’s placeholder of a client-rendered route', () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    for (const path of ['cart', 'userpanel/cards']) {
      test(`${path}: the store’s navbar and footer, and the page loading (not a redirect)`, async ({
        page,
      }) => {
        const expected = await storePages(STORE);
        const response = await page.goto(storeUrl(STORE, path));
        expect(response?.status()).toBe(200);
        expect(ssrHeader(response)).toBe('placeholder');
        await expectRenderedBy(page, 'placeholder');
        await expect(chrome(page).navbar).toContainText(expected.storeName);
        await expect(chrome(page).footer).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('status', { name: 'Cargando' }),
        ).toBeVisible();
        await expect(page).toHaveURL(storeUrl(STORE, path));
      });
    }
  });

  test(
    'checkout: its title is in the server’s HTML, where the page then draws it (routes.json heading)',
    { tag: '@both' },
    async ({ page, browser, viewport }) => {
      const title = { level: 1, name: 'Confirma tu compra' } as const;
      // Before any script (JavaScript off): the title and the loading state, from the server alone.
      // Its box is taken relative to main: without JavaScript a notice bar sits above the navbar.
      const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
      const bare = await noScripts.newPage();
      const response = await bare.goto(storeUrl(STORE, 'checkout'));
      expect(ssrHeader(response)).toBe('placeholder');
      await expect(bare.getByRole('main').getByRole('heading', title)).toBeVisible();
      await expect(bare.getByRole('main').getByRole('status', { name: 'Cargando' })).toBeVisible();
      const painted = await boxInMain(bare.getByRole('main'), title);
      await noScripts.close();

      // The page itself, for a shopper with a cart line: the same title in the same place.
      const shopper = await shopperWithProfile({
        name: 'Lucía',
        lastName: 'Mora',
        rut: '11111111-1',
      });
      await apiAs(shopper).call('POST', 'carts/addProduct', {
        storeId: 'st-tienda-demo',
        guestId: `g-ssr-${Date.now()}`,
        userId: shopper.userId,
        product: { productId: PRODUCT, quantity: 1, billingType: 'monthly' },
      });
      await signInWithTokens(page, STORE, shopper);
      await page.goto(storeUrl(STORE, 'checkout'));
      const main = page.getByRole('main');
      await expect(main.getByRole('region', { name: 'Resumen de la compra' })).toBeVisible();
      expect(await boxInMain(main, title)).toEqual(painted);
    },
  );

  // Issue 41: a panel route's server HTML carries, beside the chrome, the page's h1 and the rows
  // its list stands on (routes.json heading, frame "panel", skeleton "rows"), and no "Iniciar
  // sesión" (the session is the browser's); the page then draws its h1 in the same place.
  for (const [path, heading, empty] of [
    ['userpanel/subscriptions', 'Mis suscripciones', 'No tienes suscripciones activas.'],
    ['userpanel/cards', 'Mis tarjetas', 'Aún no tienes tarjetas registradas.'],
  ] as const)
    test(
      `${path}: its h1 and rows skeleton in the server’s HTML, where the page then draws its h1`,
      { tag: '@both' },
      async ({ page, browser, viewport }) => {
        const title = { level: 1, name: heading } as const;
        const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
        const bare = await noScripts.newPage();
        const response = await bare.goto(storeUrl(STORE, path));
        expect(ssrHeader(response)).toBe('placeholder');
        const main = bare.getByRole('main');
        await expect(main.getByRole('heading', title)).toBeVisible();
        const rows = main.getByRole('status', { name: 'Cargando' });
        await expect(rows).toBeVisible();
        await expect(rows).toHaveAttribute('data-skeleton', 'rows');
        await expect(chrome(bare).navbar).toContainText((await storePages(STORE)).storeName);
        await expect(chrome(bare).navbar.getByText('Iniciar sesión')).toHaveCount(0);
        // Where it stands (its width is the text's once a button shares its row).
        const place = ({ x, y, height }: { x: number; y: number; height: number }) => ({
          x,
          y,
          height,
        });
        const painted = place(await boxInMain(main, title));
        await noScripts.close();

        const shopper = await shopperWithProfile({
          name: 'Lucía',
          lastName: 'Mora',
          rut: '11111111-1',
        });
        await signInWithTokens(page, STORE, shopper);
        await page.goto(storeUrl(STORE, path));
        await expectRenderedBy(page, 'placeholder');
        const live = page.getByRole('main');
        // Her (empty) lists are in: the rows gave way to the page's own content.
        await expect(live.getByText(empty)).toBeVisible();
        await expect(live.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
        expect(place(await boxInMain(live, title))).toEqual(painted);
      },
    );

  test('the cart: the browser renders the page over it, one navbar, no hydration warning', async ({
    page,
  }) => {
    const warnings = hydrationWarnings(page);
    await page.goto(storeUrl(STORE, 'cart'));
    await expectRenderedBy(page, 'placeholder');
    await waitForHydration(page);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    // Live: the empty cart's button opens the catalogue inside the app.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Ver productos' })
      .or(page.getByRole('main').getByRole('button', { name: 'Ver productos' }))
      .click();
    await expect(page).toHaveURL(storeUrl(STORE, 'catalog'));
    expect(warnings).toEqual([]);
  });

  test('a signed-in route: a visitor is sent to log in, a signed-in shopper sees the page', async ({
    page,
  }) => {
    await page.goto(storeUrl(STORE, 'userpanel/cards'));
    await expectRenderedBy(page, 'placeholder');
    await expect(page).toHaveURL(storeUrl(STORE, 'login?redirect=%2Fuserpanel%2Fcards'));

    await signInAs(page, STORE, { path: 'userpanel/cards' });
    const warnings = hydrationWarnings(page);
    await page.goto(storeUrl(STORE, 'userpanel/cards'));
    await expectRenderedBy(page, 'placeholder');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status', { name: 'Cargando' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    expect(warnings).toEqual([]);
  });
});
