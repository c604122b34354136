// Spec 000 §4 Session: "Logout clears tokens, callbacks, cart and card state" (§3 client-stored
// items: accessToken, refreshToken, callbackUrl, errorUrl, tbk_token, lastPaymentTry, guestId…), and
// the navbar badge drops to 0.
import { expect, test, type Page } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { openAccountOptions, storeUrl } from '../support/shopper';
import { shopperWithProfile, signInWithTokens } from '../support/session';

const CLEARED = [
  'accessToken',
  'refreshToken',
  'callbackUrl',
  'errorUrl',
  'tbk_token',
  'lastPaymentTry',
  'guestId',
];

/** Logout as a shopper does it: the account menu on desktop, the drawer on a phone. */
async function logOut(page: Page, isMobile: boolean): Promise<void> {
  const options = await openAccountOptions(page, isMobile);
  await options.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Cerrar sesión' }).click();
}

test(
  'logout clears the stored sign-in items and the cart badge',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const shopper = await shopperWithProfile({
      name: 'Lucía',
      lastName: 'Mora',
      rut: '11111111-1',
    });
    // Scene: one product in the shopper's cart.
    const added = await fetch(`${SANDBOX_URL}/v1/carts/addProduct`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-origin-type': 'shopper',
        authorization: `Bearer ${shopper.access}`,
      },
      body: JSON.stringify({
        storeId: 'st-tienda-demo',
        guestId: `g-${Date.now()}`,
        userId: shopper.userId,
        product: { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' },
      }),
    });
    expect(added.ok).toBe(true);
    await signInWithTokens(page, 'tienda-demo', shopper);
    await page.evaluate(() => {
      localStorage.setItem('callbackUrl', 'http://localhost/ok');
      localStorage.setItem('errorUrl', 'http://localhost/error');
      localStorage.setItem('tbk_token', 'tbk-1');
      localStorage.setItem('lastPaymentTry', '{}');
    });
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    const cart = page.getByRole('banner').getByRole('link', { name: /carrito/i });
    await expect(cart).toContainText('1');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guestId'))).toBeTruthy();

    await logOut(page, isMobile);

    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: 'Iniciar sesión' })
        .or(page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }))
        .first(),
    ).toBeVisible();
    await expect(cart).toContainText('0');
    const left = await page.evaluate(
      (keys) => keys.filter((key) => key !== 'guestId' && localStorage.getItem(key) !== null),
      CLEARED,
    );
    expect(left).toEqual([]);
    // The visitor got a new guestId (a new, empty cart), not the signed-in one's.
    await page.reload();
    await expect(cart).toContainText('0');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  },
);
