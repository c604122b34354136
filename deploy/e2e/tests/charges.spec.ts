// Spec 002 §2 userpanel/charges ("Mis Cobros"), ShowCharge and charges/{id}/approved; §4 charge
// statuses, instalment groups and delinquency; §8 toasts: on servicios-demo, the store on its own
// host. Ana's seeded charges are only read here; every test that changes a charge makes its own
// shopper with her own charges (POST /sandbox/charges), so desktop and phone never meet.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { shopperWithCharges } from '../support/charge-shoppers';
import { makeCharge, type ChargeScene } from '../support/charges';
import { freshEmail, shopperWithProfile, signInAs, signInWithTokens } from '../support/session';
import { ownHostUrl } from '../support/shopper';

const LIST = ownHostUrl('servicios-demo', 'userpanel/charges');
const chargeUrl = (id: string, tail = '') =>
  ownHostUrl('servicios-demo', `userpanel/charges/${id}${tail}`);
const UPDATED = 'El cobro ha sido actualizado exitosamente.';
/** ch-sv-0002 (SANDBOX seed): approved on card-ana-sv, one instalment paid, one overdue, one ahead. */
const SEEDED_APPROVED = 'Instalación de calefont';

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, title: string) => main(page).getByRole('region', { name: title });
const chargeCard = (page: Page, name: string) =>
  main(page).getByRole('listitem', { name, exact: true });
const statusOf = (page: Page, name: string) =>
  chargeCard(page, name).locator('dt:text-is("Estado") + dd');
const groupButton = (page: Page, label: string) =>
  main(page).getByRole('button', { name: new RegExp(`^${label}`) });
const group = (page: Page, label: string) =>
  main(page).getByRole('region', { name: new RegExp(`^${label}`) });

/** One paid, one overdue (3 days past payday), one ahead: 3 × $25.000 on a card ending in 4242. */
const lateCharge = (overrides: Partial<ChargeScene> = {}): ChargeScene => ({
  name: 'Mantención de piscina',
  description: 'Tres visitas mensuales de mantención.',
  status: 'approved',
  instalmentPrice: 25000,
  installments: [
    { paydayInDays: -40, status: 'completed' },
    { paydayInDays: -3 },
    { paydayInDays: 27 },
  ],
  cardDigits: '4242',
  files: [{ name: 'Contrato de servicio.pdf', fileUrl: 'https://example.com/contrato.pdf' }],
  ...overrides,
});

test(
  'Ana’s seeded charges: the four sections of Mis Cobros, the list labels and where each leads',
  { tag: '@both' },
  async ({ page }) => {
    await signInAs(page, 'servicios-demo', { path: 'userpanel/charges' });
    await expect(page).toHaveURL(LIST);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mis Cobros' })).toBeVisible();
    for (const title of [
      'Cobros pendientes',
      'Cobros activos',
      'Cobros terminados',
      'Cobros con error notificado',
    ])
      await expect(section(page, title)).toBeVisible();
    // ch-sv-0002: approved → 'Activo' or 'Moroso' (its overdue instalment may have been paid by another
    // journey of the run; the late label itself is checked on a fresh shopper's charge), to its page.
    const active = section(page, 'Cobros activos');
    await expect(active.getByRole('listitem', { name: SEEDED_APPROVED })).toBeVisible();
    await expect(statusOf(page, SEEDED_APPROVED)).toHaveText(/^(Activo|Moroso)$/);
    await expect(
      active.getByRole('link', { name: `Ver cobro: ${SEEDED_APPROVED}` }),
    ).toHaveAttribute('href', '/userpanel/charges/ch-sv-0002');
    // Nothing of Ana's is completed or rejected.
    await expect(section(page, 'Cobros terminados')).toContainText('No tienes cobros terminados.');
    await expect(section(page, 'Cobros con error notificado')).toContainText(
      'No has notificado error en ningún cobro.',
    );
    await expectNoSeriousAxeViolations(page);
  },
);

