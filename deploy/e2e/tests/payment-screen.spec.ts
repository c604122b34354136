// Spec 001 §2 Payment screen, §4 "Payment execution" and "Retry and reactivate", §8, §9: a shopper
// pays one of her subscriptions on payment/{subscriptionId}. Each test makes its own shopper with
// her own subscriptions (POST /sandbox/subscriptions), so desktop and phone never meet.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { apiAs, type SceneTokens } from '../support/session';
import { expectPaidAndNext, outcomeSummary, serverOutcome } from '../support/money-outcome';
import { storeUrl } from '../support/shopper';
import {
  lastPaymentTryAgo,
  shopperWithSubscriptions,
  type SubscriptionScene,
} from '../support/subscriptions';

const LIST = storeUrl('tienda-demo', 'userpanel/subscriptions');
const COFFEE = 'Café en grano Tostaduría Central 1 kg'; // td-p-0002, monthly $10.000

const coffee = (scene: Partial<SubscriptionScene> & { status: string }): SubscriptionScene => ({
  products: [{ productId: 'td-p-0002', quantity: 2 }],
  paymentMethods: ['Webpay Oneclick', 'Webpay Plus', 'Khipu Payment Initiation'],
  ...scene,
});

const methods = (page: Page) => page.getByRole('radiogroup', { name: 'MEDIO DE PAGO' });

