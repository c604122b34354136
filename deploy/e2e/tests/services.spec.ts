// Spec 002 §2 Services, §4 Service hiring, §5 Service checkout, §8, §9: a shopper of
// servicios-demo (its own host) opens a service, accepts the terms, pays and lands on her charges
// with hired=true; a declined first charge adds charged=false; without a card she registers one on
// the way; an inactive service is not found. Each test has its own fresh shopper (and card), so the
// desktop and phone runs never share a charge; the seeded services are only read.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { scene } from '../support/products';
import {
  apiAs,
  freshEmail,
  shopperWithProfile,
  signInWithTokens,
  type SceneTokens,
} from '../support/session';
import { outcomeSummary } from '../support/money-outcome';
import { ownHostUrl, recordUrls } from '../support/shopper';

const STORE = 'servicios-demo';
const STORE_ID = 'st-servicios-demo';
/** Seeded active service: Mantención mensual de jardín, $29.990, one instalment. */
const GARDEN = { id: 'svc-sv-0001', name: 'Mantención mensual de jardín', total: '$29.990' };
/** Seeded inactive service. */
const INACTIVE = 'svc-sv-0007';
const NOT_FOUND = 'El servicio que buscas no existe o no se encuentra activo.';

type Shopper = SceneTokens & { email: string; userId: string };

interface ChargeRow {
  _id: string;
  name: string;
  status: string;
  serviceId: string | null;
  cardId: string | null;
  paymentType: string | null;
  subscriptions: { status: string }[];
}

/** A fresh shopper of servicios-demo with a complete profile and, unless null, a card. */
async function shopper(
  label: string,
  cardNumber: string | null = '4111111111111111',
): Promise<Shopper> {
  const tokens = await shopperWithProfile(
    { name: 'Camila', lastName: 'Soto', rut: '11111111-1', phone: '912345678', phonePrefix: '+56' },
    freshEmail(label),
  );
  if (cardNumber)
    await scene('/sandbox/cards', {
      email: tokens.email,
      storeName: STORE,
      number: cardNumber,
      brand: 'Visa',
      type: 'Credit',
    });
  return tokens;
}

/** Her charges in one status, as the provider API answers them. */
function chargesOf(who: Shopper, status: 'approved' | 'completed'): Promise<ChargeRow[]> {
  return apiAs(who)
    .call<{ docs: ChargeRow[] }>(
      'GET',
      `charges/shopper?userId=${who.userId}&storeId=${STORE_ID}&status=${status}`,
    )
    .then((page) => page.docs);
}

/**
 * The charges list was reached with exactly this query. Recorded rather than read at the end: the
 * list drops its toast flags from the address once it has shown them.
 */
async function expectReached(urls: string[], path: string) {
  const target = ownHostUrl(STORE, path);
  // The charge the hire made rides along last, for the list's summary (issue 39).
  const reached = () => urls.some((url) => url.startsWith(`${target}&hiredCharge=ch`));
  await expect.poll(reached, { message: `reached ${target}` }).toBe(true);
}

/** The service page → the terms → Pagar → the checkout with the cards loaded. */
async function toCheckout(page: Page, serviceId = GARDEN.id) {
  await page.goto(ownHostUrl(STORE, `services/${serviceId}`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: GARDEN.name })).toBeVisible();
  const pay = main.getByRole('button', { name: 'Pagar' });
  await expect(pay).toBeDisabled();
  await main.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(ownHostUrl(STORE, `services/${serviceId}/checkout`));
  await expect(main.getByRole('heading', { level: 1, name: 'Contratar servicio' })).toBeVisible();
  return main;
}

test(
  'hires a service with the terms accepted and lands on her charges with hired=true',
  { tag: '@both' },
  async ({ page }) => {
    const camila = await shopper('servicio');
    await signInWithTokens(page, STORE, camila);
    await page.goto(ownHostUrl(STORE, `services/${GARDEN.id}`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: GARDEN.name })).toBeVisible();
    await expect(main).toContainText('Ofrecido por Servicios Demo');
    await expect(main).toContainText(GARDEN.total);
    await expect(main).toContainText('Pago único');
    await expect(main.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      /\/sandbox\/terms$/,
    );
    await expectNoSeriousAxeViolations(page);

    await toCheckout(page);
    const summary = main.getByRole('region', { name: 'Resumen' });
    await expect(summary).toContainText(GARDEN.name);
    await expect(summary).toContainText(GARDEN.total);
    await expect(
      main.getByRole('radio', { name: 'Visa terminada en 1111, Crédito' }),
    ).toBeChecked();
    await expect(main.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Camila');
    const confirm = main.getByRole('button', { name: 'Confirmar' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const urls = recordUrls(page);
    await confirm.click();
    await expectReached(urls, 'userpanel/charges?hired=true&charged=true');
    // One instalment, paid at once: the charge is completed already (API.md "Service hiring").
    const charges = await chargesOf(camila, 'completed');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      name: GARDEN.name,
      serviceId: GARDEN.id,
      paymentType: 'recurring',
    });
    expect(charges[0]!.subscriptions.map((s) => s.status)).toEqual(['completed']);
    // At the top of her charges: what she hired, what she paid today, nothing more to come (issue 39).
    const told = main.getByRole('region', { name: 'El servicio fue contratado exitosamente.' });
    const outcome = outcomeSummary(told);
    await expect(outcome).toContainText(`Pagaste hoy ${GARDEN.total}.`);
    await expect(outcome).toContainText(`Cuota 1 de ${GARDEN.name}`);
    await expect(outcome).toContainText('No hay próximos cobros programados.');
    await expectNoSeriousAxeViolations(page);
    await told.getByRole('button', { name: 'Cerrar resumen' }).click();
    await expect(told).toBeHidden();
  },
);

