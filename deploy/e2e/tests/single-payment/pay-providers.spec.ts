// Spec 002 §2 Single payments; §4 Payment intent; §9 Receipt PDF. Khipu and Mercado Pago pay a
// request on the sandbox's provider pages; the receipt goes back to the site by itself; a forged
// provider return shows no receipt. Every scene is fresh (its own request, its own guest).
import { expect, test } from '../../support/test';
import { recordUrls, storeUrl } from '../../support/shopper';
import { pdfText, readIntent, readRequest, shopperIntent } from '../../support/single-payments';
import { fact, guestRequest, payRequestWith } from './pay-scene';

test('the receipt goes back to the site by itself after one minute', async ({ page }) => {
  // A paid request of this guest, through Khipu, then the receipt opened with a controlled clock.
  const { tokens, request } = await guestRequest(page, {
    label: 'reloj',
    price: 4990,
    description: 'Reloj',
  });
  const main = await payRequestWith(page, request._id, 'Khipu', /\/sandbox\/khipu\//);
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
  const { tokens, payer, request } = await guestRequest(page, {
    label: 'khipu',
    price: 12990,
    description: ' ',
  });
  const main = await payRequestWith(page, request._id, 'Khipu', /\/sandbox\/khipu\//);

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
  const { tokens, request } = await guestRequest(page, {
    label: 'mp',
    price: 7500,
    description: 'Pago con Mercado Pago',
  });
  await payRequestWith(page, request._id, 'Mercado Pago', /\/sandbox\/mercadopago\//);

  await expect(page).toHaveURL(new RegExp(`/single-payments/${request._id}/success/pi-[^/?]+$`));
  await expect(fact(page, 'Medio de pago')).toHaveText('Mercado Pago');
  await expect(fact(page, 'Monto final')).toHaveText('$7.500 CLP');
  expect((await readRequest(tokens, request._id)).status).toBe('completed');
});

test('a forged "?mp=true&result=success" return shows no receipt and marks nothing paid', async ({
  page,
}) => {
  const { tokens, payer, request } = await guestRequest(page, {
    label: 'falso',
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
