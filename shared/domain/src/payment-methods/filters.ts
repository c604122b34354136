import { PAYMENT_METHODS, sortByPriority, type PaymentMethodInfo } from './catalogue';

function known(availableIds: readonly string[]): PaymentMethodInfo[] {
  return PAYMENT_METHODS.filter((m) => availableIds.includes(m.id));
}

/** Spec 002 §5: "only methods reported as available for the store AND flagged single-use". */
export function singlePaymentMethods(availableIds: readonly string[]): PaymentMethodInfo[] {
  return sortByPriority(known(availableIds).filter((m) => m.singleUse));
}

/**
 * Spec 001 §4/§9: recurring methods available for the store, by descending priority (Webpay
 * Oneclick first); Khipu is hidden unless the subscription status is failed; when tokenization is
 * required only tokenized methods remain.
 */
export function recurringPaymentMethods(
  availableIds: readonly string[],
  options: { subscriptionStatus?: string | null; requireTokenized?: boolean | null } = {},
): PaymentMethodInfo[] {
  return sortByPriority(
    known(availableIds).filter(
      (m) =>
        m.recurring &&
        (m.id !== 'khipu' || options.subscriptionStatus === 'failed') &&
        (!options.requireTokenized || m.tokenized),
    ),
  );
}

/** Spec 002 §5: issuer fees apply when the option is greater than 1, only when all methods are Webpay Oneclick or Mercado Pago Checkout Pro. */
export function issuerFeesApply(methodNames: readonly string[], issuerFeesOption: number | null | undefined): boolean {
  if (!issuerFeesOption || issuerFeesOption <= 1 || methodNames.length === 0) return false;
  return methodNames.every((name) => name === 'Webpay Oneclick' || name === 'Mercado Pago Checkout Pro');
}
