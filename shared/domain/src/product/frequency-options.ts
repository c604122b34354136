// Spec 000 §2/§3: frequency radios with the Spanish billing labels; "a falsy value means that
// frequency is unavailable", so only truthy prices become options, in BILLING_TYPES order.
import { BILLING_LABELS, BILLING_TYPES, type BillingType } from '../billing/billing-types';

export interface PricedProduct {
  prices?: Readonly<Record<string, number | null | undefined>> | null;
}

export interface FrequencyOption {
  billingType: BillingType;
  /** 'Compra única', 'Semanal', … */
  label: string;
  /** The list price for that frequency (before promotions). */
  price: number;
}

export function frequencyOptions(product: PricedProduct | null | undefined): FrequencyOption[] {
  const prices = product?.prices ?? {};
  const options: FrequencyOption[] = [];
  for (const billingType of BILLING_TYPES) {
    const price = prices[billingType];
    if (typeof price === 'number' && price) options.push({ billingType, label: BILLING_LABELS[billingType], price });
  }
  return options;
}

/** The only frequency when there is just one (the radio can start checked), else null. */
export function singleFrequency(product: PricedProduct | null | undefined): BillingType | null {
  const options = frequencyOptions(product);
  return options.length === 1 ? options[0]!.billingType : null;
}
