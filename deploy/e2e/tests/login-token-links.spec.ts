// Spec 000 §4 "Token flow", §6 bypass login for integrations, §8 "Token errors": links minted by
// the sandbox scene POST /sandbox/loginLinks. A bypass link signs in at once and keeps only the
// callback URLs the store configured; an outside URL is dropped. Access-token links of the wrong
// type or expired, and a required token missing from the URL, end on the error page.
import { expect, test, type Page } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { cloneStore, loginLink, newShopper } from '../support/mailbox';
import type { StoreName } from '../support/env';
import { loginForm, storeUrl } from '../support/shopper';

const HINT = 'Verifica la url o contáctate con un administrador.';
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function expectTokenError(page: Page, message: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Ha ocurrido un error' })).toBeVisible();
  await expect(main.getByText(message)).toBeVisible();
  await expect(main.getByText(HINT)).toBeVisible();
}

test.describe('bypass links (a store of its own that allows them)', () => {
  let store: StoreName;
  test.beforeAll(async () => {
    store = await cloneStore('tienda-demo', 'bypass', {
      policy: { loginPolicy: { bypass: 'allowed' } },
    });
  });

  test('a bypass link signs in and keeps the allowed callback; an outside error URL is dropped', async ({
    page,
  }) => {
    const shopper = await newShopper('bypass');
    const token = await loginLink({
      storeName: store,
      email: shopper.email,
      type: 'bypass',
      callbackUrl: '{sandbox}/sandbox/merchant/return?orden=1',
      errorUrl: 'https://evil.example/steal',
    });
    await page.goto(storeUrl(store, `login?bypass=${encodeURIComponent(token)}`));
    await expect(page).toHaveURL(storeUrl(store));
    expect(await stored(page, 'callbackUrl')).toBe(
      `${SANDBOX_URL}/sandbox/merchant/return?orden=1`,
    );
    expect(await stored(page, 'errorUrl')).toBeNull();
    expect(await stored(page, 'accessToken')).toBeTruthy();
  });

  test('an outside callback URL is never kept nor followed', async ({ page }) => {
    const shopper = await newShopper('bypass-evil');
    const token = await loginLink({
      storeName: store,
      email: shopper.email,
      type: 'bypass',
      callbackUrl: 'https://evil.example/steal',
    });
    await page.goto(storeUrl(store, `login?bypass=${encodeURIComponent(token)}`));
    await expect(page).toHaveURL(storeUrl(store));
    expect(await stored(page, 'callbackUrl')).toBeNull();
  });

  test('a link that is not of type bypass is an error', async ({ page }) => {
    const shopper = await newShopper('bypass-type');
    const token = await loginLink({
      storeName: store,
      email: shopper.email,
      type: 'token',
    });
    await page.goto(storeUrl(store, `login?bypass=${encodeURIComponent(token)}`));
    await expectTokenError(page, 'El token de acceso directo no es de tipo bypass.');
  });
});

test('an access token of the wrong type is an error page', { tag: '@both' }, async ({ page }) => {
  const shopper = await newShopper('token-type');
  const token = await loginLink({ storeName: 'tienda-demo', email: shopper.email, type: 'bypass' });
  await page.goto(storeUrl('tienda-demo', `login?token=${encodeURIComponent(token)}`));
  await expectTokenError(page, 'El token de acceso no es del tipo correcto.');
});

test('an expired access token is an error page', async ({ page }) => {
  const shopper = await newShopper('token-expired');
  const token = await loginLink({
    storeName: 'tienda-demo',
    email: shopper.email,
    type: 'token',
    ttlSeconds: 0,
  });
  await page.goto(storeUrl('tienda-demo', `login?token=${encodeURIComponent(token)}`));
  await expectTokenError(page, 'El token de acceso expiró o no es válido.');
});

test('a store that requires an access token: without one the login is an error page', async ({
  page,
}) => {
  const store = await cloneStore('tienda-demo', 'token-required', {
    policy: { loginPolicy: { token: 'required' } },
  });
  await page.goto(storeUrl(store, 'login'));
  await expectTokenError(page, 'Falta el token de acceso en la url.');
  await expect(loginForm(page).email).toHaveCount(0);
});

test('an access token goes on with its e-mail: the sign-in method of that shopper', async ({
  page,
}) => {
  const shopper = await newShopper('token-user');
  const token = await loginLink({ storeName: 'tienda-demo', email: shopper.email, type: null });
  await page.goto(storeUrl('tienda-demo', `login?token=${encodeURIComponent(token)}`));
  const form = loginForm(page);
  await expect(page.getByRole('main').getByText(shopper.email)).toBeVisible();
  await form.withPassword.click();
  await form.password.fill(shopper.password);
  await form.submit.click();
  await expect(page).toHaveURL(storeUrl('tienda-demo'));
});
