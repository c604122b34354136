// Spec 002 §2 userpanel/orders: "With subscribed=true a success overlay (single-purchase variant)
// is shown"; userpanel/subscriptions (001 §2, 002 §2): "subscribed=true shows a success overlay
// (recurring variant)". The flag apart from the overlay's texts (purchase-success-texts.ts), so a
// panel reads it without bundling the words of an overlay most visits never show.

/** The query flag the checkout adds (after-process.ts). */
export const PURCHASE_SUCCESS_FLAG = 'subscribed';

/** The subscriptions a purchase made (ids, comma-separated), so the overlay tells what she paid. */
export const PURCHASED_PARAM = 'purchased';

type Query = string | URLSearchParams | null | undefined;

/** "subscribed=true": the panel opens with the success overlay. */
export function showsPurchaseSuccess(query: Query): boolean {
  return new URLSearchParams(query ?? '').get(PURCHASE_SUCCESS_FLAG) === 'true';
}

/** The ids the purchase made ([] when the query has none). */
export function purchasedSubscriptionIds(query: Query): string[] {
  const ids = new URLSearchParams(query ?? '').get(PURCHASED_PARAM) ?? '';
  return ids.split(',').filter(Boolean);
}

/** The query without the flag, so closing the overlay (or a reload after it) does not show it again. */
export function withoutPurchaseSuccess(query: Query): URLSearchParams {
  const search = new URLSearchParams(query ?? '');
  search.delete(PURCHASE_SUCCESS_FLAG);
  search.delete(PURCHASED_PARAM);
  return search;
}
