// Spec 000 §4 "Code form", §5 verification code, §8 code errors: sign-in with a one-time code on
// farmacia-demo (OTP only, registration disabled), codes read from the sandbox mailbox. Every test
// uses its own new shopper, so code limits (1 a minute, 5 an hour per e-mail) never cross tests.
import { expect, test, type Page } from '../support/test';
import {
  backdateCode,
  codeCount,
  latestCode,
  newEmail,
  newShopper,
  cloneStore,
} from '../support/mailbox';
import { loginForm, loginWithCode, storeUrl } from '../support/shopper';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { SANDBOX_URL } from '../support/env';

const WRONG = 'El código ingresado no es correcto o ya ha sido usado.';

/** Opens farmacia's login, submits the e-mail and waits for the code form. */
async function openCodeForm(page: Page, email: string) {
  await page.goto(storeUrl('farmacia-demo', 'login'));
  const form = loginForm(page);
  await form.email.fill(email);
  await form.continue.click();
  await expect(form.code).toBeVisible();
  await expect(page.getByText(`Te enviamos un código de 6 dígitos a ${email}`)).toBeVisible();
  return form;
}

/** A 6-digit code that is surely not `code`. */
const otherThan = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

test(
  'OTP only: the code form opens at once; a wrong code shows the spec text and is cleared; the right one signs in',
  { tag: '@both' },
  async ({ page }) => {
    const { email } = await newShopper('otp');
    const form = await openCodeForm(page, email);
    await expect(form.withPassword).toHaveCount(0);
    const code = await latestCode(email);
    await expect(form.continue).toBeDisabled();
    await form.code.fill(otherThan(code));
    await form.continue.click();
    await expect(page.getByRole('alert').filter({ hasText: WRONG })).toBeVisible();
    await expect(form.code).toHaveValue('');
    await form.code.fill(code);
    await form.continue.click();
    await expect(page).toHaveURL(storeUrl('farmacia-demo'));
  },
);

test('the code field keeps digits only, and a pasted longer string keeps its first 6 digits', async ({
  page,
  context,
}) => {
  const { email } = await newShopper('paste');
  const form = await openCodeForm(page, email);
  await form.code.pressSequentially('12ab3');
  await expect(form.code).toHaveValue('123');
  await form.code.fill('');
  const code = await latestCode(email);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), `${code}9876`);
  await form.code.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(form.code).toHaveValue(code);
  await expect(form.continue).toBeEnabled();
  await form.continue.click();
  await expect(page).toHaveURL(storeUrl('farmacia-demo'));
});

test('"Reenviar código" waits a minute with a countdown, then mails a new code', async ({
  page,
}) => {
  const { email } = await newShopper('resend');
  await page.clock.install();
  const form = await openCodeForm(page, email);
  const resend = page.getByRole('button', { name: 'Reenviar código' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/^Podrás pedir otro código en \d+ s$/)).toBeVisible();
  await latestCode(email);
  // A minute later, for the page and for the sandbox (which refuses a resend within 60 s).
  await backdateCode(email, 61);
  await page.clock.fastForward('01:01');
  await expect(resend).toBeEnabled();
  await expect(page.getByText(/^Podrás pedir otro código en/)).toHaveCount(0);
  await resend.click();
  const second = await latestCode(email, 1);
  expect(await codeCount(email)).toBe(2);
  // The first code is no longer the newest: the new one signs in.
  await form.code.fill(second);
  await form.continue.click();
  await expect(page).toHaveURL(storeUrl('farmacia-demo'));
});

test('an expired code: the server answer shows the spec text; past 30 minutes the form asks for a new one', async ({
  page,
}) => {
  const { email } = await newShopper('expired');
  await page.clock.install();
  const form = await openCodeForm(page, email);
  const code = await latestCode(email);
  await backdateCode(email, 31 * 60);
  await form.code.fill(code);
  await form.continue.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'El código ingresado ya expiró.' }),
  ).toBeVisible();
  await page.clock.fastForward('31:00');
  await expect(
    page.getByText('El código expiró. Pide uno nuevo con Reenviar código.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  await page.getByRole('button', { name: 'Reenviar código' }).click();
  const fresh = await latestCode(email, 1);
  await expect(page.getByText('El código expiró. Pide uno nuevo con Reenviar código.')).toHaveCount(
    0,
  );
  await form.code.fill(fresh);
  await form.continue.click();
  await expect(page).toHaveURL(storeUrl('farmacia-demo'));
});

