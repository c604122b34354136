// What the single-payment pay-*.spec.ts share: a fresh guest and a request of theirs, a request paid
// on a provider's sandbox page, and the receipt screen's facts. Every scene is fresh (its own link
// or request, its own guest).
import { expect, type Locator, type Page } from '../../support/test';
import { animationsSettled } from '../../support/animations';
import { storeInfo } from '../../support/sandbox';
import { guestWithProfile, signInWithTokens, type SceneTokens } from '../../support/session';
import { storeUrl } from '../../support/shopper';
import { sceneRequest } from '../../support/single-payments';

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
export function spanishDate(shown: string): string {
  const [day, month, year] = shown.split(' ')[0]!.split('/');
  return `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}`;
}

/**
 * An instant as Chile's clock shows it, 'DD/MM/YYYY HH:mm:ss' (issue 39: a time of day is shown in
 * America/Santiago), written with Intl here so the test does not share the domain's dayjs code.
 */
export function chileDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The invoice the receipt screen reads from the API (its creation instant is the payment's). */
export const invoiceRead = (page: Page) =>
  page
    .waitForResponse((reply) => reply.url().includes('/billings/invoices/payment-intent/'))
    .then(async (reply) => (await reply.json()).data as { createdAt: string });

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.cl`;

/** What the receipt screen shows next to a label (its <dd>). */
export const fact = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

/** The button is enabled and done with its CSS transitions (axe measures contrast as painted). */
export async function settledEnabled(button: Locator) {
  await expect(button).toBeEnabled();
  await animationsSettled(button);
}

export async function guestOn(page: Page): Promise<SceneTokens> {
  const tokens = await guestWithProfile();
  await signInWithTokens(page, 'tienda-demo', tokens);
  return tokens;
}

export async function payOnSandboxPage(page: Page, path: RegExp, button: string) {
  await expect(page).toHaveURL(path);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** A fresh guest signed in on the page, and a tienda-demo request to a new address of theirs. */
export async function guestRequest(
  page: Page,
  scene: { label: string; price: number; description: string },
) {
  const store = await storeInfo('tienda-demo');
  const tokens = await guestOn(page);
  const payer = uniqueEmail(scene.label);
  const request = await sceneRequest({
    storeId: store._id,
    userEmail: payer,
    price: scene.price,
    description: scene.description,
  });
  return { store, tokens, payer, request };
}

/** The request's screen: `method` chosen, Pagar, then the provider's own (sandbox) page paid. */
export async function payRequestWith(
  page: Page,
  requestId: string,
  method: 'Khipu' | 'Mercado Pago',
  providerPage: RegExp,
): Promise<Locator> {
  await page.goto(storeUrl('tienda-demo', `single-payments/${requestId}`));
  const main = page.getByRole('main');
  await main
    .getByRole('radiogroup', { name: 'MEDIO DE PAGO' })
    .getByRole('radio', { name: method })
    .check();
  await main.getByRole('button', { name: 'Pagar' }).click();
  await payOnSandboxPage(page, providerPage, 'Pagar');
  return main;
}
