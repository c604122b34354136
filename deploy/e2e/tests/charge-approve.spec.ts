// Spec 002 §2 userpanel/charges/{chargeId}/approve, §4 "Charge approval flow", "One-click payment
// button", "Card inscription (panel)", §8: a shopper approves a pending charge on servicios-demo
// (its own host). Each test makes a fresh shopper with her own charge (POST /sandbox/charges), so
// desktop and phone never approve the same row and Ana's seeded ch-sv-0001 stays pending for the
// tests that read it.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { cloneStore } from '../support/mailbox';
import { scene } from '../support/products';
import { apiAs, shopperWithProfile, signInWithTokens, type SceneTokens } from '../support/session';
import { homeUrl, storeUrl } from '../support/shopper';
import type { StoreName } from '../support/env';

const PENDING = 'Aprueba tu cobro';
const TYPE = 'Elige cómo pagar tus cuotas';
const CARD = 'Elige la tarjeta para el pago automático';
const UNAVAILABLE_TEXT =
  'Lamentablemente, la modalidad de pago automática no ha sido habilitada. Por favor, contacta al administrador para corregir el cobro.';

interface SceneCharge {
  _id: string;
  name: string;
  status: string;
  paymentType: string | null;
  cardId: string | null;
  subscriptions: { _id: string; cardId: string | null; status: string }[];
}

interface ChargeScene {
  installments: { paydayInDays: number; status?: string }[];
  /** The shopper's card in the store ("4242"); null: no card. */
  cardDigits?: string | null;
  instalmentPrice?: number;
}

/** A fresh signed-in shopper of `store` with one pending charge of her own. */
async function shopperWithCharge(
  page: Page,
  store: StoreName,
  charge: ChargeScene,
  label: string,
): Promise<{ tokens: SceneTokens & { email: string; userId: string }; charge: SceneCharge }> {
  const tokens = await shopperWithProfile(
    { name: 'Valentina', lastName: 'Muñoz', rut: '11111111-1' },
    `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.cl`,
  );
  await scene('/sandbox/members', { email: tokens.email, storeName: store });
  const made = await scene<SceneCharge>('/sandbox/charges', {
    email: tokens.email,
    storeName: store,
    name: 'Plan de mantención',
    description: 'Mantención preventiva de equipos.',
    instalmentPrice: 25000,
    ...charge,
  });
  await signInWithTokens(page, store, tokens);
  return { tokens, charge: made };
}

const approveUrl = (store: StoreName, id: string, query = '') =>
  homeUrl(store, `userpanel/charges/${id}/approve${query}`);
const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });
const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** pending-charge: the charge is shown; the terms are accepted; Continuar. */
async function acceptAndContinue(page: Page, chargeName: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(heading(page, PENDING)).toBeVisible();
  await expect(main.getByRole('region', { name: chargeName })).toBeVisible();
  await main.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await mainButton(page, 'Continuar').click();
}

const chargeOf = (tokens: SceneTokens, id: string) =>
  apiAs(tokens).call<SceneCharge>('GET', `charges/${encodeURIComponent(id)}`);

