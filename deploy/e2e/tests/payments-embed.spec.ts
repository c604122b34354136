// Payments for integrators (issue 13; deploy/README.md "Payments for integrators"): a merchant's
// page on another origin (the stack's embed demo, 127.0.0.1) embeds the payments standalone page
// (localhost) with one script tag; a guest pays a payment link with Webpay Plus on the sandbox's
// provider page (a window of its own that hands the return back to the frame), and the merchant
// page receives `paid` from the server-checked receipt. Chromium here blocks third-party storage
// in the frame, so this also shows the frame paying with its session kept in memory. A forged `paid` posted on the page by anyone but the frame is ignored. The standalone
// page on its own passes axe.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { storeInfo } from '../support/sandbox';
import { sceneLink } from '../support/single-payments';
import { PAYMENTS_URL } from '../support/env';

const DEMO_URL = (process.env.E2E_EMBED_DEMO_URL ?? 'http://127.0.0.1:18083').replace(/\/+$/, '');

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.cl`;

/** The events the demo page listed, in order, as the core relayed them. */
async function received(page: Page) {
  return page
    .getByRole('list', { name: 'Eventos recibidos' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (item) => JSON.parse(item.textContent!.replace(/^\w+ /, '')) as Record<string, unknown>,
      ),
    );
}

test('a foreign page embeds the payment with one script tag and receives paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const store = await storeInfo('tienda-demo');
  const link = await sceneLink({
    storeId: store._id,
    price: 12990,
    currency: 'clp',
    description: 'Pago en el comercio',
  });
  await page.goto(`${DEMO_URL}/?store=tienda-demo&paymentLink=${link._id}`);
  expect(new URL(page.url()).origin).not.toBe(new URL(PAYMENTS_URL).origin);
  const events = page.getByRole('list', { name: 'Eventos recibidos' });
  await expect(events.locator('[data-event="ready"]')).toHaveCount(1);
  await expect(events.locator('[data-event="resized"]').first()).toBeAttached();

  // Someone other than the frame posts a paid message on the merchant page: it is not relayed.
  await page.evaluate(() =>
    window.postMessage(
      {
        channel: 'storefront-payments',
        version: 1,
        type: 'paid',
        paymentRequestId: 'pr-forged',
        paymentIntentId: 'pi-forged',
        invoiceId: 'inv-forged',
        amount: 1,
        currency: 'clp',
      },
      '*',
    ),
  );

  // Inside the frame: the guest gives an e-mail, then pays with Webpay Plus on the provider page.
  const frame = page.frameLocator('#pago iframe');
  const main = frame.getByRole('main');
  await expect(main.getByText('$12.990', { exact: false }).first()).toBeVisible();
  await main.getByRole('textbox', { name: 'Correo electrónico' }).fill(uniqueEmail('embed'));
  await main.getByRole('button', { name: 'Continuar' }).click();
  const methods = main.getByRole('radiogroup', { name: 'MEDIO DE PAGO' });
  await expect(methods.getByRole('radio', { name: 'Webpay Plus' })).toBeChecked();
  // The provider's page opens in a window of its own (the merchant's page and the frame stay),
  // returns there, hands the return to the frame and closes.
  const providerOpened = page.waitForEvent('popup');
  await main.getByRole('button', { name: 'Pagar' }).click();
  const provider = await providerOpened;
  await expect(provider).toHaveURL(/\/sandbox\/webpayplus\//);
  const providerClosed = provider.waitForEvent('close');
  await provider.getByRole('button', { name: 'Pagar', exact: true }).click();
  await providerClosed;
  await expect(
    main.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' }),
  ).toBeVisible();

  await expect(events.locator('[data-event="paid"]')).toHaveCount(1);
  const paid = (await received(page)).filter((e) => e.type === 'paid');
  expect(paid).toEqual([
    expect.objectContaining({
      type: 'paid',
      paymentIntentId: expect.stringMatching(/^pi-/),
      invoiceId: expect.stringMatching(/^inv-/),
      amount: 12990,
      currency: 'clp',
    }),
  ]);
  // The demo page never left its origin.
  expect(new URL(page.url()).origin).toBe(DEMO_URL);
});

test('a payment aborted on the provider page reaches the foreign page as failed, then closed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const store = await storeInfo('tienda-demo');
  const link = await sceneLink({ storeId: store._id, price: 4990, description: 'Pago anulado' });
  await page.goto(`${DEMO_URL}/?store=tienda-demo&paymentLink=${link._id}`);
  const events = page.getByRole('list', { name: 'Eventos recibidos' });
  const main = page.frameLocator('#pago iframe').getByRole('main');
  await main.getByRole('textbox', { name: 'Correo electrónico' }).fill(uniqueEmail('embed-anula'));
  await main.getByRole('button', { name: 'Continuar' }).click();
  const providerOpened = page.waitForEvent('popup');
  await main.getByRole('button', { name: 'Pagar' }).click();
  const provider = await providerOpened;
  const providerClosed = provider.waitForEvent('close');
  await provider.getByRole('button', { name: 'Anular compra', exact: true }).click();
  await providerClosed;

  await expect(events.locator('[data-event="failed"]')).toHaveCount(1);
  const failed = (await received(page)).filter((e) => e.type === 'failed');
  expect(failed).toEqual([
    expect.objectContaining({ paymentRequestId: expect.stringMatching(/^pr-/) }),
  ]);
  await expect(events.locator('[data-event="paid"]')).toHaveCount(0);

  // The shopper gives up: "Cerrar" tells the page, which may take the frame away.
  await page
    .frameLocator('#pago iframe')
    .getByRole('button', { name: 'Cerrar', exact: true })
    .click();
  await expect(events.locator('[data-event="closed"]')).toHaveCount(1);
});

test(
  'the frame is as tall as its content, on the e-mail step and on the methods (issue 39: it grew without end)',
  { tag: '@both' },
  async ({ page }) => {
    const store = await storeInfo('tienda-demo');
    const link = await sceneLink({ storeId: store._id, price: 3990, description: 'Pago a medida' });
    await page.goto(`${DEMO_URL}/?store=tienda-demo&paymentLink=${link._id}`);
    const iframe = page.locator('#pago iframe');
    const main = page.frameLocator('#pago iframe').getByRole('main');
    await expect(main.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    const frame = (await iframe.elementHandle())!.contentFrame();
    // Nothing to scroll inside the frame, and the frame no taller than that: it grew by the
    // content below a viewport-high page on every resize (39,000 px after 15 s).
    const overflow = async () =>
      (await frame)!.evaluate(
        () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
      );
    const settled = async () => {
      await expect.poll(overflow).toBe(0);
      expect((await iframe.boundingBox())!.height).toBeLessThan(3000);
    };
    await settled();
    await main.getByRole('textbox', { name: 'Correo electrónico' }).fill(uniqueEmail('embed-alto'));
    await main.getByRole('button', { name: 'Continuar' }).click();
    await expect(main.getByRole('radiogroup', { name: 'MEDIO DE PAGO' })).toBeVisible();
    await settled();
  },
);

test(
  'the payments standalone page has no serious accessibility violations',
  { tag: '@both' },
  async ({ page }) => {
    const store = await storeInfo('tienda-demo');
    const link = await sceneLink({ storeId: store._id, price: 5000, description: 'Pago directo' });
    await page.goto(`${PAYMENTS_URL}/tienda-demo/paymentLink/${link._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(page).toHaveTitle(/^Link de pago - /);
    // Not embedded: no "Cerrar" (nobody to tell).
    await expect(page.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  },
);
