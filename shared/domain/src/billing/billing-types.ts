// Spec 000 §3 billing types and labels; §9 frequency in days (unknown gives single).
export const BILLING_TYPES = ['single', 'weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'biyearly', 'yearly'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const BILLING_LABELS: Record<BillingType, string> = {
  single: 'Compra única',
  weekly: 'Semanal',
  biweekly: 'Quincenal',
  monthly: 'Mensual',
  bimonthly: 'Bimestral',
  quarterly: 'Trimestral',
  biyearly: 'Semestral',
  yearly: 'Anual',
};

export const BILLING_DAYS: Record<BillingType, number> = {
  single: 0,
  weekly: 7,
  biweekly: 15,
  monthly: 30,
  bimonthly: 60,
  quarterly: 90,
  biyearly: 180,
  yearly: 365,
};

export function isBillingType(value: unknown): value is BillingType {
  return typeof value === 'string' && (BILLING_TYPES as readonly string[]).includes(value);
}

/** Unknown types read as single. */
export function toBillingType(value: unknown): BillingType {
  return isBillingType(value) ? value : 'single';
}

export function billingLabel(type: string): string {
  return BILLING_LABELS[toBillingType(type)];
}

export function billingDays(type: string): number {
  return BILLING_DAYS[toBillingType(type)];
}

/** 30 → 'monthly'; "an unknown value gives single". */
export function billingTypeFromDays(days: number | null | undefined): BillingType {
  return BILLING_TYPES.find((type) => BILLING_DAYS[type] === days) ?? 'single';
}

/**
 * Spec 002 §9, subscription lists: the label from billingFrequency days with default monthly,
 * and 'Compra Única' (002's capitalisation) when the subscription type is single.
 */
export function subscriptionFrequencyLabel(type: string | null | undefined, days: number | null | undefined): string {
  if (type === 'single') return 'Compra Única';
  const found = BILLING_TYPES.find((t) => t !== 'single' && BILLING_DAYS[t] === days);
  return BILLING_LABELS[found ?? 'monthly'];
}