async function expectPaymentScreen(page: Page, id: string): Promise<void> {
  await expect(page).toHaveURL(storeUrl('tienda-demo', `payment/${id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
}

test(
  'a suspended subscription with several methods goes from the list to the payment screen and is paid with Webpay Oneclick',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
      coffee({ status: 'failed', paydayInDays: -3 }),
    ]);
    const sub = subscriptions[0]!;
    await page.goto(LIST);
    await page.getByRole('button', { name: `Reactivar: ${COFFEE}` }).click();
    await expectPaymentScreen(page, sub._id);

    // 001 §2: amount, currency, description, store, the shopper and the ids; desktop split, phone stacked.
    await expect(page.getByText('$22.990', { exact: true })).toBeVisible();
    await expect(page.getByText('CLP', { exact: true })).toBeVisible();
    await expect(page.getByText(`2 × ${COFFEE}`)).toBeVisible();
    await expect(page.getByText(`ID de suscripción: ${sub._id}`)).toBeVisible();
    await expect(page.locator('[data-layout]')).toHaveAttribute(
      'data-layout',
      testInfo.project.name === 'phone' ? 'mobile' : 'desktop',
    );
    // 001 §9 "Webpay Oneclick first"; §4 Khipu shown because the subscription is failed.
    await expect(methods(page).getByRole('radio')).toHaveCount(3);
    await expect(methods(page).getByRole('radio').first()).toHaveAccessibleName('Webpay Oneclick');
    await expect(methods(page).getByRole('radio', { name: 'Webpay Oneclick' })).toBeChecked();
    await expect(methods(page).getByRole('radio', { name: 'Khipu' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /terminada en 4242/ })).toBeChecked();
    await expectNoSeriousAxeViolations(page);

    // 001 §4 "Failed: reactivate".
    await page.getByRole('button', { name: 'Pagar' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
    await expect(dialog.getByRole('status')).toHaveText(
      'Tu suscripción está activa y puedes gestionarla, modificarla, pausarla o cancelarla.',
    );
    // What she paid today and her next charge, as the server has them (issue 39).
    const paid = await serverOutcome(tokens, sub._id);
    expect(paid.transaction!.amount).toBe(22990);
    await expectPaidAndNext(outcomeSummary(dialog), 22990, paid.subscription);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    // 001 §2 return target: no chargeId → the subscription list, where it is active again.
    await expect(page).toHaveURL(LIST);
    const active = page.getByRole('main').getByRole('region', { name: 'Activas' });
    await expect(
      active.getByRole('listitem', { name: COFFEE }).getByRole('group', { name: 'Estado' }),
    ).toHaveText('Activa');

    // The paid cycle is an order at once, for what was charged (issue 39: a paid purchase left
    // no order until the clock's next renewal).
    await page.goto(storeUrl('tienda-demo', 'userpanel/orders'));
    const orders = page.getByRole('main').getByRole('list', { name: 'Órdenes pagadas' });
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await expect(orders.getByRole('listitem')).toContainText('$22.990');
  },
);

test('a failed attempt inside the 5-minute wait: the payment screen’s wait message, its countdown, then the automatic payment', async ({
  page,
}) => {
  // The last try 4.5 minutes ago leaves a 30-second wait. The page's clock runs the countdown out;
  // the scene moves the server's wait past, so no test waits it out in real time.
  await page.clock.install();
  const { subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'failed attempt 2', paydayInDays: -2, lastPaymentTryMinutesAgo: 4.5 }),
  ]);
  const sub = subscriptions[0]!;
  await page.goto(storeUrl('tienda-demo', `payment/${sub._id}`));
  await expectPaymentScreen(page, sub._id);
  // Khipu is hidden from a failed attempt (001 §4: only when failed).
  await expect(methods(page).getByRole('radio', { name: 'Webpay Plus' })).toBeVisible();
  await expect(methods(page).getByRole('radio', { name: 'Khipu' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /terminada en 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pagar' }).click();

  const wait = page.getByRole('dialog', { name: 'Inténtalo de nuevo más tarde' });
  await expect(wait).toContainText(
    'No se ha podido ejecutar el pago, debes esperar 5 minutos entre cada intento',
  );
  await expect(wait.getByRole('timer')).toHaveText(
    /^Podrás pagar en 0:[0-2]\d\. Lo haremos automáticamente\.$/,
  );
  // "retries automatically when the countdown ends" (001 §4): a retry, as the attempt is failing.
  await lastPaymentTryAgo(sub._id, 5.5);
  await page.clock.fastForward('00:31');
  const done = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
  await expect(done.getByRole('status')).toHaveText('La suscripción se ha pagado exitosamente.');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(LIST);
});

test('a declined card fails and stores the try: the next payment waits 5 minutes', async ({
  page,
}) => {
  const { subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'failed', paydayInDays: -3, cardDigits: '0002' }),
  ]);
  const sub = subscriptions[0]!;
  await page.goto(storeUrl('tienda-demo', `payment/${sub._id}`));
  await expectPaymentScreen(page, sub._id);
  await expect(page.getByRole('radio', { name: /terminada en 0002/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pagar' }).click();
  const failed = page.getByRole('dialog', { name: 'Lamentablemente, la transacción ha fracasado' });
  await expect(failed.getByRole('alert')).toHaveText('Por favor, vuelve a intentarlo más tarde.');
  await failed.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('dialog', { name: 'Inténtalo de nuevo más tarde' })).toContainText(
    'No se ha podido ejecutar el pago, debes esperar 5 minutos entre cada intento',
  );
});

test(
  'a subscription that cannot be loaded: "Ha habido un error" with a way back',
  { tag: '@both' },
  async ({ page }) => {
    await shopperWithSubscriptions(page, 'tienda-demo', []);
    await page.goto(storeUrl('tienda-demo', 'payment/sub-no-existe'));
    await expect(page.getByRole('heading', { name: 'Ha habido un error' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(LIST);
  },
);

// The redirect rails (001 §7; the simulated providers): the browser walks through the
// sandbox's provider pages and back. Only the server's own check marks the subscription paid.
const railScene = (status = 'failed') =>
  coffee({
    status,
    paydayInDays: -3,
    paymentMethods: [
      'Webpay Oneclick',
      'Webpay Plus',
      'Khipu Payment Initiation',
      'Mercado Pago Checkout Pro',
    ],
  });

async function payOnRail(page: Page, id: string, method: string): Promise<void> {
  await page.goto(storeUrl('tienda-demo', `payment/${id}`));
  await expectPaymentScreen(page, id);
  await methods(page).getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/sandbox\/(webpayplus|khipu|mercadopago)\//);
}

async function statusOf(tokens: SceneTokens, id: string): Promise<string> {
  const sub = await apiAs(tokens).call<{ status: string }>('GET', `subscriptions/${id}`);
  return sub.status;
}

/** Paid by the rail: she reads what the provider charged and her next charge (issue 39), then the list. */
async function expectPaid(page: Page, tokens: SceneTokens, id: string): Promise<void> {
  const done = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
  await expect(done.getByRole('status')).toHaveText('La suscripción se ha pagado exitosamente.');
  const paid = await serverOutcome(tokens, id);
  await expectPaidAndNext(outcomeSummary(done), paid.transaction!.amount, paid.subscription);
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: 'Activas' })
      .getByRole('listitem', { name: COFFEE })
      .getByRole('group', { name: 'Estado' }),
  ).toHaveText('Activa');
}

/** 001 §8 "Validation failure", then the screen again without the return in its URL. */
async function expectNotPaid(page: Page, id: string): Promise<void> {
  const failed = page.getByRole('dialog', {
    name: 'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
  });
  await expect(failed.getByRole('alert')).toHaveText(
    'El pago no se ha podido realizar. Vuelve a intentarlo o prueba con un método de pago diferente.',
  );
  await failed.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(storeUrl('tienda-demo', `payment/${id}`));
}

test('Webpay Plus: the shopper pays on the provider’s page and comes back paid', async ({
  page,
}) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    railScene(),
  ]);
  const id = subscriptions[0]!._id;
  await payOnRail(page, id, 'Webpay Plus');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/[?&]webpayPlus=true&token_ws=/);
  await expectPaid(page, tokens, id);
});

test('Webpay Plus: an aborted purchase and a timeout come back unpaid', async ({ page }) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    railScene(),
  ]);
  const id = subscriptions[0]!._id;
  await payOnRail(page, id, 'Webpay Plus');
  await page.getByRole('button', { name: 'Anular compra' }).click();
  await expect(page).toHaveURL(/[?&]TBK_TOKEN=/);
  await expectNotPaid(page, id);

  await methods(page).getByRole('radio', { name: 'Webpay Plus' }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.getByRole('button', { name: 'Dejar expirar' }).click();
  await expect(page).toHaveURL(/[?&]TBK_ORDEN_COMPRA=/);
  await expectNotPaid(page, id);
  expect(await statusOf(tokens, id)).toBe('failed');
});

test('Khipu: the provider notifies the server, the screen polls the transaction and shows it paid', async ({
  page,
}) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    railScene(),
  ]);
  const id = subscriptions[0]!._id;
  await payOnRail(page, id, 'Khipu');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/[?&]khipu=true/);
  await expectPaid(page, tokens, id);
});

test('Mercado Pago: paid on Checkout Pro, verified by the server', async ({ page }) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    railScene('failed attempt 1'),
  ]);
  const id = subscriptions[0]!._id;
  await payOnRail(page, id, 'Mercado Pago');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/[?&]mp=true&result=success/);
  await expectPaid(page, tokens, id);
});

test('a forged Mercado Pago success return marks nothing paid', async ({ page }) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    railScene(),
  ]);
  const id = subscriptions[0]!._id;
  // Started but never paid on the provider's page: the return is forged in the address bar.
  await payOnRail(page, id, 'Mercado Pago');
  await page.goto(
    storeUrl(
      'tienda-demo',
      `payment/${id}?mp=true&result=success&payment_id=999999&external_reference=${id}`,
    ),
  );
  const verifying = page.getByRole('dialog', { name: 'Estamos verificando tu pago' });
  await expect(verifying).toContainText('Esperamos la confirmación del medio de pago.');
  await expect(
    page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' }),
  ).toHaveCount(0);
  expect(await statusOf(tokens, id)).toBe('failed');

  // In a tab that started no payment there is nothing to verify: the validation failure.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expectNotPaid(page, id);
  expect(await statusOf(tokens, id)).toBe('failed');
});
