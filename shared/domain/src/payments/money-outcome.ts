// What a shopper is told right after a money action (issue 39: "After every money action …
// the shopper sees what happened, what she paid today, and what comes next and when, at the top
// of the screen she lands on"). The spec writes no words for it: these are Spanish in its tone,
// under the spec's own success title. Built only from the server's rows (the subscriptions as
// the provider keeps them after the payment, and the transactions it recorded), never from what
// the screen computed before paying.
import { formatDate } from '../dates/format-date';
import { decimalsFor, formatAmount, roundTo } from '../money/format-amount';
import { subscriptionFrequencyLabel } from '../billing/billing-types';
import { MONEY_OUTCOME_TEXTS } from './money-outcome-texts';

/** The subscription fields the outcome reads (the SDK's Subscription fits). */
export interface OutcomeSubscription {
  _id: string;
  type: string;
  status: string;
  price: number;
  currency?: string | null;
  payday: string;
  billingFrequency: number;
  products: ReadonlyArray<{ name: string; quantity: number }>;
  /** An instalment's charge and place in it (002 §3): a charge's next instalment is told once. */
  chargeId?: string | null;
  installmentNumber?: number | null;
  /** An instalment's charge name (its products are empty: the charge names what it pays). */
  chargeName?: string | null;
}

/** The transaction fields the outcome reads (the SDK's Transaction fits). */
export interface OutcomeTransaction {
  _id: string;
  status: string;
  amount?: number | null;
  currency?: string | null;
}

export interface MoneyOutcome {
  /** "Café en grano 1 kg × 1 · Mensual", one line per subscription bought or paid. */
  bought: string[];
  /** "Pagaste hoy $14.980." or "Hoy no se realizó ningún cobro." */
  paidToday: string;
  /** "Café en grano 1 kg: $10.000 el 05/01/2027.", soonest first; empty when nothing is due. */
  next: string[];
}

/** A subscription that will still charge on its payday (001 §4 statuses). */
const CHARGES_AGAIN = new Set([
  'active',
  'pending',
  'awaiting response',
  'failed attempt 1',
  'failed attempt 2',
  'failed attempt 3',
]);

function chargesAgain(subscription: OutcomeSubscription): boolean {
  if (!CHARGES_AGAIN.has(subscription.status)) return false;
  // A single purchase charges once: only while it is still unpaid (a payday ahead).
  return subscription.type !== 'single' || subscription.status !== 'active';
}

function names(subscription: OutcomeSubscription): string {
  const products = subscription.products.map((product) => product.name).join(', ');
  return subscription.installmentNumber
    ? MONEY_OUTCOME_TEXTS.instalment(
        subscription.installmentNumber,
        subscription.chargeName || products,
      )
    : products;
}

function boughtLine(subscription: OutcomeSubscription): string {
  if (subscription.installmentNumber) return names(subscription);
  const items = subscription.products
    .map((product) => `${product.name} × ${product.quantity}`)
    .join(', ');
  return `${items} · ${subscriptionFrequencyLabel(subscription.type, subscription.billingFrequency)}`;
}

/**
 * `subscriptions`: what the action bought or paid. `upcoming`: where the next charges are read
 * (default the same; a paid instalment passes its whole charge, whose next instalment comes next).
 */
export function moneyOutcome(input: {
  subscriptions: readonly OutcomeSubscription[];
  transactions: readonly OutcomeTransaction[];
  upcoming?: readonly OutcomeSubscription[];
}): MoneyOutcome {
  const bought = [...new Set(input.subscriptions.map(boughtLine))];

  // One charge may pay several subscriptions: each transaction counts once.
  const paid = new Map(
    input.transactions
      .filter((transaction) => transaction.status === 'completed')
      .map((transaction) => [transaction._id, transaction]),
  );
  const currency = [...paid.values()][0]?.currency ?? input.subscriptions[0]?.currency ?? 'clp';
  const total = roundTo(
    [...paid.values()].reduce((sum, transaction) => sum + (transaction.amount ?? 0), 0),
    decimalsFor(currency),
  );
  const paidToday =
    total > 0
      ? MONEY_OUTCOME_TEXTS.paidToday(formatAmount(total, currency))
      : MONEY_OUTCOME_TEXTS.nothingToday;

  const told = new Set<string>();
  const next = (input.upcoming ?? input.subscriptions)
    .filter(chargesAgain)
    .sort((a, b) => a.payday.localeCompare(b.payday))
    // A charge's instalments: only its next one.
    .filter((subscription) => {
      if (!subscription.chargeId) return true;
      if (told.has(subscription.chargeId)) return false;
      told.add(subscription.chargeId);
      return true;
    })
    .map((subscription) =>
      MONEY_OUTCOME_TEXTS.next(
        names(subscription),
        formatAmount(subscription.price, subscription.currency),
        formatDate(subscription.payday),
      ),
    );
  return { bought, paidToday, next };
}

/** The transactions a set of subscriptions was last paid by (each once). */
export function paidTransactionIds(
  subscriptions: ReadonlyArray<{ transaction?: { _id?: string | null } | null }>,
): string[] {
  const ids = subscriptions
    .map((subscription) => subscription.transaction?._id)
    .filter((id): id is string => Boolean(id));
  return [...new Set(ids)];
}
