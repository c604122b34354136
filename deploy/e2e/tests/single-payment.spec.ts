// Spec 002 §2 Single payments, "Payment-methods block", §5: a visitor opens a payment request; the
// guard signs a guest in; a guest fills name, last name and rut first (000 §4 Session: user-info,
// edit mode since the redirect holds "payment") and comes back; the screen shows the amount, description, payer e-mail,
// 'MEDIO DE PAGO' with the store's single-use methods, the request id, and no navbar.
// Values are the sandbox seed's (deploy/sandbox/src/seed).
import { expect, test } from '../support/test';
import { guestWithProfile, signInWithTokens } from '../support/session';
import { chrome, recordUrls, storeUrl } from '../support/shopper';

const REQUEST = {
  id: 'pr-td-0ywHJQcfV5nz3Houv9Vb0A',
  amount: '$25.000',
  description: 'Pago de prueba tienda-demo',
  payer: 'ana@demo.cl',
};
/** tienda-demo's available methods that are single-use, as the screen names them. */
const SINGLE_USE_METHODS = ['Webpay Plus', 'Khipu', 'Mercado Pago'];

test(
  'a visitor goes through the guest login and sees the payment screen',
  { tag: '@both' },
  async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto(storeUrl('tienda-demo', `single-payments/${REQUEST.id}`));
    // The first URL already matches the final one: wait for the login hop, then for the way back.
    await expect
      .poll(() => urls)
      .toContain(
        storeUrl('tienda-demo', `login?redirect=%2Fsingle-payments%2F${REQUEST.id}&guest=true`),
      );
    await expect(page).toHaveURL(
      storeUrl('tienda-demo', `user-info?redirect=%2Fsingle-payments%2F${REQUEST.id}`),
    );
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Invitada');
    await form.getByRole('textbox', { name: 'Apellido' }).fill('Paz');
    await form.getByRole('textbox', { name: 'Rut' }).pressSequentially('11.111.111-1');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', `single-payments/${REQUEST.id}`));

    const main = page.getByRole('main');
    await expect(main.getByText(REQUEST.amount, { exact: true })).toBeVisible();
    await expect(main.getByText('CLP', { exact: true })).toBeVisible();
    await expect(main.getByText(REQUEST.description, { exact: true })).toBeVisible();
    await expect(main.getByText(REQUEST.payer, { exact: true })).toBeVisible();
    await expect(main.getByText(`ID de solicitud: ${REQUEST.id}`)).toBeVisible();

    const methods = main.getByRole('radiogroup', { name: 'MEDIO DE PAGO' });
    await expect(main.getByRole('heading', { name: 'MEDIO DE PAGO' })).toBeVisible();
    await expect(methods.getByRole('radio')).toHaveCount(SINGLE_USE_METHODS.length);
    for (const name of SINGLE_USE_METHODS)
      await expect(methods.getByRole('radio', { name })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Webpay Oneclick' })).toHaveCount(0);
    await expect(methods.getByRole('radio').first()).toBeChecked();
    // 002 §2, §3: four logos on each card, files the payments remote serves (a file it failed to
    // serve would leave a broken image: not complete, or no natural width).
    const logos = methods.getByRole('img');
    await expect(logos).toHaveCount(SINGLE_USE_METHODS.length * 4);
    await expect(methods.getByRole('img', { name: 'Redcompra' })).toBeVisible();
    await expect(methods.getByRole('img', { name: 'BancoEstado' })).toBeVisible();
    await expect
      .poll(() =>
        logos.evaluateAll(
          (images) =>
            (images as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0)
              .length,
        ),
      )
      .toBe(0);
    await methods.getByRole('radio', { name: SINGLE_USE_METHODS[1]! }).check();
    await expect(methods.getByRole('radio', { name: SINGLE_USE_METHODS[1]! })).toBeChecked();

    // Navbar and footers are hidden on this screen.
    await expect(chrome(page).navbar).toHaveCount(0);
    await expect(chrome(page).footer).toHaveCount(0);
    await expect(page).toHaveTitle(/^Pantalla de pago - /);
  },
);

test('an unknown request id shows "Solicitud de pago no encontrada"', async ({ page }) => {
  // A guest whose name, last name and rut are known already (no user-info step).
  await signInWithTokens(page, 'tienda-demo', await guestWithProfile());
  await page.goto(storeUrl('tienda-demo', 'single-payments/pr-no-existe'));
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Solicitud de pago no encontrada' }),
  ).toBeVisible();
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'single-payments/pr-no-existe'));
});