test(
  'approves a pending charge with automatic payment on the card she picks: every instalment gets it',
  { tag: '@both' },
  async ({ page }) => {
    const store = 'servicios-demo';
    const { tokens, charge } = await shopperWithCharge(
      page,
      store,
      {
        installments: [{ paydayInDays: 5 }, { paydayInDays: 35 }, { paydayInDays: 65 }],
        cardDigits: '4242',
      },
      'aprobar-automatico',
    );
    // A second card of hers: the one she picks must end up on the charge and its instalments.
    const master = await scene<{ _id: string }>('/sandbox/cards', {
      email: tokens.email,
      storeName: store,
      number: '5555555555554444',
      brand: 'MasterCard',
      type: 'Credit',
    });
    await page.goto(approveUrl(store, charge._id));
    const main = page.getByRole('main');
    await expect(heading(page, PENDING)).toBeVisible();
    const details = main.getByRole('region', { name: charge.name });
    await expect(details).toContainText('Mantención preventiva de equipos.');
    await expect(details.getByRole('list', { name: 'Cuotas' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await expect(details).toContainText('$75.000');
    await expectNoSeriousAxeViolations(page);

    // 002 §4 "terms must be accepted".
    await mainButton(page, 'Continuar').click();
    await expect(main.getByRole('alert')).toHaveText('Debes aceptar los términos y condiciones');
    await acceptAndContinue(page, charge.name);

    await expect(heading(page, TYPE)).toBeVisible();
    await expect(page).toHaveURL(approveUrl(store, charge._id, '?view=payment-type'));
    await expect(main.getByRole('radio', { name: 'Pago Automático' })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'Pago Manual' })).not.toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await mainButton(page, 'Continuar').click();

    await expect(heading(page, CARD)).toBeVisible();
    // The charge's card is chosen at first; she picks the other one.
    await expect(
      main.getByRole('radio', { name: 'Visa terminada en 4242, Crédito' }),
    ).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('radio', { name: 'MasterCard terminada en 4444, Crédito' }).check();
    await mainButton(page, 'Finalizar').click();

    await expect(page).toHaveURL(homeUrl(store, `userpanel/charges/${charge._id}/approved`));
    const approved = await chargeOf(tokens, charge._id);
    expect(approved.status).toBe('approved');
    expect(approved.paymentType).toBe('recurring');
    expect(approved.cardId).toBe(master._id);
    expect(approved.subscriptions.map((i) => i.cardId)).toEqual([
      master._id,
      master._id,
      master._id,
    ]);

    // "A non-pending charge redirects to the charge page."
    await page.goto(approveUrl(store, charge._id));
    await expect(page).toHaveURL(homeUrl(store, `userpanel/charges/${charge._id}`));
  },
);

test('approves a charge with manual payment: no card on the instalments', async ({ page }) => {
  const store = 'servicios-demo';
  const { tokens, charge } = await shopperWithCharge(
    page,
    store,
    { installments: [{ paydayInDays: 10 }, { paydayInDays: 40 }], cardDigits: null },
    'aprobar-manual',
  );
  await page.goto(approveUrl(store, charge._id));
  await acceptAndContinue(page, charge.name);
  await expect(heading(page, TYPE)).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Pago Manual' }).check();
  await expect(
    main.getByText(
      'En cada fecha de pago te enviaremos por correo un link de pago para pagar la cuota.',
    ),
  ).toBeVisible();

  // 002 §4 back: payment-type → pending-charge (the terms stay accepted), and forward again.
  await mainButton(page, 'Volver').click();
  await expect(heading(page, PENDING)).toBeVisible();
  await expect(main.getByRole('checkbox', { name: /Acepto los términos/ })).toBeChecked();
  await mainButton(page, 'Continuar').click();
  await main.getByRole('radio', { name: 'Pago Manual' }).check();
  await mainButton(page, 'Aprobar cobro').click();

  await expect(page).toHaveURL(homeUrl(store, `userpanel/charges/${charge._id}/approved`));
  const approved = await chargeOf(tokens, charge._id);
  expect(approved.status).toBe('approved');
  expect(approved.paymentType).toBe('single');
  expect(approved.subscriptions.map((i) => i.cardId)).toEqual([null, null]);
});

test('approving a charge with an overdue instalment leads to paying it', async ({ page }) => {
  const store = 'servicios-demo';
  const { tokens, charge } = await shopperWithCharge(
    page,
    store,
    { installments: [{ paydayInDays: -3 }, { paydayInDays: 27 }], cardDigits: '4242' },
    'aprobar-vencido',
  );
  const overdue = charge.subscriptions[0]!;
  await page.goto(approveUrl(store, charge._id));
  await acceptAndContinue(page, charge.name);
  await expect(heading(page, TYPE)).toBeVisible();
  await mainButton(page, 'Continuar').click();

  // 002 §4 one-click button: 'Pagar' when paying now.
  await expect(heading(page, CARD)).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText('Tienes cuotas vencidas: al aprobar el cobro pagarás la primera de ellas.'),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('radio', { name: 'Visa terminada en 4242, Crédito' }),
  ).toBeChecked();
  await mainButton(page, 'Pagar').click();

  await expect(page).toHaveURL(homeUrl(store, `payment/${overdue._id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
  expect((await chargeOf(tokens, charge._id)).status).toBe('approved');
});

test('a card registered from the card step comes back to it, chosen, and approves the charge', async ({
  page,
}, testInfo) => {
  const store = 'servicios-demo';
  const { tokens, charge } = await shopperWithCharge(
    page,
    store,
    { installments: [{ paydayInDays: 8 }], cardDigits: null },
    'aprobar-tarjeta-nueva',
  );
  const lastFour = testInfo.project.name === 'phone' ? '7772' : '7771';
  await page.goto(approveUrl(store, charge._id));
  await acceptAndContinue(page, charge.name);
  await mainButton(page, 'Continuar').click();
  await expect(heading(page, CARD)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Aún no tienes tarjetas registradas.')).toBeVisible();
  // Not required and no card: 002 §4 "else 'Continuar sin tarjeta'".
  await expect(mainButton(page, 'Continuar sin tarjeta')).toBeEnabled();

  await mainButton(page, 'Agregar tarjeta').click();
  await expect(page).toHaveURL(/\/sandbox\/card-inscription\?token=/);
  await page.getByLabel('Marca').selectOption('Visa');
  await page.getByLabel('Tipo').selectOption({ label: 'Crédito' });
  await page.getByLabel('Número de tarjeta').fill(`411111111111${lastFour}`);
  await page.getByRole('button', { name: 'Inscribir' }).click();

  // 002 §2 "newCard=true jumps to the card step": confirmed, newCard leaves the URL.
  const dialog = page.getByRole('dialog', { name: 'Tu tarjeta ha sido registrada' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Visa terminada en ${lastFour}`);
  await expect(page).toHaveURL(approveUrl(store, charge._id, '?view=tokenized-payment-methods'));
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading(page, CARD)).toBeVisible();
  await expect(
    main.getByRole('radio', { name: `Visa terminada en ${lastFour}, Crédito` }),
  ).toBeChecked();
  await mainButton(page, 'Finalizar').click();

  await expect(page).toHaveURL(homeUrl(store, `userpanel/charges/${charge._id}/approved`));
  const approved = await chargeOf(tokens, charge._id);
  expect(approved.paymentType).toBe('recurring');
  expect(approved.subscriptions[0]!.cardId).toBe(approved.cardId);
  expect(approved.cardId).toBeTruthy();
});

