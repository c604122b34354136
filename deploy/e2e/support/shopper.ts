// Helpers that act like a shopper: open store pages, sign in through the login screen.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_SHOPPER, SHELL_URL, type StoreName } from './env';
import { codeCount, latestCode } from './mailbox';

/** A store page in marketplace mode: storeUrl('tienda-demo', 'cart') → http://localhost:18080/tienda-demo/cart */
export function storeUrl(store: StoreName, path = ''): string {
  return `${SHELL_URL}/${store}${path ? `/${path.replace(/^\/+/, '')}` : ''}`;
}

/** A store page on its own host: ownHostUrl('servicios-demo', 'userpanel/charges') → http://servicios-demo.localhost:18080/userpanel/charges */
export function ownHostUrl(store: StoreName, path = ''): string {
  const url = new URL(SHELL_URL);
  return `${url.protocol}//${store}.${url.host}/${path.replace(/^\/+/, '')}`;
}

/** Where a store is usually opened: servicios-demo on its own host, the others under their prefix. */
export function homeUrl(store: StoreName, path = ''): string {
  return store === 'servicios-demo' ? ownHostUrl(store, path) : storeUrl(store, path);
}

/** Every URL the page's main frame goes through (client-side navigations included). */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** The login screens of the shell (scoped to the page's main content, not the navbar's button). */
export function loginForm(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByLabel('Correo electrónico'),
    continue: main.getByRole('button', { name: 'Continuar' }),
    withPassword: main.getByRole('button', { name: 'Ingresar con contraseña' }),
    withCode: main.getByRole('button', { name: 'Ingresar con código' }),
    password: main.getByLabel('Contraseña', { exact: true }),
    code: main.getByLabel('Código de verificación'),
    submit: main.getByRole('button', { name: 'Iniciar sesión' }),
  };
}

/**
 * On the login page: e-mail → Continuar → "Ingresar con contraseña" when the method choice shows →
 * password → "Iniciar sesión". Does not wait for the page to leave the login route.
 */
export async function signInWithPassword(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.continue.click();
  await expect(form.withPassword.or(form.password)).toBeVisible();
  if (await form.withPassword.isVisible()) await form.withPassword.click();
  await form.password.fill(password);
  await form.submit.click();
}

function loginPath(path: string | undefined): string {
  return `login${path ? `?redirect=${encodeURIComponent(`/${path.replace(/^\/+/, '')}`)}` : ''}`;
}

/**
 * Sign in as the demo shopper through the login screen, as a shopper would, and wait until the
 * shell has left the login page.
 * @param options.path where to go after the login (the login page's redirect query)
 */
export async function loginAs(
  page: Page,
  store: StoreName,
  options: { email?: string; password?: string; path?: string } = {},
): Promise<void> {
  const { email = DEMO_SHOPPER.email, password = DEMO_SHOPPER.password, path } = options;
  await page.goto(homeUrl(store, loginPath(path)));
  await signInWithPassword(page, email, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Sign in with a one-time code read from the sandbox mailbox (OTP-only stores such as
 * farmacia-demo, or any store): e-mail → Continuar → "Ingresar con código" when the choice shows →
 * the mailed code → Continuar. Waits until the shell has left the login page.
 */
export async function loginWithCode(
  page: Page,
  store: StoreName,
  email: string = DEMO_SHOPPER.email,
  options: { path?: string } = {},
): Promise<void> {
  const before = await codeCount(email);
  await page.goto(homeUrl(store, loginPath(options.path)));
  const form = loginForm(page);
  await form.email.fill(email);
  await form.continue.click();
  await expect(form.withCode.or(form.code)).toBeVisible();
  if (await form.withCode.isVisible()) await form.withCode.click();
  const code = await latestCode(email, before);
  await form.code.fill(code);
  await form.continue.click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The shell's chrome: navbar (banner landmark) and footer (contentinfo landmark). */
export function chrome(page: Page) {
  return { navbar: page.getByRole('banner'), footer: page.getByRole('contentinfo') };
}

export const REMOTE_FALLBACK = 'Esta sección no está disponible por ahora';

/**
 * The account options as a shopper opens them: the drawer on a phone ("Abrir menú", its options are
 * links and buttons), the "Mi cuenta" menu on desktop (menu items). Returns where they are.
 */
export async function openAccountOptions(page: Page, isMobile: boolean): Promise<Locator> {
  const navbar = page.getByRole('banner');
  if (isMobile) {
    await navbar.getByRole('button', { name: 'Abrir menú' }).click();
    return page.getByRole('dialog');
  }
  await navbar.getByRole('button', { name: /^Mi cuenta:/ }).click();
  return page.getByRole('menu');
}
