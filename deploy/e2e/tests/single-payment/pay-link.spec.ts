// Spec 002 §2 Single payments, Payment-methods block, paymentLink; §3 Receipt amounts; §9 Receipt
// PDF. A guest pays through a merchant's payment link with Webpay Plus on the sandbox's provider
// page, sees the receipt and downloads its PDF (read back as text); an unknown link; paymentLink
// is a marketplace route. Requests paid with Khipu and Mercado Pago: pay-providers.spec.ts;
// pending and expired intents: pay-intents.spec.ts.
import { expect, test } from '../../support/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { storeInfo } from '../../support/sandbox';
import { guestWithProfile, signInWithTokens } from '../../support/session';
import { chrome, ownHostUrl, recordUrls, storeUrl } from '../../support/shopper';
import { pdfHasJpeg, pdfText, sceneLink } from '../../support/single-payments';
import {
  chileDateTime,
  fact,
  guestOn,
  invoiceRead,
  payOnSandboxPage,
  settledEnabled,
  spanishDate,
  uniqueEmail,
} from './pay-scene';

test(
  'a guest pays a payment link with Webpay Plus, sees the receipt and downloads its PDF',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const store = await storeInfo('tienda-demo');
    const link = await sceneLink({
      storeId: store._id,
      price: 1.5,
      currency: 'uf',
      description: 'Asesoría de diseño',
    });
    const payer = uniqueEmail('invitada');
    const urls = recordUrls(page);

    // paymentLink: the guard signs a guest in; user-info asks name, last name and rut first.
    await page.goto(storeUrl('tienda-demo', `paymentLink/${link._id}`));
    await expect(page).toHaveURL(
      storeUrl('tienda-demo', `user-info?redirect=%2FpaymentLink%2F${link._id}`),
    );
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Invitada');
    await form.getByRole('textbox', { name: 'Apellido' }).fill('Paz');
    await form.getByRole('textbox', { name: 'Rut' }).pressSequentially('11.111.111-1');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', `paymentLink/${link._id}`));
    await expect(page).toHaveTitle(/^Link de pago - /);

    // A guest has no e-mail of its own: where the request and its receipt go.
    const main = page.getByRole('main');
    await expect(main.getByText('UF 1,50', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('textbox', { name: 'Correo electrónico' }).fill(payer);
    await main.getByRole('button', { name: 'Continuar' }).click();
    await expect(main.getByRole('heading', { name: 'MEDIO DE PAGO' })).toBeVisible();
    // The method skeletons show only until the request is made (800 ms at most); their shape is
    // pinned by payment-link-page.test.tsx, not here, where a fast API made the check race.
    if (testInfo.project.name === 'phone')
      await expect(main.getByText(`ID Payment Link: ${link._id}`)).toBeVisible();

    // After 800 ms: the single-payment screen of the guest's request for that link.
    await expect(page).toHaveURL(new RegExp(`/tienda-demo/single-payments/pr-[^/?]+$`));
    const requestId = new URL(page.url()).pathname.split('/').pop()!;
    expect(urls.some((u) => u.includes(`paymentLink/${link._id}`))).toBe(true);
    await expect(main.getByText(payer, { exact: true })).toBeVisible();
    const methods = main.getByRole('radiogroup', { name: 'MEDIO DE PAGO' });
    await expect(methods.getByRole('radio', { name: 'Webpay Plus' })).toBeChecked();
    await settledEnabled(main.getByRole('button', { name: 'Pagar' }));
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('button', { name: 'Pagar' }).click();

    // The provider's page (sandbox), then back through the server's commit to the receipt.
    const invoice = invoiceRead(page);
    await payOnSandboxPage(page, /\/sandbox\/webpayplus\//, 'Pagar');
    await expect(page).toHaveURL(
      new RegExp(`/tienda-demo/single-payments/${requestId}/success/pi-[^/?]+$`),
    );
    const intentId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page).toHaveTitle(/^Comprobante de pago - /);

    await expect(
      main.getByRole('heading', { level: 1, name: 'Pago realizado con éxito' }),
    ).toBeVisible();
    await expect(
      main.getByText('Los detalles del comprobante de tu pago a continuación:'),
    ).toBeVisible();
    const code = (await fact(page, 'Código de comprobante').textContent())!;
    expect(code).toMatch(/^inv-/);
    // Issue 39: the time she paid on Chile's clock, not UTC's.
    const date = chileDateTime((await invoice).createdAt);
    await expect(fact(page, 'Fecha')).toHaveText(date);
    await expect(fact(page, 'Medio de pago')).toHaveText('Webpay Plus');
    // 002 §3: a UF request is paid in CLP (sandbox: 1 UF = CLP 39.000).
    await expect(fact(page, 'Monto original')).toHaveText('UF 1,50 UF');
    await expect(fact(page, 'Monto final')).toHaveText('$58.500 CLP');
    await expect(main.getByRole('separator')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Volver al sitio' })).toBeVisible();
    await expect(
      main.getByText(/^Volverás al sitio automáticamente en \d+ segundos?\.$/),
    ).toBeVisible();
    if (testInfo.project.name === 'phone') {
      await expect(main.getByText(`ID de solicitud: ${requestId}`)).toBeVisible();
      await expect(main.getByText(`ID de pago: ${intentId}`)).toBeVisible();
    } else {
      await expect(main.getByText(`ID de pago: ${intentId}`)).toHaveCount(0);
    }
    await expect(chrome(page).navbar).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // The PDF (002 §9), its text read back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Descargar comprobante' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`comprobante-${intentId}.pdf`);
    const text = await pdfText(download);
    for (const expected of [
      'Comprobante de Pago',
      `Código de comprobante: ${code}`,
      `Fecha: ${date}`,
      'Medio de pago: Webpay Plus',
      `Comercio: ${store.displayName}`,
      'Correo de soporte: soporte@tienda-demo.cl',
      // Issue 39: named as she gave her name and RUT on user-info, then her e-mail.
      `Pagado por Invitada Paz RUT 11.111.111-1 ${payer}`,
      `$58.500 CLP pagado el ${spanishDate(date)}`,
      'Descripción',
      'Cantidad',
      'Monto unitario',
      'Monto final',
      'Asesoría de diseño',
      'UF 1,50 UF',
      'Subtotal',
      'Total',
      'Monto pagado',
      `La plataforma de pagos solo procesa el pago. Si tienes preguntas sobre esta compra, contacta a ${store.displayName} (soporte@tienda-demo.cl).`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text.match(/\$58\.500 CLP/g)?.length).toBe(5); // paid line, Monto final, Subtotal, Total, Monto pagado
    // The store's logo, converted to a JPEG data URL (002 §7, §9), not the default.
    expect(await pdfHasJpeg(download)).toBe(true);
    await expect(main.getByRole('alert')).toHaveCount(0);
  },
);

test(
  'an unknown payment link: "Solicitud de pago no encontrada"',
  { tag: '@both' },
  async ({ page }) => {
    await guestOn(page);
    await page.goto(storeUrl('tienda-demo', 'paymentLink/pl-no-existe'));
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Solicitud de pago no encontrada' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  },
);

test('paymentLink is a marketplace (or localhost) route: served under the store prefix, not on a store own host', async ({
  page,
}) => {
  // servicios-demo's seeded open link (SANDBOX.md), opened by a guest under its marketplace prefix.
  const tokens = await guestWithProfile();
  await signInWithTokens(page, 'tienda-demo', tokens);
  await page.goto(storeUrl('servicios-demo', 'paymentLink/pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA'));
  const main = page.getByRole('main');
  await expect(main.getByText('$19.990', { exact: true })).toBeVisible();
  await expect(main.getByText('Visita técnica a domicilio')).toBeVisible();
  await expect(page).toHaveTitle(/^Link de pago - /);

  // On the store's own host the route does not exist: an unknown path goes to the store root.
  await signInWithTokens(page, 'servicios-demo', tokens);
  await page.goto(ownHostUrl('servicios-demo', 'paymentLink/pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA'));
  await expect(page).not.toHaveURL(/paymentLink/);
  await expect(page.getByText('Visita técnica a domicilio')).toHaveCount(0);
});
