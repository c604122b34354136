// Issue 15 "Server-rendered public routes" (Done means, Playwright): tienda-demo's public pages
// (landing, catalogue, product, info, contact) come from the server with their content in the
// HTML, fetched without running any script; `?ssr=0` and a payment route without the chrome stay
// client-rendered. Hydration: hydration.spec.ts; styles: global-styles.spec.ts; signed-in routes
// and the cart: placeholder.spec.ts. The cases that promote a variant of mfe-catalog are in
// ssr-resilience.spec.ts (run alone).
import { expect, test } from '../../support/test';
import {
  expectRenderedBy,
  rootIsEmpty,
  ssrHeader,
  waitForHydration,
} from '../../support/hydration';
import { expectCategoryClickWorks } from '../../support/pages';
import { chrome, ownHostUrl, storeUrl } from '../../support/shopper';
import { productPage, storePages } from '../../support/storefront-data';
import { expectCard, PRODUCT, STORE } from './ssr-scene';

test.describe('the HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('landing: the store name, the hero text and the first products with their prices', async ({
    page,
  }) => {
    const expected = await storePages(STORE);
    const response = await page.goto(storeUrl(STORE));
    expect(response?.status()).toBe(200);
    await expect(chrome(page).navbar).toContainText(expected.storeName);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: expected.landing.title }),
    ).toBeVisible();
    expect(expected.landing.firstProducts.length).toBeGreaterThan(0);
    for (const card of expected.landing.firstProducts) await expectCard(page, card);
    expect(ssrHeader(response)).toBe('on');
    await expectRenderedBy(page, 'server');
  });

  test('catalogue: its title and the first page’s products with their prices', async ({ page }) => {
    const expected = await storePages(STORE);
    const response = await page.goto(storeUrl(STORE, 'catalog'));
    expect(response?.status()).toBe(200);
    await expect(chrome(page).navbar).toContainText(expected.storeName);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: expected.catalog.title }),
    ).toBeVisible();
    expect(expected.catalog.firstProducts.length).toBeGreaterThan(0);
    for (const card of expected.catalog.firstProducts) await expectCard(page, card);
    expect(ssrHeader(response)).toBe('on');
    await expectRenderedBy(page, 'server');
  });

  test('product: its name and each frequency with its price', async ({ page }) => {
    const [expected, product] = await Promise.all([storePages(STORE), productPage(PRODUCT)]);
    const response = await page.goto(storeUrl(STORE, `products/${PRODUCT}`));
    expect(response?.status()).toBe(200);
    await expect(chrome(page).navbar).toContainText(expected.storeName);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const frequencies = main.getByRole('radiogroup', { name: 'Frecuencia' });
    expect(product.frequencies.length).toBeGreaterThan(0);
    for (const { label, price } of product.frequencies) {
      await expect(frequencies).toContainText(label);
      await expect(frequencies).toContainText(price);
    }
    expect(ssrHeader(response)).toBe('on');
    await expectRenderedBy(page, 'server');
  });

  test('a product that is not there: a 404 whose HTML is the not-found page', async ({ page }) => {
    const response = await page.goto(storeUrl(STORE, 'products/td-p-9999'));
    expect(response?.status()).toBe(404);
    expect(ssrHeader(response)).toBe('on');
    await expectRenderedBy(page, 'server');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Producto no encontrado' }),
    ).toBeVisible();
  });

  test('info and contact: their headings and texts', async ({ page }) => {
    const expected = await storePages(STORE);
    const info = await page.goto(storeUrl(STORE, 'info'));
    expect(info?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(chrome(page).navbar).toContainText(expected.storeName);
    await expect(main.getByRole('heading', { level: 1, name: expected.info.title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(expected.info.steps);
    expect(ssrHeader(info)).toBe('on');
    await expectRenderedBy(page, 'server');

    const contact = await page.goto(storeUrl(STORE, 'contact'));
    expect(contact?.status()).toBe(200);
    await expect(
      main.getByRole('heading', { level: 1, name: expected.contact.title }),
    ).toBeVisible();
    await expect(main).toContainText(expected.contact.description);
    expect(ssrHeader(contact)).toBe('on');
    await expectRenderedBy(page, 'server');
  });

  test('an own-host service store (servicios-demo.localhost): its public page is a 302 to the charges panel', async ({
    page,
  }) => {
    // Spec 000 §1-2: a service store sends its public pages on to the charges panel; the server
    // answers that itself (the render's router guard says where) instead of a page that leaves.
    // (The browser, not Node, resolves *.localhost: the page follows it, and the hop is read back.)
    const landed = await page.goto(ownHostUrl('servicios-demo', 'info'));
    const hop = await landed?.request().redirectedFrom()?.response();
    expect(hop?.status()).toBe(302);
    expect(hop?.headers()['location']).toBe('/userpanel/charges');
    expect(ssrHeader(hop ?? null)).toBe('on');
    await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
  });
});

test.describe('client-rendered on purpose', () => {
  test('`?ssr=0`: an empty #root marked X-SSR off, and the page still works', async ({
    page,
    request,
  }) => {
    const expected = await storePages(STORE);
    const url = `${storeUrl(STORE)}?ssr=0`;
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(ssrHeader(response)).toBe('off');
    expect(rootIsEmpty(await response.text())).toBe(true);

    await page.goto(url);
    await waitForHydration(page);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: expected.landing.title }),
    ).toBeVisible();
    await expectCard(page, expected.landing.firstProducts[0]!);
    await expectCategoryClickWorks(
      page,
      expected.landing.categories[1] ?? expected.landing.categories[0]!,
    );
  });

  test('a payment route without the chrome is not server-rendered at all', async ({ request }) => {
    const response = await request.get(
      storeUrl(STORE, 'single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A'),
    );
    expect(response.status()).toBe(200);
    expect(ssrHeader(response)).toBe('off');
    expect(rootIsEmpty(await response.text())).toBe(true);
  });
});
