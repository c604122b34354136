// Spec 000 §2 "Path prefix": marketplace mode (prefix = first path segment) and a store's own
// host (empty prefix); the bare marketplace host lists the stores (002 §2); an unknown store goes to
// the provider's home; any unknown path goes to the store root.
import { expect, test } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectPageRendered } from '../support/pages';
import { chrome, ownHostUrl, storeUrl } from '../support/shopper';
import { storeInfo } from '../support/sandbox';
import { signInAs } from '../support/session';

test(
  'marketplace mode: a store lives under its name and its links keep the prefix',
  { tag: '@both' },
  async ({ page }) => {
    const store = await storeInfo('tienda-demo');
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    await expectPageRendered(page);
    const { navbar } = chrome(page);
    await expect(navbar.getByText(store.displayName, { exact: true }).first()).toBeVisible();
    await expect(navbar.getByRole('link', { name: /Carrito/ })).toHaveAttribute(
      'href',
      '/tienda-demo/cart',
    );
    await expect(chrome(page).footer.getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/tienda-demo/contact',
    );
  },
);

test('own host: servicios-demo.localhost has no prefix', { tag: '@both' }, async ({ page }) => {
  const store = await storeInfo('servicios-demo');
  await signInAs(page, 'servicios-demo');
  await page.goto(ownHostUrl('servicios-demo', 'userpanel/charges'));
  await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
  await expectPageRendered(page);
  // The store's links carry no prefix on its own host.
  const home = chrome(page).navbar.getByRole('link', { name: store.displayName }).last();
  await expect(home).toHaveAttribute('href', /^\/(?!servicios-demo)/);
});

test('an unknown path goes to the store root (marketplace: the first path segment)', async ({
  page,
}) => {
  await page.goto(storeUrl('tienda-demo', 'esto/no/existe'));
  await expect(page).toHaveURL(/\/tienda-demo\/?$/);
  await expectPageRendered(page);
});

test('an unknown path on a store own host goes to its root', async ({ page }) => {
  await signInAs(page, 'servicios-demo');
  await page.goto(ownHostUrl('servicios-demo', 'esto-no-existe'));
  // The root of a service store is its charges panel (spec 000 §1).
  await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
});

test(
  'the bare marketplace host is the marketplace root (002 §2): titled as a marketplace, it lists the stores',
  { tag: '@both' },
  async ({ page }) => {
    const [tienda, farmacia] = await Promise.all([
      storeInfo('tienda-demo'),
      storeInfo('farmacia-demo'),
    ]);
    await page.goto('/');
    await expect(page).toHaveTitle('Marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    // Other journeys add stores of their own (copies named alike): each link is found by its path.
    const stores = page.getByRole('list', { name: 'Tiendas' });
    const linkTo = (path: string) => stores.locator(`a[href="${path}"]`);
    await expect(linkTo('/farmacia-demo')).toHaveAccessibleName(farmacia.displayName);
    await expect(linkTo('/tienda-demo')).toHaveAccessibleName(tienda.displayName);
    await expectNoSeriousAxeViolations(page);
    // 000 §2's provider home stays one link away.
    await expect(page.getByRole('link', { name: 'Conoce la plataforma' })).toHaveAttribute(
      'href',
      `${SANDBOX_URL}/sandbox/home`,
    );
    await linkTo('/tienda-demo').click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', ''));
    await expectPageRendered(page);
  },
);

test('a store that does not exist goes to the provider home', async ({ page }) => {
  await page.goto(storeUrl('tienda-que-no-existe' as 'tienda-demo', 'catalog'));
  await expect(page).toHaveURL(`${SANDBOX_URL}/sandbox/home`);
});
