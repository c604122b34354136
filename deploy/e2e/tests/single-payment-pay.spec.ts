// Spec 002 §2 Single payments, Payment-methods block, paymentLink; §3 Receipt amounts; §4 Payment
// intent; §9 Receipt PDF. A guest pays through a merchant's payment link with Webpay Plus on the
// sandbox's provider page, sees the receipt and downloads its PDF (read back as text); Khipu and
// Mercado Pago pay a request; an expired intent resets to the first method; a forged provider
// return shows no receipt. Every scene is fresh (its own link or request, its own guest).
import { expect, test, type Locator, type Page } from '../support/test';
import { animationsSettled } from '../support/animations';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { storeInfo } from '../support/sandbox';
import { guestWithProfile, signInWithTokens, type SceneTokens } from '../support/session';
import { chrome, ownHostUrl, recordUrls, storeUrl } from '../support/shopper';
import {
  expireIntentIn,
  pdfHasJpeg,
  pdfText,
  readIntent,
  readRequest,
  sceneLink,
  sceneRequest,
  shopperIntent,
} from '../support/single-payments';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
/** '06/11/2026 14:07:09' → '6 de noviembre de 2026' (the PDF's Spanish date). */
function spanishDate(shown: string): string {
  const [day, month, year] = shown.split(' ')[0]!.split('/');
  return `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}`;
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.cl`;

/** What the receipt screen shows next to a label (its <dd>). */
const fact = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

/** The button is enabled and done with its CSS transitions (axe measures contrast as painted). */
async function settledEnabled(button: Locator) {
  await expect(button).toBeEnabled();
  await animationsSettled(button);
}

async function guestOn(page: Page): Promise<SceneTokens> {
  const tokens = await guestWithProfile();
  await signInWithTokens(page, 'tienda-demo', tokens);
  return tokens;
}

async function payOnSandboxPage(page: Page, path: RegExp, button: string) {
  await expect(page).toHaveURL(path);
  await page.getByRole('button', { name: button, exact: true }).click();
}

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
    const date = (await fact(page, 'Fecha').textContent())!;
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
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
      'Pagado por',
      payer,
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

test('the receipt goes back to the site by itself after one minute', async ({ page }) => {
  // A paid request of this guest, through Khipu, then the receipt opened with a controlled clock.
  const store = await storeInfo('tienda-demo');
  const tokens = await guestOn(page);
  const request = await sceneRequest({
    storeId: store._id,
    userEmail: uniqueEmail('reloj'),
    price: 4990,
    description: 'Reloj',
  });
  await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
  const main = page.getByRole('main');
  await main
    .getByRole('radiogroup', { name: 'MEDIO DE PAGO' })
    .getByRole('radio', { name: 'Khipu' })
    .check();
  await main.getByRole('button', { name: 'Pagar' }).click();
  await payOnSandboxPage(page, /\/sandbox\/khipu\//, 'Pagar');
  await expect(page).toHaveURL(/\/success\/pi-[^/?]+$/);
  expect((await readRequest(tokens, request._id)).status).toBe('completed');

  await page.clock.install();
  await page.reload();
  await expect(main.getByText('Volverás al sitio automáticamente en 60 segundos.')).toBeVisible();
  const urls = recordUrls(page);
  await page.clock.runFor(60_000);
  // No callback URL on the request: the store URL (whose guard then sends a guest to login).
  await expect.poll(() => urls).toContain(storeUrl('tienda-demo'));
});

test('Khipu pays a single payment; a blank description reads "Descripción de pago" in the PDF', async ({
  page,
}) => {
  const store = await storeInfo('tienda-demo');
  const tokens = await guestOn(page);
  const payer = uniqueEmail('khipu');
  const request = await sceneRequest({
    storeId: store._id,
    userEmail: payer,
    price: 12990,
    description: ' ',
  });
  await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
  const main = page.getByRole('main');
  await main
    .getByRole('radiogroup', { name: 'MEDIO DE PAGO' })
    .getByRole('radio', { name: 'Khipu' })
    .check();
  await main.getByRole('button', { name: 'Pagar' }).click();
  await payOnSandboxPage(page, /\/sandbox\/khipu\//, 'Pagar');

  await expect(page).toHaveURL(new RegExp(`/single-payments/${request._id}/success/pi-[^/?]+$`));
  const intentId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(fact(page, 'Medio de pago')).toHaveText('Khipu');
  await expect(fact(page, 'Monto original')).toHaveText('$12.990 CLP');
  await expect(fact(page, 'Monto final')).toHaveText('$12.990 CLP');
  expect((await readIntent(tokens, intentId)).status).toBe('successful');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Descargar comprobante' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`comprobante-${intentId}.pdf`);
  const text = await pdfText(download);
  expect(text).toContain('Descripción de pago');
  expect(text).toContain('Medio de pago: Khipu');
  expect(text).toContain(payer);
  expect(text.match(/\$12\.990 CLP/g)?.length).toBe(6); // paid line, unit, final, Subtotal, Total, Monto pagado
});

test('Mercado Pago pays a single payment, verified by polling the transaction', async ({
  page,
}) => {
  const store = await storeInfo('tienda-demo');
  const tokens = await guestOn(page);
  const request = await sceneRequest({
    storeId: store._id,
    userEmail: uniqueEmail('mp'),
    price: 7500,
    description: 'Pago con Mercado Pago',
  });
  await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
  const main = page.getByRole('main');
  await main
    .getByRole('radiogroup', { name: 'MEDIO DE PAGO' })
    .getByRole('radio', { name: 'Mercado Pago' })
    .check();
  await main.getByRole('button', { name: 'Pagar' }).click();
  await payOnSandboxPage(page, /\/sandbox\/mercadopago\//, 'Pagar');

  await expect(page).toHaveURL(new RegExp(`/single-payments/${request._id}/success/pi-[^/?]+$`));
  await expect(fact(page, 'Medio de pago')).toHaveText('Mercado Pago');
  await expect(fact(page, 'Monto final')).toHaveText('$7.500 CLP');
  expect((await readRequest(tokens, request._id)).status).toBe('completed');
});

test('a forged "?mp=true&result=success" return shows no receipt and marks nothing paid', async ({
  page,
}) => {
  const store = await storeInfo('tienda-demo');
  const tokens = await guestOn(page);
  const payer = uniqueEmail('falso');
  const request = await sceneRequest({
    storeId: store._id,
    userEmail: payer,
    price: 3000,
    description: 'Intento falso',
  });
  const intent = await shopperIntent(tokens, {
    paymentRequestId: request._id,
    userEmail: payer,
    paymentMethod: { name: 'Mercado Pago Checkout Pro' },
    price: 3000,
  });
  await page.goto(
    storeUrl(
      'tienda-demo',
      `single-payments/${request._id}?mp=true&result=success&payment_id=999&external_reference=${intent._id}`,
    ),
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(
    'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
  );
  await expect(page).toHaveURL(storeUrl('tienda-demo', `single-payments/${request._id}`));
  await expect(main.getByRole('button', { name: 'Continuar con Mercado Pago' })).toBeVisible();
  expect((await readRequest(tokens, request._id)).status).toBe('pending');
  expect((await readIntent(tokens, intent._id)).status).toBe('initiated');
  await expect(main.getByRole('heading', { name: 'Pago realizado con éxito' })).toHaveCount(0);
});

test(
  'a pending intent is resumed, and when it expires the first method is chosen again',
  { tag: '@both' },
  async ({ page }) => {
    const store = await storeInfo('tienda-demo');
    const tokens = await guestOn(page);
    const payer = uniqueEmail('expira');
    const request = await sceneRequest({
      storeId: store._id,
      userEmail: payer,
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

test('an intent already past its expirationDate is expired on load', async ({ page }) => {
  const store = await storeInfo('tienda-demo');
  const tokens = await guestOn(page);
  const payer = uniqueEmail('vencido');
  const request = await sceneRequest({
    storeId: store._id,
    userEmail: payer,
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

test(
  'an unknown receipt: "Comprobante de pago no encontrado"',
  { tag: '@both' },
  async ({ page }) => {
    const store = await storeInfo('tienda-demo');
    await guestOn(page);
    const request = await sceneRequest({
      storeId: store._id,
      userEmail: uniqueEmail('sin'),
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
