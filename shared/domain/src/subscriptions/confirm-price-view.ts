import { normalizeSubscriptionStatus } from './statuses';

// Spec 001 §4 "Confirm-price view selection".
export type ConfirmPriceView =
  | 'NOT_FOUND'
  | 'CARD_PICKER'
  | 'TERMS_AND_CONDITIONS'
  | 'PROGRAMMED_PAYMENT'
  | 'UNABLE_TO_PROCESS'
  | 'PROCESSING_SUBSCRIPTION'
  | 'FAILED_PAYMENT'
  | 'SUCCESSFUL_PAYMENT';

export function confirmPriceView(
  subscription: { status: string; confirmedByMerchantAt?: string | null; cardId?: string | null } | null | undefined,
): ConfirmPriceView {
  if (!subscription) return 'NOT_FOUND';
  const status = normalizeSubscriptionStatus(subscription.status);
  if (status === 'pending' || status === 'active') return 'PROGRAMMED_PAYMENT';
  if (status === 'awaiting response') {
    if (!subscription.confirmedByMerchantAt) return 'PROCESSING_SUBSCRIPTION';
    return subscription.cardId ? 'TERMS_AND_CONDITIONS' : 'CARD_PICKER';
  }
  return 'UNABLE_TO_PROCESS';
}

/** After confirming: "chargeAttempted false gives PROGRAMMED_PAYMENT; chargeSucceeded false gives FAILED_PAYMENT; otherwise SUCCESSFUL_PAYMENT". A failed call → FAILED_PAYMENT. */
export function confirmPriceResultView(result: { chargeAttempted?: boolean; chargeSucceeded?: boolean } | null): ConfirmPriceView {
  if (!result) return 'FAILED_PAYMENT';
  if (result.chargeAttempted === false) return 'PROGRAMMED_PAYMENT';
  if (result.chargeSucceeded === false) return 'FAILED_PAYMENT';
  return 'SUCCESSFUL_PAYMENT';
}
