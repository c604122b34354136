// The price-change notice on the cart page (spec 000 §2 Cart page modals "price-change notice";
// 000 §4 "Price change notice on items"; 001 §3 subscription product "optional priceChange
// (newPrice, priceDeploymentAt, optIn, seen, userAction)"; 001 §4 "The price change shows the
// remaining days until deployment").
//  - Which items: those of the shopper's subscriptions that are still running (not ended: an
//    ended subscription is never charged again) whose priceChange the shopper has not acted on
//    (userAction not true). Closing without "do not show again" leaves userAction false, so the
//    notice comes back on the next visit.
//  - Colour: red when any opt-in is false (confirmation required), else green.
//  - Flags written on close: seen true, userAction = "do not show again".
import { utcDaysBetween } from '../dates/day-arithmetic';
import { isEditable } from './statuses';

export interface PriceChangeLike {
  newPrice: number;
  priceDeploymentAt?: string | null;
  optIn?: boolean | null;
  seen?: boolean | null;
  userAction?: boolean | null;
}

export interface PriceChangeSubscriptionLike {
  _id: string;
  status: string;
  currency?: string | null;
  products: ReadonlyArray<{
    productId: string;
    name: string;
    price: number;
    priceChange?: PriceChangeLike | null;
  }>;
}

export interface PriceChangeItem {
  subscriptionId: string;
  productId: string;
  name: string;
  currency: string;
  oldPrice: number;
  newPrice: number;
  /** false: the shopper must confirm the new price or the item leaves the subscription (001 §4). */
  optIn: boolean;
  /** Whole days until priceDeploymentAt (0 on the day, never negative); null when no date is known. */
  daysLeft: number | null;
}

export type PriceChangeTone = 'confirmation-required' | 'informative';

/** Whole UTC calendar days from `now` to `at` (spec 000 §9 "dates are UTC"); past dates give 0. */
export function daysUntil(at: string | null | undefined, now: Date): number | null {
  if (!at) return null;
  const days = utcDaysBetween(now, at);
  return days === null ? null : Math.max(0, days);
}

/** The items the notice lists, in subscription then product order. */
export function pendingPriceChanges(
  subscriptions: readonly PriceChangeSubscriptionLike[],
  now: Date,
): PriceChangeItem[] {
  return subscriptions
    .filter((subscription) => isEditable(subscription.status))
    .flatMap((subscription) =>
      subscription.products.flatMap((product) => {
        const change = product.priceChange;
        if (!change || change.userAction === true) return [];
        return [
          {
            subscriptionId: subscription._id,
            productId: product.productId,
            name: product.name,
            currency: subscription.currency || 'clp',
            oldPrice: product.price,
            newPrice: change.newPrice,
            optIn: change.optIn !== false,
            daysLeft: daysUntil(change.priceDeploymentAt, now),
          },
        ];
      }),
    );
}

/** "The notice is red if any opt-in is false (confirmation required), else green." */
export function priceChangeTone(items: readonly PriceChangeItem[]): PriceChangeTone {
  return items.some((item) => !item.optIn) ? 'confirmation-required' : 'informative';
}

/** The subscriptions whose new price the shopper has to confirm (confirmPrice/{id}), once each. */
export function subscriptionsToConfirm(items: readonly PriceChangeItem[]): string[] {
  return [...new Set(items.filter((item) => !item.optIn).map((item) => item.subscriptionId))];
}

/**
 * "When the popup is closed after 'do not show again', all are marked seen with userAction true;
 * closed otherwise, they are marked seen with userAction false."
 */
export function priceChangeFlags(doNotShowAgain: boolean): { seen: true; userAction: boolean } {
  return { seen: true, userAction: doNotShowAgain };
}

/** What each subscription is patched with on close: its listed items and the flags. */
export function priceChangePatches(
  items: readonly PriceChangeItem[],
  doNotShowAgain: boolean,
): { subscriptionId: string; products: { productId: string; priceChange: { seen: true; userAction: boolean } }[] }[] {
  const flags = priceChangeFlags(doNotShowAgain);
  const bySubscription = new Map<string, string[]>();
  for (const item of items) {
    const list = bySubscription.get(item.subscriptionId) ?? [];
    if (!list.includes(item.productId)) list.push(item.productId);
    bySubscription.set(item.subscriptionId, list);
  }
  return [...bySubscription].map(([subscriptionId, productIds]) => ({
    subscriptionId,
    products: productIds.map((productId) => ({ productId, priceChange: { ...flags } })),
  }));
}

/** "x días" wording: hoy, mañana, en n días. */
export function daysLeftText(daysLeft: number | null): string | null {
  if (daysLeft === null) return null;
  if (daysLeft === 0) return 'hoy';
  if (daysLeft === 1) return 'mañana';
  return `en ${daysLeft} días`;
}