test(
  'a store that requires automatic payment without Webpay Oneclick says it is not enabled',
  { tag: '@both' },
  async ({ page }) => {
    const store = await cloneStore('servicios-demo', 'sin-oneclick', {
      policy: { paymentMethodsPolicy: { requireTokenized: true } },
      store: { paymentMethods: ['webpay-plus', 'khipu'] },
    });
    const { tokens, charge } = await shopperWithCharge(
      page,
      store,
      { installments: [{ paydayInDays: 6 }], cardDigits: null },
      'aprobar-sin-oneclick',
    );
    await page.goto(storeUrl(store, `userpanel/charges/${charge._id}/approve`));
    await acceptAndContinue(page, charge.name);
    await expect(heading(page, 'Pago automático no disponible')).toBeVisible();
    await expect(page).toHaveURL(
      storeUrl(store, `userpanel/charges/${charge._id}/approve?view=tokenized-unavailable`),
    );
    await expect(page.getByRole('main').getByText(UNAVAILABLE_TEXT)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // 002 §4 "Forbidden guards reset the flow": the card step without a tokenized method.
    await page.goto(
      storeUrl(store, `userpanel/charges/${charge._id}/approve?view=tokenized-payment-methods`),
    );
    await expect(heading(page, PENDING)).toBeVisible();
    await expect(page).toHaveURL(
      storeUrl(store, `userpanel/charges/${charge._id}/approve?view=pending-charge`),
    );
    expect((await chargeOf(tokens, charge._id)).status).toBe('pending');
  },
);
