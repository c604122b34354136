// Spec 000 §2 "Product page and product dialog", §5 product validation and base payday: tienda-demo's
// special products (deploy/sandbox/src/seed/stores/tienda-demo.ts, td-p-0001 … td-p-0010), opened
// by id, by SKU and from a landing card; add to cart and see the navbar badge follow without a reload.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { basePaydays, firstWorkday } from '../support/paydays';
import { animationsSettled } from '../support/animations';
import { privateStore, setSaleState, setStock, type ProductCopy } from '../support/products';
import { chrome, storeUrl } from '../support/shopper';
import { signInAs } from '../support/session';

const badge = (page: Page) =>
  chrome(page)
    .navbar.getByRole('link', { name: /Carrito/ })
    .getByTestId('cart-count');
const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar al carrito' });
const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Producto agregado al carrito' });

async function openProduct(page: Page, value: string, name: string | RegExp) {
  const store = value.startsWith('fa-') ? 'farmacia-demo' : 'tienda-demo';
  await page.goto(storeUrl(store, `products/${value}`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  return main;
}

/** A value on window that a reload would wipe. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

test(
  'by id: nested labels, a frequency, then add: the banner shows and the badge rises without a reload',
  { tag: '@both' },
  async ({ page }) => {
    // td-p-0001: labels Tamaño → Chica/Grande → content; weekly 4.490, biweekly 8.490, monthly 15.990.
    const main = await openProduct(page, 'td-p-0001', 'Caja de frutas de temporada');
    await expect(badge(page)).toHaveText('0');
    await markPage(page);
    await expect(
      main.getByRole('radiogroup', { name: 'Frecuencia' }).getByRole('radio'),
    ).toHaveCount(3);

    await addButton(page).click();
    await expect(main.getByText('Debes especificar el tipo de producto')).toBeVisible();
    await expect(main.getByText('Debes seleccionar una frecuencia')).toBeVisible();

    await main
      .getByRole('radiogroup', { name: 'Elige el tamaño de tu caja' })
      .getByRole('radio', { name: 'Grande' })
      .check();
    await main
      .getByRole('radiogroup', { name: 'Elige el contenido' })
      .getByRole('radio', { name: 'Frutas y verduras' })
      .check();
    await main.getByRole('radio', { name: /Mensual/ }).check();
    await expect(main.getByText('Debes especificar el tipo de producto')).toHaveCount(0);
    await expect(main.getByTestId('product-total')).toHaveText('$15.990');
    // tienda-demo offers a base payday: it starts on the first working day (issue 39).
    await expect(main.getByLabel('Fecha de pago')).toHaveValue(await firstWorkday());
    await main.getByLabel('Fecha de pago').fill((await basePaydays()).workday);

    await addButton(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    expect(await stillSamePage(page)).toBe(true);
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'products/td-p-0001'));
  },
);

test('by SKU: every frequency with its Spanish label', async ({ page }) => {
  const main = await openProduct(page, 'TD-0010', 'Café de especialidad 1 kg');
  const radios = main.getByRole('radiogroup', { name: 'Frecuencia' }).locator('label');
  await expect(radios).toHaveText([
    /^Compra única/,
    /^Semanal/,
    /^Quincenal/,
    /^Mensual/,
    /^Bimestral/,
    /^Trimestral/,
    /^Semestral/,
    /^Anual/,
  ]);
  await main.getByRole('radio', { name: /Anual/ }).check();
  await expect(main.getByTestId('product-total')).toHaveText('$269.990');
});

test('not-found page for an unknown id and for another store\'s product; "Volver al inicio" goes to the store root', async ({
  page,
}) => {
  for (const value of ['td-p-9999', 'fa-p-0001']) {
    // Server-rendered, the page is answered as what it is: a 404 (the same page a shopper sees).
    const response = await page.goto(storeUrl('tienda-demo', `products/${value}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    await expect(addButton(page)).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(storeUrl('tienda-demo'));
});

test('not-found page for a product that is inactive, hidden, or has stock exactly 0; stock 1 still shows', async ({
  page,
}) => {
  const { name, products } = await privateStore('not-found', [
    'td-p-0002',
    'td-p-0003',
    'td-p-0004',
  ]);
  const [inactive, hidden, soldOut] = products as [ProductCopy, ProductCopy, ProductCopy];
  await page.goto(storeUrl(name, `products/${soldOut._id}`));
  await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();

  await setSaleState(inactive, { active: false });
  await setSaleState(hidden, { hidden: true });
  await setStock(soldOut, 0);
  for (const product of [inactive, hidden, soldOut]) {
    const response = await page.goto(storeUrl(name, `products/${product._id}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    await expect(addButton(page)).toHaveCount(0);
  }
  await setStock(soldOut, 1);
  await page.goto(storeUrl(name, `products/${soldOut._id}`));
  await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
});

test('expirable product: the number of periods is required for a subscription, then it adds', async ({
  page,
}) => {
  const main = await openProduct(page, 'td-p-0006', 'Caja degustación por temporada');
  await expect(main.getByLabel('Número de periodos')).toHaveCount(0);
  await main.getByRole('radio', { name: /Trimestral/ }).check();
  const cycles = main.getByLabel('Número de periodos');
  await expect(cycles.locator('option')).toHaveCount(25);
  // tienda-demo allows a base payday: give one that passes (a Monday in the future).
  await main.getByLabel('Fecha de pago').fill((await basePaydays()).workday);
  await addButton(page).click();
  await expect(main.getByText('Debes seleccionar el número de periodos')).toBeVisible();
  await cycles.selectOption('6');
  await expect(main.getByText('Debes seleccionar el número de periodos')).toHaveCount(0);
  await addButton(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
});

test('the payday’s holidays come from the public-holidays service at its own URL, not the provider API', async ({
  page,
}) => {
  // 001 §7 "Public holidays service by year" (README "Third-party services"): by default the
  // sandbox's stand-in of Nager.Date's API. From the landing, the product opens in the browser (its
  // detail dialog), which asks the year itself (a server render would have asked it already).
  await page.goto(storeUrl('tienda-demo', ''));
  const year = new Date().getUTCFullYear();
  const asked = page.waitForResponse((reply) =>
    new URL(reply.url()).pathname.startsWith(`/sandbox/holidays/api/v3/PublicHolidays/`),
  );
  await page.getByRole('link', { name: 'Paltas Hass 1 kg' }).first().click();
  const reply = await asked;
  expect(reply.status()).toBe(200);
  expect(new URL(reply.url()).pathname).toMatch(
    new RegExp(`/PublicHolidays/(${year}|${year + 1})/CL$`),
  );
  const days = (await reply.json()) as { date: string }[];
  expect(days.length).toBeGreaterThan(10);
  const detail = page.getByRole('dialog', { name: 'Detalle del producto' });
  await expect(detail.getByLabel('Fecha de pago')).toBeVisible();
});

test('base payday: a weekend, a public holiday and a past date are refused with the spec texts', async ({
  page,
}) => {
  // td-p-0004: monthly only (preselected); tienda-demo is deliverable and allows a base payday.
  const main = await openProduct(page, 'td-p-0004', 'Paltas Hass 1 kg');
  const payday = main.getByLabel('Fecha de pago');
  const days = await basePaydays();
  await payday.fill('');
  await addButton(page).click();
  await expect(main.getByText('Ingresa una fecha')).toBeVisible();
  await payday.fill(days.saturday);
  await expect(main.getByText('La fecha no puede ser un fin de semana')).toBeVisible();
  await payday.fill(days.holiday); // a weekday public holiday of the year ahead
  await expect(main.getByText('La fecha no puede ser un feriado')).toBeVisible();
  await payday.fill('2020-01-06');
  await expect(main.getByText('La fecha debe ser hoy o posterior')).toBeVisible();
  await payday.fill(days.tooFar); // more than a year ahead (API.md "Prices")
  await expect(main.getByText('La fecha no es válida')).toBeVisible();
  await payday.fill(days.workday);
  await expect(main.getByText(/^La fecha /)).toHaveCount(0);
  await addButton(page).click();
  await expect(banner(page)).toBeVisible();
});

test(
  'base payday starts on the first working day and says which days it takes; added without touching it (issue 39)',
  { tag: '@both' },
  async ({ page }) => {
    // td-p-0004: monthly only (preselected); tienda-demo is deliverable and allows a base payday.
    const main = await openProduct(page, 'td-p-0004', 'Paltas Hass 1 kg');
    const payday = main.getByLabel('Fecha de pago');
    await expect(payday).toHaveValue(await firstWorkday());
    await expect(payday).toHaveAccessibleDescription(
      'Elige un día hábil desde hoy: no se aceptan fines de semana ni feriados.',
    );
    await expect(main.getByText(/^La fecha |^Ingresa una fecha/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await addButton(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(main.getByText(/^La fecha |^Ingresa una fecha/)).toHaveCount(0);
  },
);

test('quantity: minus disabled at 1, plus stops at the stock, the total follows the quantity', async ({
  page,
}) => {
  // td-p-0007: single 14.990 and monthly 12.990, stock 3.
  const main = await openProduct(page, 'td-p-0007', 'Kit de limpieza profunda');
  const quantity = main.getByRole('group', { name: 'Cantidad' });
  await main.getByRole('radio', { name: /Compra única/ }).check();
  await expect(quantity.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
  const plus = quantity.getByRole('button', { name: 'Aumentar cantidad' });
  await plus.click();
  await plus.click();
  await expect(quantity).toContainText('3');
  await expect(plus).toBeDisabled();
  await expect(main.getByTestId('product-total')).toHaveText('$44.970');
});

test(
  'landing card opens the product dialog; adding closes it, shows the banner and raises the badge',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo'));
    const main = page.getByRole('main');
    const card = main.getByRole('link', { name: 'Frutillas orgánicas 1 kg', exact: true });
    await expect(card).toHaveAttribute('href', '/tienda-demo/products/td-p-0003');
    await expect(badge(page)).toHaveText('0');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Detalle del producto' });
    await expect(
      dialog.getByRole('heading', { level: 1, name: 'Frutillas orgánicas 1 kg' }),
    ).toBeVisible();
    await expect(page).toHaveURL(storeUrl('tienda-demo'));
    // Spec 000 §9 "Dialog width 375", less a 1rem margin each side on a phone narrower than that.
    // Measured once the dialog's opening animation (a scale) has finished.
    await animationsSettled(dialog);
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.min(375, viewport.width - 32));
    await dialog.getByRole('radio', { name: /Mensual/ }).check();
    // 20% off the first month: 6.990 → 5.592 (clp truncated).
    await expect(dialog.getByTestId('product-total')).toHaveText('$5.592');
    await dialog.getByLabel('Fecha de pago').fill((await basePaydays()).workday);
    await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(badge(page)).toHaveText('1');
  },
);

test('farmacia-demo: the metadata details show, no base payday, and an add from a landing card goes to the cart (addItemRedirect)', async ({
  page,
}) => {
  const main = await openProduct(page, 'fa-p-0001', /^Paracetamol/);
  const details = main.getByLabel('Detalles del producto');
  await expect(details.locator('dt')).toHaveText([
    'Presentacion',
    'MISB',
    'Tipo de Producto',
    'Bioequivalente',
  ]);
  await expect(details).toContainText('Medicamento');
  await expect(main.getByLabel('Fecha de pago')).toHaveCount(0);

  await page.goto(storeUrl('farmacia-demo'));
  const section = page.getByRole('main').getByRole('region', { name: 'Analgésicos' });
  await section.getByRole('article').first().getByRole('link').click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del producto' });
  await expect(dialog.getByRole('radio', { name: /Mensual/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page).toHaveURL(storeUrl('farmacia-demo', 'cart'));
  await expect(badge(page)).toHaveText('1');
});

test("signed in: the add goes to the shopper's cart (userId), a UF price shows with 2 decimals", async ({
  page,
}) => {
  // td-p-0008: UF, monthly 1,25 and yearly 13,5, not quantifiable (no quantity picker).
  await signInAs(page, 'tienda-demo', { path: 'products/td-p-0008' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Plan Hogar Premium' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Cantidad' })).toHaveCount(0);
  await main.getByRole('radio', { name: /Anual/ }).check();
  await expect(main.getByTestId('product-total')).toHaveText('UF 13,50');
  await main.getByLabel('Fecha de pago').fill((await basePaydays()).workday);
  const request = page.waitForRequest((r) => r.url().includes('/carts/addProduct'));
  await addButton(page).click();
  const body = (await request).postDataJSON() as {
    userId?: string;
    product: Record<string, unknown>;
  };
  expect(body.userId).toBeTruthy();
  expect(body.product).toMatchObject({
    productId: 'td-p-0008',
    quantity: 1,
    billingType: 'yearly',
    basePayday: (await basePaydays()).workday,
  });
  await expect(banner(page)).toBeVisible();
});