test('with the declined card the hire goes through but charged=false says the first charge failed', async ({
  page,
}) => {
  const camila = await shopper('servicio-rechazo', '4000000000000002');
  await signInWithTokens(page, STORE, camila);
  const main = await toCheckout(page);
  await expect(main.getByRole('radio', { name: 'Visa terminada en 0002, Crédito' })).toBeChecked();
  const urls = recordUrls(page);
  await main.getByRole('button', { name: 'Confirmar' }).click();
  await expectReached(urls, 'userpanel/charges?hired=true&charged=false');
  const charges = await chargesOf(camila, 'approved');
  expect(charges).toHaveLength(1);
  expect(charges[0]!.subscriptions.map((s) => s.status)).toEqual(['failed attempt 1']);
});

test('"La información de usuario es obligatoria" and "Debes seleccionar una tarjeta" stop the hire', async ({
  page,
}) => {
  const camila = await shopper('servicio-validacion');
  await signInWithTokens(page, STORE, camila);
  const main = await toCheckout(page);
  const confirm = main.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeVisible();

  await main.getByRole('textbox', { name: 'Nombre' }).fill('');
  await confirm.click();
  await expect(
    main.getByRole('alert').filter({ hasText: 'La información de usuario es obligatoria' }),
  ).toBeVisible();
  await expect(main).toContainText('El nombre no puede quedar vacío');

  await main.getByRole('textbox', { name: 'Nombre' }).fill('Camila');
  const card = main.getByRole('radio', { name: 'Visa terminada en 1111, Crédito' });
  await card.click(); // clicking the chosen card deselects it
  await expect(card).not.toBeChecked();
  await confirm.click();
  await expect(
    main.getByRole('alert').filter({ hasText: 'Debes seleccionar una tarjeta' }),
  ).toBeVisible();
  await expect(page).toHaveURL(ownHostUrl(STORE, `services/${GARDEN.id}/checkout`));
  expect([
    ...(await chargesOf(camila, 'approved')),
    ...(await chargesOf(camila, 'completed')),
  ]).toEqual([]);
});

test('without a card she hires, registers one on the provider page, and ends on her charges with hired=true', async ({
  page,
}, testInfo) => {
  const camila = await shopper('servicio-sin-tarjeta', null);
  await signInWithTokens(page, STORE, camila);
  const main = await toCheckout(page);
  await expect(main).toContainText('Aún no tienes tarjetas registradas.');
  await main.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/sandbox\/card-inscription\?token=/);
  const lastFour = testInfo.project.name === 'phone' ? '3333' : '4444';
  await page.getByLabel('Marca').selectOption('Visa');
  await page.getByLabel('Tipo').selectOption({ label: 'Crédito' });
  await page.getByLabel('Número de tarjeta').fill(`411111111111${lastFour}`);
  await page.getByRole('button', { name: 'Inscribir' }).click();

  // Back on the cards panel (newCard=true&hired=true): the registration is confirmed there.
  const dialog = page.getByRole('dialog', { name: 'Tu tarjeta ha sido registrada' });
  await expect(dialog).toContainText(`Visa terminada en ${lastFour}`);
  await expect(page).toHaveURL(ownHostUrl(STORE, 'userpanel/cards?hired=true'));
  const urls = recordUrls(page);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expectReached(urls, 'userpanel/charges?hired=true');
  const charges = await chargesOf(camila, 'approved');
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ serviceId: GARDEN.id, paymentType: 'single' });
});

test(
  'an inactive service says it "no existe o no se encuentra activo", on both routes',
  { tag: '@both' },
  async ({ page }) => {
    const camila = await shopper('servicio-inactivo', null);
    await signInWithTokens(page, STORE, camila);
    for (const path of [
      `services/${INACTIVE}`,
      `services/${INACTIVE}/checkout`,
      'services/svc-no-existe',
    ]) {
      await page.goto(ownHostUrl(STORE, path));
      await expect(page.getByRole('main')).toContainText(NOT_FOUND);
      await expect(page.getByRole('main').getByRole('button', { name: 'Pagar' })).toHaveCount(0);
    }
    await expectNoSeriousAxeViolations(page);
  },
);

test(
  "a description taller than 79px opens whole in 'Leer descripción completa'",
  { tag: '@both' },
  async ({ page }) => {
    const description = Array.from(
      { length: 12 },
      (_, i) => `Visita ${i + 1}: revisión completa del equipo y de sus conexiones.`,
    ).join('\n');
    const service = await scene<{ _id: string }>('/sandbox/services', {
      storeName: STORE,
      name: 'Mantención anual de climatización',
      description,
      price: 120000,
      installments: 3,
    });
    const camila = await shopper('servicio-descripcion', null);
    await signInWithTokens(page, STORE, camila);
    await page.goto(ownHostUrl(STORE, `services/${service._id}`));
    const main = page.getByRole('main');
    await expect(main).toContainText('3 cuotas de $40.000');
    await main.getByRole('button', { name: 'Leer descripción completa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mantención anual de climatización' });
    await expect(dialog).toContainText(
      'Visita 12: revisión completa del equipo y de sus conexiones.',
    );
    await expectNoSeriousAxeViolations(page);
  },
);
