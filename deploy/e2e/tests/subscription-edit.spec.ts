// Spec 001 §2 "Subscription edit" (postsubscription/{id}, titled 'Post suscripción'), §4 "Removing
// the last product opens a warning", §5 "Subscription edit save", "Address", §8 card change. Each
// test makes its own shopper and subscriptions (POST /sandbox/subscriptions), so the desktop and
// phone projects never share a row. tienda-demo (deploy/sandbox/src/seed/stores/tienda-demo.ts)
// delivers to Providencia, Las Condes, Ñuñoa, Santiago and Vitacura only, allows cancel, charges
// CLP 2.990 of delivery under CLP 50.000; farmacia-demo is the pharmacy store (001 §1).
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { apiAs } from '../support/session';
import { storeUrl } from '../support/shopper';
import { makeSubscription, shopperWithSubscriptions } from '../support/subscriptions';

interface ReadSubscription {
  status: string;
  cardId: string | null;
  price: number;
  productsPrice: number;
  products: { productId: string; quantity: number }[];
  contact?: { address?: { commune?: string } };
}

const STRAWBERRIES = 'Frutillas orgánicas 1 kg';

async function openEdit(page: Page, store: 'tienda-demo' | 'farmacia-demo', id: string) {
  await page.goto(storeUrl(store, `postsubscription/${id}`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Post suscripción' })).toBeVisible();
  return main;
}

/** The value (dd) the summary gives for a label (dt). */
const summary = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('region', { name: 'Resumen' })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Confirmar, then "Guardar cambios". Each change of the products or the address asks for a new
 * shipping quote, and until it comes Confirmar answers 'Espera a que cargue el despacho' (001 §5)
 * instead of opening the confirmation (CI once clicked while the quote of an added product was on
 * its way). So the click waits for the address panel to show the quote of what is on screen (the
 * panel's "Despacho: $…" is there only once that quote has come).
 */
async function confirmAndSave(page: Page) {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('region', { name: 'Dirección de despacho' }).getByText(/^Despacho: \$/),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const dialog = page
    .getByRole('dialog', { name: '¿Guardar los cambios?' })
    .or(page.getByRole('alertdialog', { name: '¿Guardar los cambios?' }));
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
}

test(
  'edits a quantity with the product form and saves: userpanel/subscriptions?updated=true, and the provider has it',
  { tag: '@both' },
  async ({ page }) => {
    const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
      { status: 'active', products: [{ productId: 'td-p-0003', quantity: 2 }] },
    ]);
    const sub = subscriptions[0]!;
    const main = await openEdit(page, 'tienda-demo', sub._id);
    await expect(summary(page, 'Despacho')).toHaveText('$2.990');
    // Modificar waits for the product's own answer (disabled until then): the page is whole once
    // it is enabled, and axe measures it then, not during the button's fade back to full opacity.
    await expect(main.getByRole('button', { name: `Modificar ${STRAWBERRIES}` })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('button', { name: `Modificar ${STRAWBERRIES}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modificar producto' });
    await dialog.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await dialog.getByRole('button', { name: 'Aplicar cambios' }).click();
    await expect(dialog).toBeHidden();
    await expect(summary(page, 'Productos')).toHaveText('$20.970');
    await expect(summary(page, 'Total por periodo')).toHaveText('$23.960');

    await confirmAndSave(page);
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/subscriptions?updated=true'));
    const read = await apiAs(tokens).call<ReadSubscription>('GET', `subscriptions/${sub._id}`);
    expect(read.products).toEqual([
      expect.objectContaining({ productId: 'td-p-0003', quantity: 3 }),
    ]);
    expect(read.price).toBe(20970 + 2990);
  },
);

test('removing the only product warns that the subscription would be empty and offers to cancel it, after the promotions warning (tienda-demo allows cancel)', async ({
  page,
}) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    { status: 'active', products: [{ productId: 'td-p-0003', quantity: 1 }] },
  ]);
  const sub = subscriptions[0]!;
  const main = await openEdit(page, 'tienda-demo', sub._id);
  await main.getByRole('button', { name: `Eliminar ${STRAWBERRIES}` }).click();
  const warning = page.getByRole('alertdialog', { name: 'Tu suscripción quedaría vacía' });
  await expect(warning).toContainText('¿Deseas cancelar tu suscripción?');
  // Keeping it closes the warning and removes nothing.
  await warning.getByRole('button', { name: 'Mantener suscripción' }).click();
  await expect(warning).toBeHidden();
  await expect(main.getByRole('button', { name: `Eliminar ${STRAWBERRIES}` })).toBeVisible();

  await main.getByRole('button', { name: `Eliminar ${STRAWBERRIES}` }).click();
  await warning.getByRole('button', { name: 'Cancelar suscripción' }).click();
  // Frutillas carry a promotion: 001 §4's second warning comes before the cancel.
  const promotions = page.getByRole('alertdialog', { name: 'Perderás tus descuentos' });
  await expect(promotions).toContainText(
    'Si continúas, sus descuentos terminarán antes de tiempo.',
  );
  await promotions.getByRole('button', { name: 'Continuar de todas formas' }).click();
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/subscriptions'));
  const read = await apiAs(tokens).call<ReadSubscription>('GET', `subscriptions/${sub._id}`);
  expect(read.status).toBe('canceled');
});

test("an address outside the store's coverage is refused with 001 §5's text and nothing is saved", async ({
  page,
}) => {
  const { tokens, userId, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    { status: 'active', products: [{ productId: 'td-p-0003', quantity: 2 }] },
  ]);
  const sub = subscriptions[0]!;
  // Maipú is not among tienda-demo's deliverableCommunes.
  await apiAs(tokens).call('POST', `users/${userId}/addAddress`, {
    street: 'Avenida Pajaritos',
    number: '100',
    commune: 'Maipú',
    region: 'Metropolitana de Santiago',
  });
  const main = await openEdit(page, 'tienda-demo', sub._id);
  await main.getByRole('radio', { name: /Avenida Pajaritos 100, Maipú/ }).check();
  await expect(
    main.getByText('La dirección ingresada no está dentro de la cobertura').first(),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(
    main
      .getByRole('alert')
      .filter({ hasText: 'La dirección ingresada no está dentro de la cobertura' })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  await expect(page).toHaveURL(storeUrl('tienda-demo', `postsubscription/${sub._id}`));
  const read = await apiAs(tokens).call<ReadSubscription>('GET', `subscriptions/${sub._id}`);
  expect(read.contact?.address?.commune).toBe('Providencia');
});

test('changes the card to another of her cards and saves', async ({ page }) => {
  const { email, tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    { status: 'active', products: [{ productId: 'td-p-0003', quantity: 2 }] },
  ]);
  const sub = subscriptions[0]!;
  // A second subscription brings the shopper's second card (…5555) in this store.
  const other = await makeSubscription(email, 'tienda-demo', {
    status: 'active',
    products: [{ productId: 'td-p-0004' }],
    cardDigits: '5555',
  });
  const main = await openEdit(page, 'tienda-demo', sub._id);
  const cards = main.getByRole('region', { name: 'Medio de pago' });
  await expect(cards.getByRole('radio', { name: /4242/ })).toBeChecked();
  await cards.getByRole('radio', { name: /5555/ }).check();
  await expect(summary(page, 'Despacho')).toHaveText('$2.990');
  await confirmAndSave(page);
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/subscriptions?updated=true'));
  const read = await apiAs(tokens).call<ReadSubscription>('GET', `subscriptions/${sub._id}`);
  expect(read.cardId).toBe(other.cardId);
});

test(
  'on the pharmacy store there is no Modificar, and the information card shows (001 §1)',
  { tag: '@both' },
  async ({ page }) => {
    const { subscriptions } = await shopperWithSubscriptions(page, 'farmacia-demo', [
      { status: 'active', products: [{ productId: 'fa-p-0001', quantity: 1 }] },
    ]);
    const main = await openEdit(page, 'farmacia-demo', subscriptions[0]!._id);
    await expect(main.getByRole('button', { name: /^Eliminar / })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Modificar / })).toHaveCount(0);
    await expect(main.getByRole('complementary', { name: 'Información importante' })).toContainText(
      'Algunos productos pueden requerir receta médica.',
    );
    await expectNoSeriousAxeViolations(page);
  },
);

test('"Volver sin guardar" returns to the subscriptions and leaves the subscription as it was', async ({
  page,
}) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    { status: 'active', products: [{ productId: 'td-p-0003', quantity: 2 }] },
  ]);
  const sub = subscriptions[0]!;
  const main = await openEdit(page, 'tienda-demo', sub._id);
  await main.getByRole('button', { name: `Modificar ${STRAWBERRIES}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modificar producto' });
  await dialog.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await dialog.getByRole('button', { name: 'Aplicar cambios' }).click();
  await main.getByRole('link', { name: 'Volver sin guardar' }).click();
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/subscriptions'));
  const read = await apiAs(tokens).call<ReadSubscription>('GET', `subscriptions/${sub._id}`);
  expect(read.products[0]!.quantity).toBe(2);
});

test('on a phone, "Ir a medios de pago" brings the card panel into view @phone-only', async ({
  page,
}) => {
  const { subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    // Three open product panels push the card panel below the first screen.
    {
      status: 'active',
      products: [
        { productId: 'td-p-0003' },
        { productId: 'td-p-0004' },
        { productId: 'td-p-0006' },
      ],
    },
  ]);
  const main = await openEdit(page, 'tienda-demo', subscriptions[0]!._id);
  const cards = main.getByRole('region', { name: 'Medio de pago' });
  await expect(cards.getByRole('radio', { name: /4242/ })).toBeChecked();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(cards.getByRole('radio', { name: /4242/ })).not.toBeInViewport();
  await main.getByRole('button', { name: 'Ir a medios de pago' }).click();
  await expect(cards.getByRole('heading', { name: 'Medio de pago' })).toBeInViewport();
});

test('adds a product from the store’s catalogue and saves it', async ({ page }) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    { status: 'active', products: [{ productId: 'td-p-0003', quantity: 2 }] },
  ]);
  const sub = subscriptions[0]!;
  const main = await openEdit(page, 'tienda-demo', sub._id);
  await main.getByRole('button', { name: 'Agregar productos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar productos' });
  await dialog.getByLabel('Buscar productos').fill('Paltas');
  await dialog.getByRole('button', { name: 'Elegir Paltas Hass 1 kg' }).click();
  await dialog.getByRole('button', { name: 'Agregar a mi suscripción' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Se agregará a tu suscripción al guardar.')).toBeVisible();
  // 2 × 6.990 + 4.990: Paltas at the subscription's monthly price with the promotion a purchase
  // of it gets ($1.000 off), as the provider will charge it (API.md "Prices").
  await expect(summary(page, 'Productos')).toHaveText('$18.970');
  await confirmAndSave(page);
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/subscriptions?updated=true'));
  const read = await apiAs(tokens).call<ReadSubscription>('GET', `subscriptions/${sub._id}`);
  expect(read.products.map((p) => [p.productId, p.quantity])).toEqual([
    ['td-p-0003', 2],
    ['td-p-0004', 1],
  ]);
  expect(read.productsPrice).toBe(18970);
});

test('switching a price change off is saved and shown in the history of answers', async ({
  page,
}) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    {
      status: 'active',
      products: [{ productId: 'td-p-0003', quantity: 2 }],
      priceChange: { newPrice: 7990, inDays: 10 },
    },
  ]);
  const sub = subscriptions[0]!;
  let main = await openEdit(page, 'tienda-demo', sub._id);
  await expect(main.getByText('El nuevo precio de $7.990 rige en 10 días.')).toBeVisible();
  const toggle = main.getByRole('switch', { name: 'Mantener este producto con el nuevo precio' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(
    main.getByText(
      'Este producto se quitará de tu suscripción y no se cobrará en el próximo periodo.',
    ),
  ).toBeVisible();
  await confirmAndSave(page);
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/subscriptions?updated=true'));
  const consents = await apiAs(tokens).call<{ optIn: boolean; newPrice: number }[]>(
    'GET',
    `subscriptions/${sub._id}/priceConsents`,
  );
  expect(consents.map((c) => [c.optIn, c.newPrice])).toEqual([[false, 7990]]);

  main = await openEdit(page, 'tienda-demo', sub._id);
  await expect(
    main.getByRole('switch', { name: 'Mantener este producto con el nuevo precio' }),
  ).not.toBeChecked();
  await expect(main.getByText(/Rechazaste el nuevo precio de \$7\.990/)).toBeVisible();
});
