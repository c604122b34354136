// Spec 001 §2 "Confirm price" (confirmPrice/{subscriptionId}), §4 "Confirm-price view selection",
// §5 (terms on the terms view, a card on the card picker), §7 shopperConfirmPrice and
// saveCardInSub, §8 and §9 (referential prices) on farmacia-demo, whose policy makes every new
// subscription "awaiting response". Each test makes its own shopper with her own subscription
// (POST /sandbox/subscriptions), and the merchant's side is POST
// /sandbox/subscriptions/{id}/merchantConfirm, so desktop and phone never share a row.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { SANDBOX_URL } from '../support/env';
import { scene } from '../support/products';
import { waitForMail } from '../support/mailbox';
import { apiAs } from '../support/session';
import {
  clp,
  expectPaidAndNext,
  outcomeSummary,
  serverOutcome,
  shownDate,
} from '../support/money-outcome';
import { storeUrl } from '../support/shopper';
import { shopperWithSubscriptions, type SubscriptionScene } from '../support/subscriptions';

/** Seeded farmacia-demo product, two units; the merchant confirms it at $4.590 each. */
const PRODUCTS = [{ productId: 'fa-p-0001', quantity: 2 }];
const CONFIRMED_PRICE = 4590;
const TERMS_TITLE = 'Confirma el precio de tu suscripción';

function awaiting(scene: Partial<SubscriptionScene> = {}): SubscriptionScene {
  return { status: 'awaiting response', products: PRODUCTS, confirmedByMerchant: true, ...scene };
}

/** A shopper of her own with these subscriptions; farmacia-demo requires name, last name and rut. */
const farmaciaShopper = (page: Page, scenes: SubscriptionScene[]) =>
  shopperWithSubscriptions(page, 'farmacia-demo', scenes, 'confirmar-precio', {
    name: 'Carla',
    lastName: 'Rojas',
    rut: '11111111-1',
  });

async function open(page: Page, subscriptionId: string) {
  await page.goto(storeUrl('farmacia-demo', `confirmPrice/${subscriptionId}`));
  return page.getByRole('main');
}

const title = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

async function acceptAndConfirm(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await main.getByRole('button', { name: 'Confirmar' }).click();
}

async function transactionsOf(userId: string): Promise<{ amount: number; status: string }[]> {
  const response = await fetch(
    `${SANDBOX_URL}/sandbox/transactions?userId=${encodeURIComponent(userId)}`,
  );
  return ((await response.json()) as { data: { amount: number; status: string }[] }).data;
}

test(
  'the merchant confirms a new price: the provider e-mails her the page where she answers (issue 39)',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await farmaciaShopper(page, [awaiting({ confirmedByMerchant: false })]);
    const [subscription] = shopper.subscriptions;
    await scene(`/sandbox/subscriptions/${subscription!._id}/merchantConfirm`, {
      price: CONFIRMED_PRICE,
    });
    const mail = await waitForMail(shopper.email, 'Confirma el nuevo precio de tu suscripción');
    expect(mail.link).toBe(storeUrl('farmacia-demo', `confirmPrice/${subscription!._id}`));
    // The link she follows opens the screen where she answers.
    await page.goto(mail.link!);
    await expect(title(page, TERMS_TITLE)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  },
);

