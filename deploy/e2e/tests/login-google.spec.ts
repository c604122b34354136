// Issue 10 Google sign-in (spec 000 §7 auth/google, §8 "Google sign-in errors ... not shown"): the
// button only where the store's login policy offers Google, the sandbox's account chooser, and
// back at the store signed in at the login target; an unverified e-mail returns quietly to the
// e-mail step. Each test makes its own store (a tienda-demo clone with google in loginMethods).
import { expect, test, type Page } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { cloneStore, newShopper } from '../support/mailbox';
import { storeUrl } from '../support/shopper';

const withGoogle = { policy: { loginPolicy: { loginMethods: ['otp', 'password', 'google'] } } };
const googleButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Continuar con Google' });

async function chooseAccount(page: Page, email: string, options: { unverified?: boolean } = {}) {
  await expect(page).toHaveURL((url) =>
    url.href.startsWith(`${SANDBOX_URL}/sandbox/google/authorize?`),
  );
  await expect(page.getByRole('heading', { name: 'Elige una cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico de la cuenta de Google').fill(email);
  if (options.unverified) await page.getByLabel('Simular un correo no verificado').check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
}

test(
  'the Google button shows only where the login policy offers Google',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo', 'login'));
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(googleButton(page)).toHaveCount(0);
    const store = await cloneStore('tienda-demo', 'google-button', withGoogle);
    await page.goto(storeUrl(store, 'login'));
    await expect(googleButton(page)).toBeVisible();
  },
);

test('Continuar con Google: the account chooser, then back signed in at the redirect', async ({
  page,
}) => {
  const shopper = await newShopper('google');
  const store = await cloneStore('tienda-demo', 'google', withGoogle);
  await page.goto(storeUrl(store, 'login?redirect=%2Fuserpanel%2Fcards'));
  await googleButton(page).click();
  await chooseAccount(page, shopper.email);
  await expect(page).toHaveURL(storeUrl(store, 'userpanel/cards'));
  // Signed in as that shopper: the session survives a reload.
  const email = await page.evaluate(async () => {
    const access = localStorage.getItem('accessToken') ?? '';
    return JSON.parse(atob(access.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).email;
  });
  expect(email).toBe(shopper.email);
});

test('an unverified Google e-mail returns to the e-mail step without a message', async ({
  page,
}) => {
  const store = await cloneStore('tienda-demo', 'google-unverified', withGoogle);
  await page.goto(storeUrl(store, 'login'));
  await googleButton(page).click();
  await chooseAccount(page, 'sin-verificar@demo.cl', { unverified: true });
  await expect(page).toHaveURL(storeUrl(store, 'login'));
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