test(
  'a fresh shopper: "Aún no tienes cobros programados"; with only a pending one, the other empty texts and the way to approve it',
  { tag: '@both' },
  async ({ page }) => {
    const { email, access, refresh } = await shopperWithProfile(
      { name: 'Camila', lastName: 'Soto', rut: '11111111-1' },
      freshEmail('cobros-vacios'),
    );
    await signInWithTokens(page, 'servicios-demo', { access, refresh });
    await page.goto(LIST);
    await expect(main(page).getByText('Aún no tienes cobros programados')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const pending = await makeCharge(email, 'servicios-demo', {
      name: 'Asesoría contable',
      installments: [{ paydayInDays: 10 }, { paydayInDays: 40 }],
      cardDigits: null,
    });
    await page.reload();
    await expect(statusOf(page, 'Asesoría contable')).toHaveText('Por confirmar');
    await expect(section(page, 'Cobros activos')).toContainText('No tienes cobros en curso.');
    await expect(section(page, 'Cobros terminados')).toContainText('No tienes cobros terminados.');
    await expect(section(page, 'Cobros con error notificado')).toContainText(
      'No has notificado error en ningún cobro.',
    );
    await expect(main(page).getByText('Aún no tienes cobros programados')).toHaveCount(0);
    // A pending charge leads to its approval, and so does its own page (ShowCharge redirects).
    await expect(
      main(page).getByRole('link', { name: 'Revisar y aprobar: Asesoría contable' }),
    ).toHaveAttribute('href', `/userpanel/charges/${pending._id}/approve`);
    await page.goto(chargeUrl(pending._id));
    await expect(page).toHaveURL(chargeUrl(pending._id, '/approve'));
  },
);

test(
  'an approved charge with a late instalment: Moroso, amounts, progress, groups Morosa / Pendiente / Pagada and the pay link to payment/{id}',
  { tag: '@both' },
  async ({ page }) => {
    const { charges } = await shopperWithCharges(page, 'servicios-demo', [lateCharge()]);
    const charge = charges[0]!;
    const [paid, overdue, ahead] = charge.subscriptions;
    await page.goto(LIST);
    await expect(statusOf(page, 'Mantención de piscina')).toHaveText('Moroso');
    await main(page).getByRole('link', { name: 'Ver cobro: Mantención de piscina' }).click();
    await expect(page).toHaveURL(chargeUrl(charge._id));

    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Mantención de piscina' }),
    ).toBeVisible();
    await expect(main(page).getByText('Tres visitas mensuales de mantención.')).toBeVisible();
    const amounts = main(page).getByRole('region', { name: 'Montos' });
    await expect(amounts).toContainText('Monto total$75.000');
    await expect(amounts).toContainText('Pagado$25.000');
    await expect(amounts).toContainText('Por pagar$50.000');
    await expect(amounts).toContainText('1 de 3 pagadas');
    await expect(main(page).getByRole('progressbar', { name: 'Avance del pago' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );

    await expect(groupButton(page, 'Morosa')).toHaveAttribute('aria-expanded', 'true');
    await expect(group(page, 'Morosa').getByRole('listitem')).toHaveCount(1);
    await expect(group(page, 'Pendiente').getByRole('listitem')).toHaveCount(1);
    await groupButton(page, 'Pagada').click();
    await expect(group(page, 'Pagada').getByRole('listitem')).toHaveCount(1);
    await expect(group(page, 'Pagada').getByRole('link')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: /^Pagar cuota/ })).toHaveCount(2);
    await expect(
      main(page).getByRole('link', {
        name: 'Contrato de servicio.pdf (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', 'https://example.com/contrato.pdf');
    await expectNoSeriousAxeViolations(page);

    expect(paid!.status).toBe('completed');
    expect(ahead).toBeDefined();
    const pay = group(page, 'Morosa').getByRole('link', { name: /^Pagar cuota/ });
    await expect(pay).toHaveAttribute('href', `/payment/${overdue!._id}`);
    await pay.click();
    await expect(page).toHaveURL(ownHostUrl('servicios-demo', `payment/${overdue!._id}`));
  },
);

test('changing the card of an approved charge: "Guardar cambios" only after a change, then the success toast, and it stays', async ({
  page,
}) => {
  // A second charge brings the shopper a second card (ending in 5555).
  const { charges } = await shopperWithCharges(page, 'servicios-demo', [
    lateCharge(),
    lateCharge({ name: 'Clases de guitarra', cardDigits: '5555', files: [] }),
  ]);
  const charge = charges[0]!;
  await page.goto(chargeUrl(charge._id));
  const automatic = main(page).getByRole('region', { name: 'Pago automático' });
  const save = automatic.getByRole('button', { name: 'Guardar cambios' });
  await expect(automatic.getByRole('radio', { name: /4242/ })).toBeChecked();
  await expect(automatic.getByRole('radio', { name: /5555/ })).toBeVisible();
  await expect(save).toHaveCount(0);

  await automatic.getByRole('radio', { name: /5555/ }).check();
  await expect(save).toBeVisible();
  await automatic.getByRole('radio', { name: /4242/ }).check();
  await expect(save).toHaveCount(0);
  await automatic.getByRole('radio', { name: /5555/ }).check();
  await save.click();
  await expect(page.getByText(UPDATED).first()).toBeVisible();
  await expect(save).toHaveCount(0);

  await page.reload();
  await expect(automatic.getByRole('radio', { name: /5555/ })).toBeChecked();
  await expect(save).toHaveCount(0);
});

test('registering a card from the charge page: back from the provider, the new card is the chosen one and can be saved', async ({
  page,
}, testInfo) => {
  const { charges } = await shopperWithCharges(page, 'servicios-demo', [lateCharge({ files: [] })]);
  const charge = charges[0]!;
  const lastFour = testInfo.project.name === 'phone' ? '2222' : '1111';
  await page.goto(chargeUrl(charge._id));
  const automatic = main(page).getByRole('region', { name: 'Pago automático' });
  await expect(automatic.getByRole('radio', { name: /4242/ })).toBeChecked();
  await automatic.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await expect(page).toHaveURL(/\/sandbox\/card-inscription\?token=/);
  await page.getByLabel('Marca').selectOption('Visa');
  await page.getByLabel('Tipo').selectOption({ label: 'Crédito' });
  await page.getByLabel('Número de tarjeta').fill(`411111111111${lastFour}`);
  await page.getByRole('button', { name: 'Inscribir' }).click();

  const dialog = page.getByRole('dialog', { name: 'Tu tarjeta ha sido registrada' });
  await expect(dialog).toContainText(`Visa terminada en ${lastFour}`);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(chargeUrl(charge._id));
  await expect(automatic.getByRole('radio', { name: new RegExp(lastFour) })).toBeChecked();
  await automatic.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(UPDATED).first()).toBeVisible();
  await page.reload();
  await expect(automatic.getByRole('radio', { name: new RegExp(lastFour) })).toBeChecked();
});

test(
  'the approved page: the confirmation of an approved charge; a charge that is not approved goes to its page',
  { tag: '@both' },
  async ({ page }) => {
    const { charges } = await shopperWithCharges(page, 'servicios-demo', [
      lateCharge({
        installments: [{ paydayInDays: 5 }, { paydayInDays: 35 }],
        files: [],
      }),
      { name: 'Asesoría contable', installments: [{ paydayInDays: 10 }], cardDigits: null },
    ]);
    const [approved, pending] = charges;
    await page.goto(chargeUrl(approved!._id, '/approved'));
    await expect(
      main(page).getByRole('heading', { level: 1, name: '¡Cobro aprobado!' }),
    ).toBeVisible();
    await expect(main(page).getByText('Aprobaste el cobro «Mantención de piscina».')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main(page).getByRole('link', { name: 'Ver detalle del cobro' }).click();
    await expect(page).toHaveURL(chargeUrl(approved!._id));
    await expect(main(page).getByText('Vigente', { exact: true })).toBeVisible();

    // Not approved: its page, which sends a pending charge on to its approval.
    await page.goto(chargeUrl(pending!._id, '/approved'));
    await expect(page).toHaveURL(chargeUrl(pending!._id, '/approve'));
  },
);

test('query toasts on Mis Cobros: updated=true, and charged=false’s warning (the flags then leave the URL)', async ({
  page,
}) => {
  await shopperWithCharges(page, 'servicios-demo', [lateCharge({ files: [] })]);
  await page.goto(`${LIST}?updated=true`);
  await expect(page.getByText(UPDATED).first()).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await page.goto(`${LIST}?hired=true&charged=false`);
  await expect(
    page
      .getByText(
        'El servicio fue contratado, pero el primer cobro falló. Se reintentará automáticamente durante las próximas seis horas.',
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(LIST);
});
