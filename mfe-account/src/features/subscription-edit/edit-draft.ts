// The edit's draft: what the shopper changed, kept apart from the subscription as read until
// Confirmar sends it (001 §2 "Volver sin guardar" leaves the subscription as it was).
import type { Subscription, SubscriptionPatch } from '@storefront/sdk/purchases';

export interface DraftItem {
  productId: string;
  quantity: number;
  /** The answer to a price change (001 §4 opt-in toggle); undefined when the item has none. */
  optIn?: boolean;
}

export type Draft = Record<string, DraftItem>;

export function draftOf(subscription: Subscription): Draft {
  return Object.fromEntries(
    subscription.products.map((item) => [
      item.productId,
      {
        productId: item.productId,
        quantity: item.quantity,
        ...(item.priceChange ? { optIn: item.priceChange.optIn !== false } : {}),
      },
    ]),
  );
}

/**
 * The products part of the patch: every item's quantity (0 removes it), changed answers, and the
 * products added from the catalogue (a productId the subscription does not hold yet).
 */
export function productsPatch(
  subscription: Subscription,
  draft: Draft,
  added: readonly string[] = [],
): NonNullable<SubscriptionPatch['products']> {
  const held = subscription.products.map((item) => {
    const edited = draft[item.productId]!;
    const wasOptIn = item.priceChange ? item.priceChange.optIn !== false : undefined;
    return {
      productId: item.productId,
      quantity: edited.quantity,
      ...(edited.optIn !== undefined && edited.optIn !== wasOptIn
        ? { priceChange: { optIn: edited.optIn } }
        : {}),
    };
  });
  const additions = added
    .filter((productId) => (draft[productId]?.quantity ?? 0) > 0)
    .map((productId) => ({ productId, quantity: draft[productId]!.quantity }));
  return [...held, ...additions];
}