test(
  'a due subscription the merchant confirmed: the terms are required, then it is paid once',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await farmaciaShopper(page, [
      awaiting({ confirmedByMerchant: false, paydayInDays: 0 }),
    ]);
    const [subscription] = shopper.subscriptions;
    const confirmed = await scene<{ price: number }>(
      `/sandbox/subscriptions/${subscription!._id}/merchantConfirm`,
      { price: CONFIRMED_PRICE },
    );
    const main = await open(page, subscription!._id);

    await expect(title(page, TERMS_TITLE)).toBeVisible();
    const line = main.getByRole('list', { name: 'Productos' }).getByRole('listitem');
    await expect(line).toContainText(`2 × $4.590`);
    await expect(line).toContainText('$9.180');
    // 2 × $4.590 plus farmacia-demo's delivery for that amount ($1.990 under $30.000: API.md "Prices").
    await expect(main.getByRole('region', { name: 'Resumen' })).toContainText('$11.170');
    expect(confirmed.price).toBe(11170);
    await expect(main.getByText('Visa terminada en 4242 (Crédito)')).toBeVisible();
    await expect(main.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      /\/sandbox\/terms$/,
    );
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('button', { name: 'Confirmar' }).click();
    await expect(main.getByRole('alert')).toHaveText('Debes aceptar los términos y condiciones');
    expect(await transactionsOf(shopper.userId)).toEqual([]);

    await acceptAndConfirm(page);
    await expect(title(page, '¡Listo! La transacción ha sido exitosa')).toBeVisible();
    await expect(main.getByText('La suscripción se ha pagado exitosamente')).toBeVisible();

    const after = await apiAs(shopper.tokens).call<{ status: string }>(
      'GET',
      `subscriptions/${subscription!._id}`,
    );
    expect(after.status).toBe('active');
    const charges = await transactionsOf(shopper.userId);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amount).toBe(11170);
    // She reads what she paid today and when the next charge comes, as the server has them (issue 39).
    const paid = await serverOutcome(shopper.tokens, subscription!._id);
    await expectPaidAndNext(outcomeSummary(main), 11170, paid.subscription);
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('link', { name: 'Ir a mis suscripciones' }).click();
    await expect(page).toHaveURL(storeUrl('farmacia-demo', 'userpanel/subscriptions'));
  },
);

test('a declining card: the failed view, and trying again waits out the 5 minutes', async ({
  page,
}) => {
  const shopper = await farmaciaShopper(page, [awaiting({ paydayInDays: 0, cardDigits: '0002' })]);
  const main = await open(page, shopper.subscriptions[0]!._id);
  await expect(title(page, TERMS_TITLE)).toBeVisible();
  await acceptAndConfirm(page);

  await expect(title(page, 'Ha ocurrido un error')).toBeVisible();
  await expect(
    main.getByText(
      'El pago no se ha podido realizar. Vuelve a intentarlo o prueba con un método de pago diferente.',
    ),
  ).toBeVisible();
  await expect(main.getByText(/Podrás volver a intentarlo en \d:\d\d\./)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Volver a intentar' })).toBeDisabled();
  await expect(main.getByRole('link', { name: 'Ir a mis suscripciones' })).toBeVisible();
  expect(await transactionsOf(shopper.userId)).toEqual([]);
  const after = await apiAs(shopper.tokens).call<{ status: string }>(
    'GET',
    `subscriptions/${shopper.subscriptions[0]!._id}`,
  );
  expect(after.status).toBe('awaiting response');
});

test('a payday ahead: confirming programs the payment without charging', async ({ page }) => {
  const shopper = await farmaciaShopper(page, [awaiting({ paydayInDays: 10 })]);
  await open(page, shopper.subscriptions[0]!._id);
  await expect(title(page, TERMS_TITLE)).toBeVisible();
  await acceptAndConfirm(page);
  await expect(title(page, 'Tu pago está programado')).toBeVisible();
  await expect(
    page.getByRole('main').getByText(/El próximo pago se realizará el \d\d\/\d\d\/\d{4}\./),
  ).toBeVisible();
  const after = await apiAs(shopper.tokens).call<{ status: string }>(
    'GET',
    `subscriptions/${shopper.subscriptions[0]!._id}`,
  );
  expect(after.status).toBe('pending');
  // Nothing charged today, and the first charge with its price and date (issue 39).
  const { subscription } = await serverOutcome(shopper.tokens, shopper.subscriptions[0]!._id);
  const summary = outcomeSummary(page.getByRole('main'));
  await expect(summary).toContainText('Hoy no se realizó ningún cobro.');
  await expect(summary).toContainText(
    `${subscription.products[0]!.name}: ${clp(subscription.price)} el ${shownDate(subscription.payday)}.`,
  );
  expect(await transactionsOf(shopper.userId)).toEqual([]);
});

test(
  'no card: the card picker puts a card in the subscription, then the terms',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await farmaciaShopper(page, [awaiting({ cardDigits: null, paydayInDays: 10 })]);
    const card = await scene<{ _id: string }>('/sandbox/cards', {
      email: shopper.email,
      storeName: 'farmacia-demo',
      number: '4000000000001111',
      brand: 'MasterCard',
      type: 'Debit',
    });
    const main = await open(page, shopper.subscriptions[0]!._id);

    await expect(title(page, 'Elige con qué tarjeta pagar')).toBeVisible();
    await expect(main.getByRole('radio', { name: /MasterCard terminada en 1111/ })).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('button', { name: 'Continuar' }).click();

    await expect(title(page, TERMS_TITLE)).toBeVisible();
    await expect(main.getByText('MasterCard terminada en 1111 (Débito)')).toBeVisible();
    const after = await apiAs(shopper.tokens).call<{ cardId: string }>(
      'GET',
      `subscriptions/${shopper.subscriptions[0]!._id}`,
    );
    expect(after.cardId).toBe(card._id);
  },
);

