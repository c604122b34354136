// Spec 002 §2 "userpanel/orders" and orders/{deliveryId}, §4 order statuses: Ana's seeded paid
// orders in tienda-demo (deploy/sandbox/src/seed/shopper.ts anaOrders, API.md "seeded 901, 902"):
//   #902 pending, 2 × "Café de especialidad 1 kg" at $27.990 = $55.980 + $2.990 despacho = $58.970;
//   #901 delivered, 1 × "Kit de limpieza profunda" = $14.990 + $2.990 = $17.980;
// both to Avenida Providencia 1234 ("Dejar en conserjería"), Providencia. Their dates are relative
// to the seeding, so they are read from the provider. Ana opens one, reads its detail and goes
// back; an unknown order says so; subscribed=true shows the purchase success overlay; a shopper
// without orders sees the spec's empty text; a service store sends the orders routes to its
// charges. Every test only reads, so desktop and phone run side by side with the same Ana.
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { DEMO_SHOPPER } from '../support/env';
import { newShopper } from '../support/mailbox';
import { apiAs, sceneSession, signInAs } from '../support/session';
import { ownHostUrl, storeUrl } from '../support/shopper';

const EMPTY =
  'Las órdenes sólo se mostrarán una vez que se haya realizado el pago. Aún no tienes órdenes pagadas.';
const ORDERS = storeUrl('tienda-demo', 'userpanel/orders');

/** 001 §9 "Dates shown DD/MM/YYYY …; dates are UTC". */
function shownDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** The dates of Ana's seeded orders #902 and #901, as the screens should show them. */
async function seededDates(): Promise<{ pending: string; delivered: string }> {
  const api = apiAs(await sceneSession(DEMO_SHOPPER.email));
  const [pending, delivered] = await Promise.all(
    ['dlv-td-0002', 'dlv-td-0001'].map((id) =>
      api.call<{ createdAt: string }>('GET', `deliveries/${id}`),
    ),
  );
  return { pending: shownDate(pending!.createdAt), delivered: shownDate(delivered!.createdAt) };
}

/** The value (dd) a definition list gives for a label (dt). */
const fact = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const ordersList = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Órdenes pagadas' });

test(
  'Ana sees her paid orders with Spanish statuses, opens one, reads its detail and goes back',
  { tag: '@both' },
  async ({ page }) => {
    const dates = await seededDates();
    await signInAs(page, 'tienda-demo', { path: 'userpanel/orders' });
    await expect(page).toHaveURL(ORDERS);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mis Órdenes' })).toBeVisible();

    const pending = ordersList(page).getByRole('listitem', { name: 'Orden N° 902' });
    const delivered = ordersList(page).getByRole('listitem', { name: 'Orden N° 901' });
    await expect(pending).toBeVisible();
    await expect(fact(pending, 'Estado')).toHaveText('Pendiente');
    await expect(fact(pending, 'Fecha')).toHaveText(dates.pending);
    await expect(fact(pending, 'Total')).toHaveText('$58.970');
    await expect(fact(delivered, 'Estado')).toHaveText('Entregado');
    await expect(fact(delivered, 'Fecha')).toHaveText(dates.delivered);
    await expect(fact(delivered, 'Total')).toHaveText('$17.980');
    await expect(main.getByText(EMPTY)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await pending.getByRole('link', { name: 'Ver detalle de la orden N° 902' }).click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/orders/dlv-td-0002'));
    await expect(main.getByRole('heading', { level: 1, name: 'Orden N° 902' })).toBeVisible();
    const data = main.getByRole('region', { name: 'Datos de la orden' });
    await expect(fact(data, 'Fecha')).toHaveText(dates.pending);
    await expect(fact(data, 'Estado')).toHaveText('Pendiente');
    await expect(fact(data, 'Dirección')).toContainText('Avenida Providencia 1234');
    await expect(fact(data, 'Dirección')).toContainText('Dejar en conserjería');
    await expect(fact(data, 'Comuna')).toHaveText('Providencia');

    const coffee = main
      .getByRole('list', { name: 'Productos' })
      .getByRole('listitem')
      .filter({ hasText: 'Café de especialidad 1 kg' });
    await expect(coffee).toContainText('2 × $27.990');
    await expect(coffee).toContainText('$55.980');
    const image = coffee.locator('img');
    await expect(image).toHaveAttribute('src', /\/sandbox\/images\/td-p-0010\.jpg$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const summary = main.getByRole('region', { name: 'Resumen' });
    await expect(fact(summary, 'Subtotal')).toHaveText('$55.980');
    await expect(fact(summary, 'Despacho')).toHaveText('$2.990');
    await expect(fact(summary, 'Total')).toHaveText('$58.970');
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('link', { name: 'Volver a mis órdenes' }).click();
    await expect(page).toHaveURL(ORDERS);
    await expect(pending).toBeVisible();
    await expect(delivered).toBeVisible();
  },
);

test('an unknown order says so in Spanish, and its button goes back to the list', async ({
  page,
}) => {
  await signInAs(page, 'tienda-demo', { path: 'userpanel/orders/dlv-no-existe' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Orden no encontrada' })).toBeVisible();
  await main.getByRole('button', { name: 'Volver a mis órdenes' }).click();
  await expect(page).toHaveURL(ORDERS);
  await expect(ordersList(page).getByRole('listitem', { name: 'Orden N° 902' })).toBeVisible();
});

test('back from a purchase (subscribed=true): the success overlay; Aceptar closes it and drops the flag', async ({
  page,
}) => {
  await signInAs(page, 'tienda-demo', { path: 'userpanel/orders?subscribed=true' });
  const dialog = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tu compra ha sido pagada.');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(ORDERS);
  await expect(ordersList(page).getByRole('listitem', { name: 'Orden N° 901' })).toBeVisible();
});

test(
  'a shopper without paid orders sees the exact empty text',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await newShopper('orders');
    await signInAs(page, 'tienda-demo', { ...shopper, path: 'userpanel/orders' });
    await expect(page).toHaveURL(ORDERS);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mis Órdenes' })).toBeVisible();
    await expect(main.getByText(EMPTY, { exact: true })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Órdenes pagadas' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  },
);

test('servicios-demo (a service store, own host) sends the orders routes to userpanel/charges', async ({
  page,
}) => {
  await signInAs(page, 'servicios-demo', { path: 'userpanel/orders' });
  await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
  await page.goto(ownHostUrl('servicios-demo', 'userpanel/orders/dlv-td-0001'));
  await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
});
