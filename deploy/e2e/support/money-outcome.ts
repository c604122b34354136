// What the shopper reads right after a money action (issue 39: what she bought or paid, what she
// paid today, what comes next and when), and what the server recorded, so a journey checks that
// the screen tells the server's truth: the charge's amount, the subscription's next payday and
// price, as the provider API answers them.
import { expect, type Locator } from '@playwright/test';
import { apiAs, type SceneTokens } from './session';

/** The summary under a success title ("Resumen de tu pago"). */
export const outcomeSummary = (scope: Locator) =>
  scope.getByRole('region', { name: 'Resumen de tu pago' });

/** 12990 → "$12.990" (CLP, no decimals). */
export const clp = (amount: number) =>
  `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** 001 §9 "Dates shown DD/MM/YYYY …; dates are UTC". */
export function shownDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

interface ServerSubscription {
  _id: string;
  status: string;
  cardId?: string | null;
  price: number;
  payday: string;
  products: { name: string }[];
  transaction?: { _id?: string | null } | null;
}

/** A subscription as the provider keeps it now, and the charge that last paid it (if any). */
export async function serverOutcome(tokens: SceneTokens, subscriptionId: string) {
  const api = apiAs(tokens);
  const subscription = await api.call<ServerSubscription>(
    'GET',
    `subscriptions/${encodeURIComponent(subscriptionId)}`,
  );
  const transactionId = subscription.transaction?._id;
  const transaction = transactionId
    ? await api.call<{ amount: number; status: string }>(
        'GET',
        `transactions/${encodeURIComponent(transactionId)}`,
      )
    : null;
  return { subscription, transaction };
}

/**
 * The summary says she paid the server's charge today and names the subscription's next charge
 * (its products, price and payday as the server has them).
 */
export async function expectPaidAndNext(
  summary: Locator,
  paid: number,
  next: { products: { name: string }[]; price: number; payday: string },
): Promise<void> {
  await expect(summary).toContainText(`Pagaste hoy ${clp(paid)}.`);
  await expect(summary).toContainText(
    `${next.products.map((p) => p.name).join(', ')}: ${clp(next.price)} el ${shownDate(next.payday)}.`,
  );
}
