// Issue 4 rules the other login specs leave out: the server's attempt limit reaches the shopper as
// its Spanish message (a burned code refuses even the right one), a store whose names are optional
// and that signs in by code only starts registration on the code form (spec 000 §4 "Registration
// starts on the code form … when both name and last name are optional and only otp is allowed"),
// and an access-token link for the shopper already signed in reuses that session (000 §4 "Token
// flow"), while a link for someone else ends the current session.
import { expect, test, type Page } from '../support/test';
import { cloneStore, latestCode, loginLink, newEmail, newShopper } from '../support/mailbox';
import { loginAs, loginForm, storeUrl } from '../support/shopper';

const WRONG = 'El código ingresado no es correcto o ya ha sido usado.';
const BURNED = 'Superaste el número de intentos. Pide un código nuevo.';
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const otherThan = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

test('five wrong codes burn the code: the Spanish limit message, even for the right code afterwards', async ({
  page,
}) => {
  const { email } = await newShopper('burn');
  await page.goto(storeUrl('farmacia-demo', 'login'));
  const form = loginForm(page);
  await form.email.fill(email);
  await form.continue.click();
  await expect(form.code).toBeVisible();
  const code = await latestCode(email);
  const alert = page.getByRole('main').getByRole('alert');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await form.code.fill(otherThan(code));
    await form.continue.click();
    await expect(alert).toHaveText(WRONG);
    await expect(form.code).toHaveValue('');
  }
  await form.code.fill(otherThan(code));
  await form.continue.click();
  await expect(alert).toHaveText(BURNED);
  await form.code.fill(code);
  await form.continue.click();
  await expect(alert).toHaveText(BURNED);
  await expect(page).toHaveURL(/\/login$/);
});

test(
  'names optional and code only: registration opens on the code form and signs the new shopper in',
  { tag: '@both' },
  async ({ page }) => {
    const store = await cloneStore('tienda-demo', 'names-optional', {
      policy: { loginPolicy: { loginMethods: ['otp'], defaultLoginMethod: 'otp' } },
      store: { userOptionalAttrs: { name: true, lastName: true } },
    });
    const email = newEmail('optional-names');
    await page.goto(storeUrl(store, 'login'));
    const form = loginForm(page);
    await form.email.fill(email);
    await form.continue.click();
    await expect(form.code).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByLabel('Nombre')).toHaveCount(0);
    await form.code.fill(await latestCode(email));
    await form.continue.click();
    // Signed in; only the rut is owed now (the names are optional in this store).
    await expect(page).toHaveURL(new RegExp(`^${storeUrl(store, 'user-info')}\\?redirect=`));
    await expect(main.getByLabel('Rut')).toBeVisible();
    await expect(main.getByLabel('Nombre')).toHaveCount(0);
  },
);

test('an access-token link of the shopper already signed in keeps that session', async ({
  page,
}) => {
  const shopper = await newShopper('same-user');
  await loginAs(page, 'tienda-demo', shopper);
  const before = await stored(page, 'accessToken');
  expect(before).toBeTruthy();
  const token = await loginLink({ storeName: 'tienda-demo', email: shopper.email, type: 'token' });
  await page.goto(storeUrl('tienda-demo', `login?token=${encodeURIComponent(token)}`));
  await expect(page).toHaveURL(storeUrl('tienda-demo'));
  expect(await stored(page, 'accessToken')).toBe(before);
});

test("an access-token link of someone else ends the current session and asks for that shopper's sign-in", async ({
  page,
}) => {
  const signedIn = await newShopper('current');
  const other = await newShopper('other');
  await loginAs(page, 'tienda-demo', signedIn);
  const token = await loginLink({ storeName: 'tienda-demo', email: other.email, type: 'token' });
  await page.goto(storeUrl('tienda-demo', `login?token=${encodeURIComponent(token)}`));
  await expect(page.getByRole('main').getByText(other.email)).toBeVisible();
  expect(await stored(page, 'accessToken')).toBeNull();
  const form = loginForm(page);
  await form.withPassword.click();
  await form.password.fill(other.password);
  await form.submit.click();
  await expect(page).toHaveURL(storeUrl('tienda-demo'));
  const claims = await page.evaluate(() => {
    const payload = (localStorage.getItem('accessToken') ?? '').split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email: string };
  });
  expect(claims.email).toBe(other.email);
});
