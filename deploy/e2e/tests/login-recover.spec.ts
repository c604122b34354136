// Spec 000 §4 Password recovery, §5 reset rules, §8 bad token, and "after a password reset the
// cart of the guest is merged into the user's": the request from the password form, the mailed
// link (sandbox mailbox), the new password, the sign-in, the guest's cart kept.
import { expect, test, type Page } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { newShopper, RECOVER_SUBJECT, waitForMail } from '../support/mailbox';
import { loginForm, signInWithPassword, storeUrl } from '../support/shopper';

const BAD =
  'Lo sentimos, el link ha expirado o no es válido. Intenta recuperar la contraseña nuevamente.';
/** td-p-0009 in the seed: monthly, unlimited stock. */
const COFFEE = { id: 'td-p-0009', name: 'Café de especialidad 250 g', billingType: 'monthly' };

async function pageGuestId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guestId'))).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('guestId')))!;
}

test(
  'recover round trip: link by mail, the reset rules, signed in with the guest cart merged',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await newShopper('recover');
    await page.goto(storeUrl('tienda-demo', 'login?otp=false'));
    // Scene: this visitor's guest cart holds a product.
    const response = await fetch(`${SANDBOX_URL}/v1/carts/addProduct`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        storeId: 'st-tienda-demo',
        guestId: await pageGuestId(page),
        product: { productId: COFFEE.id, quantity: 1, billingType: COFFEE.billingType },
      }),
    });
    expect(response.status).toBe(200);

    const form = loginForm(page);
    const main = page.getByRole('main');
    await form.email.fill(shopper.email);
    await form.continue.click();
    await main.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(form.email).toHaveValue(shopper.email);
    await main.getByRole('button', { name: 'Enviar link' }).click();
    await expect(
      main.getByText(
        'Si el correo está registrado, te enviamos un link para restablecer tu contraseña.',
      ),
    ).toBeVisible();

    const mail = await waitForMail(shopper.email, RECOVER_SUBJECT);
    expect(mail.link).toMatch(new RegExp(`^${storeUrl('tienda-demo', 'recover/')}`));
    await page.goto(mail.link!);
    const change = main.getByRole('button', { name: 'Cambiar contraseña' });
    await change.click();
    await expect(main.getByText('Debes ingresar una contraseña')).toBeVisible();
    await form.password.fill('corta');
    await expect(main.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await form.password.fill('clave-recuperada-1');
    await main.getByLabel('Repite la contraseña').fill('otra-cosa-1');
    await main.getByLabel('Repite la contraseña').blur();
    await expect(main.getByText('Ambas contraseñas deben coincidir')).toBeVisible();
    await main.getByLabel('Repite la contraseña').fill('clave-recuperada-1');
    await change.click();
    await expect(page).toHaveURL(storeUrl('tienda-demo'));

    // The guest's product is now in the signed-in shopper's cart.
    await page.goto(storeUrl('tienda-demo', 'cart'));
    await expect(main.getByRole('listitem', { name: COFFEE.name })).toBeVisible();

    // The link worked once; the new password signs in.
    await page.goto(mail.link!);
    await expect(main.getByRole('alert').filter({ hasText: BAD })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.goto(storeUrl('tienda-demo', 'login'));
    await signInWithPassword(page, shopper.email, 'clave-recuperada-1');
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
  },
);

test('a bad recover link shows the expiry text', async ({ page }) => {
  await page.goto(storeUrl('tienda-demo', 'recover/no-es-un-token'));
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: BAD })).toBeVisible();
});