test('no card at all: a card registered through the provider comes back to the picker, then the terms', async ({
  page,
}) => {
  const shopper = await farmaciaShopper(page, [awaiting({ cardDigits: null, paydayInDays: 10 })]);
  const id = shopper.subscriptions[0]!._id;
  const main = await open(page, id);
  await expect(title(page, 'Elige con qué tarjeta pagar')).toBeVisible();
  await expect(main.getByText('Aún no tienes tarjetas registradas.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Continuar' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await expect(page).toHaveURL(/\/sandbox\/card-inscription\?token=/);
  await page.getByLabel('Marca').selectOption('Visa');
  await page.getByLabel('Tipo').selectOption({ label: 'Crédito' });
  await page.getByLabel('Número de tarjeta').fill('4111111111113333');
  await page.getByRole('button', { name: 'Inscribir' }).click();

  // Back on this route with newCard=true: confirmed, the dialog shows, newCard leaves the URL.
  const dialog = page.getByRole('dialog', { name: 'Tu tarjeta ha sido registrada' });
  await expect(dialog).toContainText('Visa terminada en 3333');
  await expect(page).toHaveURL(storeUrl('farmacia-demo', `confirmPrice/${id}`));
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(main.getByRole('radio', { name: /Visa terminada en 3333/ })).toBeChecked();
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(title(page, TERMS_TITLE)).toBeVisible();
  await expect(main.getByText('Visa terminada en 3333 (Crédito)')).toBeVisible();
});

test(
  'not confirmed by the merchant yet: processing with referential prices, then the terms once confirmed',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await farmaciaShopper(page, [awaiting({ confirmedByMerchant: false })]);
    const main = await open(page, shopper.subscriptions[0]!._id);
    await expect(title(page, 'Estamos procesando tu suscripción')).toBeVisible();
    await expect(
      main.getByText(
        'Los precios son referenciales: la tienda confirmará el precio final antes de realizar el cobro.',
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await scene(`/sandbox/subscriptions/${shopper.subscriptions[0]!._id}/merchantConfirm`, {});
    await page.reload();
    await expect(title(page, TERMS_TITLE)).toBeVisible();
  },
);

test(
  'a canceled subscription cannot be processed, and an unknown one is not found',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await farmaciaShopper(page, [{ status: 'canceled', products: PRODUCTS }]);
    const main = await open(page, shopper.subscriptions[0]!._id);
    await expect(title(page, 'No es posible confirmar el precio')).toBeVisible();
    await expect(main.getByText(/fue modificada o cancelada/)).toBeVisible();

    await open(page, 'sub-que-no-existe');
    await expect(title(page, 'Suscripción no encontrada')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(storeUrl('farmacia-demo'));
  },
);
