// Spec 001 §5 Cards and instalments: "Instalments show only for Credit cards when the policy
// supports all billing types in the cart. Options are 3, 6, 9, 12, 24 cuotas capped by maxValue,
// plus 'Sin cuotas'. Reset to none when hidden." "With instalments (issuer fees) the selected card
// must be Credit." §9 "Instalment options 3, 6, 9, 12, 24".
import type { CheckoutCard, CheckoutPolicyInput } from './checkout-inputs';

export const INSTALMENT_COUNTS = [3, 6, 9, 12, 24] as const;
/** The value of 'Sin cuotas': no issuer fees. */
export const NO_INSTALMENTS = 0;
export const NO_INSTALMENTS_LABEL = 'Sin cuotas';

export interface InstalmentOption {
  /** Number of instalments sent as options.issuerFees; 0 = 'Sin cuotas'. */
  value: number;
  label: string;
}

export function isCreditCard(card: Pick<CheckoutCard, 'type'> | null | undefined): boolean {
  return card?.type === 'Credit';
}

/**
 * [] when the selector is hidden: the card is not Credit, the policy has no issuerFees, its
 * supportedBillingTypes miss a billing type of the cart (a missing list supports none), or the cap
 * leaves no count (maxValue below 3: 'Sin cuotas' alone is no choice). A missing maxValue caps
 * nothing. Otherwise 'Sin cuotas' first, then '3 cuotas' … up to maxValue.
 */
export function instalmentOptions(
  policy: CheckoutPolicyInput | null | undefined,
  cartBillingTypes: readonly string[],
  card: Pick<CheckoutCard, 'type'> | null | undefined,
): InstalmentOption[] {
  const fees = policy?.paymentMethodsPolicy?.issuerFees;
  if (!isCreditCard(card) || !fees) return [];
  const supported = fees.supportedBillingTypes ?? [];
  if (!cartBillingTypes.every((type) => supported.includes(type))) return [];
  const cap = fees.maxValue ?? Number.POSITIVE_INFINITY;
  const counts = INSTALMENT_COUNTS.filter((count) => count <= cap);
  if (counts.length === 0) return [];
  return [
    { value: NO_INSTALMENTS, label: NO_INSTALMENTS_LABEL },
    ...counts.map((count) => ({ value: count, label: `${count} cuotas` })),
  ];
}

/**
 * "Reset to none when hidden": the choice to keep after the options changed (card, cart or policy):
 * the same one while it is still offered, else 'Sin cuotas'.
 */
export function keptInstalments(
  selected: number | null | undefined,
  options: readonly InstalmentOption[],
): number {
  return options.some((option) => option.value === selected)
    ? (selected as number)
    : NO_INSTALMENTS;
}

/**
 * The issuer fees that may be sent: "With instalments (issuer fees) the selected card must be
 * Credit", so anything but a Credit card sends none.
 */
export function issuerFeesFor(
  selected: number | null | undefined,
  card: Pick<CheckoutCard, 'type'> | null | undefined,
): number {
  return isCreditCard(card) && selected && selected > 0 ? selected : NO_INSTALMENTS;
}
