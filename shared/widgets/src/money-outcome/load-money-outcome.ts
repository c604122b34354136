// Reads what a money action left on the server (issue 39): the subscriptions it bought or paid,
// as the provider keeps them now, the charges that paid them, and, for an instalment, its charge
// (whose next instalment comes next). Nothing comes from the screen that paid: a reload or another
// tab reads the same.
import { moneyOutcome, paidTransactionIds, type MoneyOutcome } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import { transactionsApi } from '@storefront/sdk/transactions';

export type MoneyOutcomeSource =
  /** The subscriptions by id (a purchase's landing page: the ids come in its query). */
  (
    | { subscriptionIds: readonly string[] }
    /** The subscriptions the payment answered with (the payment dialog has them). */
    | { subscriptions: readonly Subscription[] }
    /** A hired service's charge: its paid instalments, and the next one. */
    | { chargeId: string }
  ) & {
    /**
     * False when the action charged nothing (a price confirmed ahead of its payday): their last
     * charges are older and not told as today's. Default true: the subscriptions' last charges are
     * the action's own (it just paid them).
     */
    charged?: boolean;
  };

function sourceKey(source: MoneyOutcomeSource): string {
  if ('chargeId' in source) return `charge:${source.chargeId}`;
  if ('subscriptionIds' in source) return source.subscriptionIds.join(',');
  return source.subscriptions.map((s) => `${s._id}@${s.transaction?._id ?? ''}`).join(',');
}

export const moneyOutcomeKey = (source: MoneyOutcomeSource) =>
  ['money-outcome', sourceKey(source) + (source.charged === false ? ':uncharged' : '')] as const;

/** An instalment names its charge (its own products are empty). */
const named = (charge: Charge) =>
  charge.subscriptions.map((instalment) => ({ ...instalment, chargeName: charge.name }));

async function subscriptionsOf(api: Api, source: MoneyOutcomeSource) {
  if ('subscriptions' in source) return { paid: source.subscriptions, charges: [] };
  if ('subscriptionIds' in source) {
    const paid = await Promise.all(
      source.subscriptionIds.map((id) => subscriptionsApi(api).get(id)),
    );
    return { paid, charges: [] };
  }
  const charge = await chargesApi(api).charges.get(source.chargeId);
  return { paid: named(charge).filter((s) => s.transaction?._id), charges: [charge] };
}

export async function loadMoneyOutcome(
  api: Api,
  source: MoneyOutcomeSource,
): Promise<MoneyOutcome> {
  const found = await subscriptionsOf(api, source);
  // An instalment paid on its own: its charge names it and says which instalment comes next.
  const chargeIds = [
    ...new Set(found.paid.map((s) => s.chargeId).filter((id): id is string => !!id)),
  ];
  const charges = found.charges.length
    ? found.charges
    : await Promise.all(chargeIds.map((id) => chargesApi(api).charges.get(id)));
  const names = new Map(charges.map((charge) => [charge._id, charge.name]));
  const paid = found.paid.map((s) =>
    s.chargeId ? { ...s, chargeName: names.get(s.chargeId) } : s,
  );
  const upcoming = [...paid.filter((s) => !s.chargeId), ...charges.flatMap(named)];
  const transactions =
    source.charged === false
      ? []
      : await Promise.all(paidTransactionIds(paid).map((id) => transactionsApi(api).get(id)));
  return moneyOutcome({ subscriptions: paid, transactions, upcoming });
}