test('a reload keeps the send time: no new code is mailed and the countdown goes on', async ({
  page,
}) => {
  const { email } = await newShopper('reload');
  await openCodeForm(page, email);
  await latestCode(email);
  const sentAt = await page.evaluate(() => localStorage.getItem('OTPCodeSentAt'));
  expect(sentAt).toBeTruthy();
  await page.reload();
  const form = await openCodeForm(page, email);
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('OTPCodeSentAt'))).toBe(sentAt);
  expect(await codeCount(email)).toBe(1);
  await form.code.fill(await latestCode(email));
  await form.continue.click();
  await expect(page).toHaveURL(storeUrl('farmacia-demo'));
});

test('farmacia forbids sign-ups: an unknown e-mail reads "Correo no encontrado", and Volver', async ({
  page,
}) => {
  const email = newEmail('nobody');
  await page.goto(storeUrl('farmacia-demo', 'login'));
  const form = loginForm(page);
  await form.email.fill(email);
  await form.continue.click();
  await expect(page.getByRole('main').getByText('Correo no encontrado')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Volver' }).click();
  await expect(form.email).toHaveValue(email);
  expect(await codeCount(email)).toBe(0);
});

test('registration through the code form (a store with OTP only that allows sign-ups)', async ({
  page,
}) => {
  const store = await cloneStore('tienda-demo', 'otp-signup', {
    policy: { loginPolicy: { loginMethods: ['otp'], defaultLoginMethod: 'otp' } },
  });
  const email = newEmail('signup-code');
  await page.goto(storeUrl(store, 'login'));
  const form = loginForm(page);
  await form.email.fill(email);
  await form.continue.click();
  const main = page.getByRole('main');
  await main.getByLabel('Nombre').fill('Nueva');
  await main.getByLabel('Apellido').fill('Clienta');
  await expect(main.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
  await main.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check();
  await main.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.code).toBeVisible();
  await form.code.fill(await latestCode(email));
  await form.continue.click();
  // Signed in as the new user, whose rut is still missing: the store asks for it next.
  await expect(page).toHaveURL(new RegExp(`^${storeUrl(store, 'user-info')}\\?redirect=`));
  await expect(main.getByLabel('Rut')).toBeVisible();
});

test('loginWithCode (the helper for OTP-only stores) lands on the redirect path', async ({
  page,
}) => {
  const { email } = await newShopper('helper');
  await loginWithCode(page, 'farmacia-demo', email, { path: 'userpanel/cards' });
  await expect(page).toHaveURL(storeUrl('farmacia-demo', 'userpanel/cards'));
});

test(
  'a code sign-in that removes a password set before the e-mail was proven says so (issue 39)',
  { tag: '@both' },
  async ({ page }) => {
    // Signed up with a password, never proven: the first proof removes it (the provider's guard).
    const email = newEmail('clave-previa');
    const signup = await fetch(`${SANDBOX_URL}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-origin-type': 'shopper' },
      body: JSON.stringify({ email, storeId: 'st-tienda-demo', password: 'mi-clave-1' }),
    });
    expect(signup.status).toBe(201);
    await loginWithCode(page, 'tienda-demo', email);
    const notice = page.getByRole('region', { name: 'Notificaciones' });
    await expect(notice.getByText('Verificamos tu correo')).toBeVisible();
    await expect(notice).toContainText(
      "Por seguridad, quitamos la contraseña y los datos guardados antes de verificarlo. Para volver a entrar con contraseña, créala con '¿Olvidaste tu contraseña?'.",
    );
    await expectNoSeriousAxeViolations(page);
  },
);
