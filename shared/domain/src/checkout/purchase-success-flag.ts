// Spec 002 §2 userpanel/orders: "With subscribed=true a success overlay (single-purchase variant)
// is shown"; userpanel/subscriptions (001 §2, 002 §2): "subscribed=true shows a success overlay
// (recurring variant)". The flag apart from the overlay's texts (purchase-success-texts.ts), so a
// panel reads it without bundling the words of an overlay most visits never show.

/** The query flag the checkout adds (after-process.ts). */
export const PURCHASE_SUCCESS_FLAG = 'subscribed';

type Query = string | URLSearchParams | null | undefined;

/** "subscribed=true": the panel opens with the success overlay. */
export function showsPurchaseSuccess(query: Query): boolean {
  return new URLSearchParams(query ?? '').get(PURCHASE_SUCCESS_FLAG) === 'true';
}

/** The query without the flag, so closing the overlay (or a reload after it) does not show it again. */
export function withoutPurchaseSuccess(query: Query): URLSearchParams {
  const search = new URLSearchParams(query ?? '');
  search.delete(PURCHASE_SUCCESS_FLAG);
  return search;
}
