// Spec 000 §2 info ("¿Cómo funciona?") and contact pages with tienda-demo's seeded views
// (deploy/sandbox/src/seed/stores/tienda-demo.ts), their redirect rules for a service store, and
// §9: info steps in pairs on screens 900px wide or more.
import { expect, test } from '../support/test';
import { ownHostUrl, storeUrl } from '../support/shopper';
import { signInAs } from '../support/session';

const STEPS = [
  'Elige tus productos',
  'Inscribe tu tarjeta',
  'Recibe en tu casa',
  'Gestiona tu suscripción',
];

test(
  'info: title, description and the four steps, in pairs on desktop and one column on the phone',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await page.goto(storeUrl('tienda-demo', 'info'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '¿Cómo funciona?' })).toBeVisible();
    await expect(main.getByText('Suscribirte es simple:')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(STEPS);
    await expect(
      main.getByText('Pagas automáticamente en cada periodo, sin preocuparte.'),
    ).toBeVisible();
    const steps = main.getByRole('listitem');
    const [first, second] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
    if (isMobile) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else expect(second!.y).toBe(first!.y);
    await expect(page).toHaveTitle(/^¿Cómo funciona\? - /);
  },
);

test('contact: the view text, e-mail and phone links', async ({ page }) => {
  await page.goto(storeUrl('tienda-demo', 'contact'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expect(
    main.getByText('Escríbenos a soporte@tienda-demo.cl o llámanos al +56 2 2345 6789.'),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'soporte@tienda-demo.cl' })).toHaveAttribute(
    'href',
    'mailto:soporte@tienda-demo.cl',
  );
  await expect(main.getByRole('link', { name: '+56223456789' })).toHaveAttribute(
    'href',
    'tel:+56223456789',
  );
});

test('the pharmacy store shows its own info and contact', async ({ page }) => {
  await page.goto(storeUrl('farmacia-demo', 'info'));
  await expect(
    page.getByRole('main').getByText('Reposición programada de tus tratamientos:'),
  ).toBeVisible();
  await page.goto(storeUrl('farmacia-demo', 'contact'));
  await expect(
    page.getByRole('main').getByRole('link', { name: 'contacto@farmacia-demo.cl' }),
  ).toBeVisible();
});

test('a service store sends catalog, info and contact to userpanel/charges', async ({ page }) => {
  await signInAs(page, 'servicios-demo');
  for (const path of ['catalog', 'info', 'contact']) {
    await page.goto(ownHostUrl('servicios-demo', path));
    await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
  }
});
