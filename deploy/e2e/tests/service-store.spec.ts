// Spec 000 §1-2: a service store skips landing, catalogue, cart and checkout and sends the
// shopper to the charges panel (userpanel/charges); its navbar leads to its services.
import { expect, test, type Locator } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectPageRendered } from '../support/pages';
import { chrome, ownHostUrl } from '../support/shopper';
import { signInAs } from '../support/session';

test(
  'a service store sends the root, catalogue and cart to userpanel/charges',
  { tag: '@both' },
  async ({ page }) => {
    await signInAs(page, 'servicios-demo');
    for (const path of ['', 'catalog', 'cart']) {
      await page.goto(ownHostUrl('servicios-demo', path));
      await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
    }
    await expectPageRendered(page);
  },
);

test('not signed in, the charges panel asks for a login first', async ({ page }) => {
  await page.goto(ownHostUrl('servicios-demo', ''));
  await expect(page).toHaveURL(
    ownHostUrl('servicios-demo', 'login?redirect=%2Fuserpanel%2Fcharges'),
  );
});

test(
  'servicios-demo leads to its services, and lists each account option once (issue 39)',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await signInAs(page, 'servicios-demo');
    await page.goto(ownHostUrl('servicios-demo', 'userpanel/charges'));
    const navbar = chrome(page).navbar;
    let service: Locator;
    if (isMobile) {
      await navbar.getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.getByRole('dialog');
      // "Mis cobros" and "Mis tarjetas" are the account's, once (the navbar repeated them).
      await expect(drawer.getByRole('link', { name: 'Mis cobros' })).toHaveCount(1);
      await expect(drawer.getByRole('link', { name: 'Mis tarjetas' })).toHaveCount(1);
      await expect(drawer.getByText('Servicios', { exact: true })).toBeVisible();
      service = drawer.getByRole('link', { name: 'Mantención mensual de jardín' });
    } else {
      await expect(navbar.getByRole('link', { name: 'Mis cobros' })).toHaveCount(0);
      await navbar.getByRole('button', { name: 'Servicios' }).click();
      const menu = page.getByRole('menu');
      // Every active service, none inactive.
      await expect(menu.getByRole('menuitem')).toHaveCount(6);
      await expect(
        menu.getByRole('menuitem', { name: 'Instalación de aire acondicionado' }),
      ).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      service = menu.getByRole('menuitem', { name: 'Mantención mensual de jardín' });
    }
    await service.click();
    await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'services/svc-sv-0001'));
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: 'Mantención mensual de jardín' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  },
);
