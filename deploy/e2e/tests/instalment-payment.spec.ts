// Issue 13/14: payment/{installmentId} (002 §2 "pay a single installment"): an instalment of a
// charge is a subscription with a chargeId (002 §3), paid on the payment screen (001 §2, §4) with
// Webpay Oneclick or a redirect rail; the way back is its charge (001 §2 "Return target"). Each test
// makes its own shopper and charge (POST /sandbox/charges) on servicios-demo, on its own host.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { makeCharge } from '../support/charges';
import { apiAs, freshEmail, shopperWithProfile, signInWithTokens } from '../support/session';
import { outcomeSummary } from '../support/money-outcome';
import { homeUrl } from '../support/shopper';

const STORE = 'servicios-demo';
const methods = (page: Page) => page.getByRole('radiogroup', { name: 'MEDIO DE PAGO' });

async function shopperWithCharge(page: Page, cardDigits: string | null) {
  const {
    email,
    userId: _userId,
    ...tokens
  } = await shopperWithProfile(
    { name: 'Camila', lastName: 'Soto', rut: '11111111-1' },
    freshEmail('cuotas'),
  );
  const charge = await makeCharge(email, STORE, {
    name: 'Instalación de calefont',
    status: 'approved',
    instalmentPrice: 15000,
    cardDigits,
    installments: [{ paydayInDays: -33, status: 'completed' }, { paydayInDays: -3 }],
  });
  await signInWithTokens(page, STORE, tokens);
  return { charge, tokens, instalment: charge.subscriptions[1]! };
}

test(
  'an overdue instalment of an automatic charge is paid with Webpay Oneclick, and the charge is completed',
  { tag: '@both' },
  async ({ page }) => {
    const { charge, tokens, instalment } = await shopperWithCharge(page, '4242');
    await page.goto(homeUrl(STORE, `payment/${instalment._id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
    await expect(page.getByText('$15.000', { exact: true })).toBeVisible();
    await expect(page.getByText('Instalación de calefont: cuota 2 de 2')).toBeVisible();
    await expect(page.getByText(`ID de cuota: ${instalment._id}`)).toBeVisible();
    await expect(page.getByText(`ID de cobro: ${charge._id}`)).toBeVisible();
    await expect(methods(page).getByRole('radio', { name: 'Webpay Oneclick' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /terminada en 4242/ })).toBeChecked();
    await expectNoSeriousAxeViolations(page);

    // 001 §4 "Otherwise: prepay": a pending instalment is paid now.
    await page.getByRole('button', { name: 'Pagar' }).click();
    const done = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
    await expect(done.getByRole('status')).toHaveText('La cuota se ha pagado exitosamente.');
    // What she paid: the instalment named by its charge, its price today, nothing more to come
    // (the last instalment; issue 39).
    const told = outcomeSummary(done);
    await expect(told).toContainText('Pagaste hoy $15.000.');
    await expect(told).toContainText('Lo que pagasteCuota 2 de Instalación de calefont');
    await expect(told).toContainText('No hay próximos cobros programados.');
    await expectNoSeriousAxeViolations(page);
    await done.getByRole('button', { name: 'Aceptar' }).click();
    // 001 §2 "Return target: userpanel/charges/{chargeId}".
    await expect(page).toHaveURL(homeUrl(STORE, `userpanel/charges/${charge._id}`));

    const api = apiAs(tokens);
    expect(
      (await api.call<{ status: string }>('GET', `subscriptions/${instalment._id}`)).status,
    ).toBe('completed');
    const after = await api.call<{ status: string; paidTotal: number }>(
      'GET',
      `charges/${charge._id}`,
    );
    expect(after).toMatchObject({ status: 'completed', paidTotal: 30000 });

    // Paid: the screen now says so and charges nothing more (001 §4 "completed: OK").
    await page.goto(homeUrl(STORE, `payment/${instalment._id}`));
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(
      page
        .getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' })
        .getByRole('status'),
    ).toHaveText('Esta cuota ya está pagada.');
  },
);

test('an instalment of a manual charge is paid with Webpay Plus on the provider’s page', async ({
  page,
}) => {
  const { charge, tokens, instalment } = await shopperWithCharge(page, null);
  await page.goto(homeUrl(STORE, `payment/${instalment._id}`));
  await expect(page.getByText('Instalación de calefont: cuota 2 de 2')).toBeVisible();
  await methods(page).getByRole('radio', { name: 'Webpay Plus' }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/sandbox\/webpayplus\//);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/[?&]webpayPlus=true&token_ws=/);
  const done = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
  await expect(done.getByRole('status')).toHaveText('La cuota se ha pagado exitosamente.');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(homeUrl(STORE, `userpanel/charges/${charge._id}`));
  const after = await apiAs(tokens).call<{ status: string }>('GET', `charges/${charge._id}`);
  expect(after.status).toBe('completed');
});
