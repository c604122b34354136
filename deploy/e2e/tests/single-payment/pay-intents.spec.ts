// Spec 002 §4 Payment intent: a pending intent is resumed and, when it expires, the first method is
// chosen again; one already past its expirationDate expires on load; an unknown receipt. Every
// scene is fresh (its own request, its own guest).
import { expect, test } from '../../support/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { chrome, storeUrl } from '../../support/shopper';
import {
  expireIntentIn,
  readIntent,
  readIntents,
  shopperIntent,
} from '../../support/single-payments';
import { guestRequest, payOnSandboxPage, settledEnabled } from './pay-scene';

test(
  'a pending intent is resumed, and when it expires the first method is chosen again',
  { tag: '@both' },
  async ({ page }) => {
    const { tokens, payer, request } = await guestRequest(page, {
      label: 'expira',
      price: 5000,
      description: 'Pago que expira',
    });
    const intent = await shopperIntent(tokens, {
      paymentRequestId: request._id,
      userEmail: payer,
      paymentMethod: { name: 'Khipu Payment Initiation' },
      price: 5000,
    });
    // Its countdown ends while the shopper looks at it.
    await expireIntentIn(intent._id, 12);
    await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
    const main = page.getByRole('main');
    const methods = main.getByRole('radiogroup', { name: 'MEDIO DE PAGO' });
    await expect(main.getByRole('button', { name: 'Continuar con Khipu' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Khipu' })).toBeChecked();
    await expect(methods.getByRole('radio', { name: 'Webpay Plus' })).toBeDisabled();
    await expect(methods.getByRole('radio', { name: 'Mercado Pago' })).toBeDisabled();
    await expect(
      main.getByText(/^Tu pago con Khipu sigue pendiente\. Expira en 0:\d\d\.$/),
    ).toBeVisible();
    await settledEnabled(main.getByRole('button', { name: 'Continuar con Khipu' }));
    await expectNoSeriousAxeViolations(page);

    await expect(main.getByRole('button', { name: 'Pagar' })).toBeVisible({ timeout: 30_000 });
    await expect(methods.getByRole('radio', { name: 'Webpay Plus' })).toBeChecked();
    await expect(methods.getByRole('radio', { name: 'Khipu' })).toBeEnabled();
    await expect.poll(async () => (await readIntent(tokens, intent._id)).status).toBe('expired');
  },
);

test(
  'a rejected Webpay Plus payment ends its intent: every method is offered again at once (issue 39)',
  { tag: '@both' },
  async ({ page }) => {
    const { tokens, request } = await guestRequest(page, {
      label: 'rechazo',
      price: 7000,
      description: 'Pago rechazado',
    });
    await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
    const main = page.getByRole('main');
    const methods = main.getByRole('radiogroup', { name: 'MEDIO DE PAGO' });
    await expect(methods.getByRole('radio', { name: 'Webpay Plus' })).toBeChecked();
    await settledEnabled(main.getByRole('button', { name: 'Pagar' }));
    await main.getByRole('button', { name: 'Pagar' }).click();
    await payOnSandboxPage(page, /\/sandbox\/webpayplus\//, 'Pagar con tarjeta rechazada');

    // Back: the failure, and no pending payment holding the other methods for ten minutes.
    await expect(page).toHaveURL(storeUrl('tienda-demo', `single-payments/${request._id}`));
    const notice = main.getByRole('alert');
    await expect(notice).toContainText('Lamentablemente, la transacción ha fracasado');
    await expect(notice).toContainText('Por favor, vuelve a intentarlo más tarde.');
    await settledEnabled(main.getByRole('button', { name: 'Pagar' }));
    await expect(main.getByText(/sigue pendiente/)).toHaveCount(0);
    for (const name of ['Webpay Plus', 'Khipu', 'Mercado Pago'])
      await expect(methods.getByRole('radio', { name })).toBeEnabled();
    const [intent] = await readIntents(tokens, request._id);
    expect(intent?.status).toBe('expired');
    await expectNoSeriousAxeViolations(page);

    // Another method pays it at once.
    await methods.getByRole('radio', { name: 'Khipu' }).check();
    await main.getByRole('button', { name: 'Pagar' }).click();
    await payOnSandboxPage(page, /\/sandbox\/khipu\//, 'Pagar');
    await expect(page).toHaveURL(
      new RegExp(`/tienda-demo/single-payments/${request._id}/success/pi-[^/?]+$`),
    );
    await expect(
      main.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' }),
    ).toBeVisible();
  },
);

test('an intent already past its expirationDate is expired on load', async ({ page }) => {
  const { tokens, payer, request } = await guestRequest(page, {
    label: 'vencido',
    price: 5000,
    description: 'Pago vencido',
  });
  const intent = await shopperIntent(tokens, {
    paymentRequestId: request._id,
    userEmail: payer,
    paymentMethod: { name: 'Mercado Pago Checkout Pro' },
    price: 5000,
  });
  await expireIntentIn(intent._id, -60);
  await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  await expect(
    main
      .getByRole('radiogroup', { name: 'MEDIO DE PAGO' })
      .getByRole('radio', { name: 'Webpay Plus' }),
  ).toBeChecked();
  await expect.poll(async () => (await readIntent(tokens, intent._id)).status).toBe('expired');
});

test(
  'an unknown receipt: "Comprobante de pago no encontrado"',
  { tag: '@both' },
  async ({ page }) => {
    const { request } = await guestRequest(page, {
      label: 'sin',
      price: 1000,
      description: 'Sin pagar',
    });
    await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}/success/pi-no-existe`));
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Comprobante de pago no encontrado' }),
    ).toBeVisible();
    await expect(chrome(page).navbar).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto(storeUrl('tienda-demo', 'single-payments/pr-no-existe/success/pi-no-existe'));
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Solicitud de pago no encontrada' }),
    ).toBeVisible();
  },
);
