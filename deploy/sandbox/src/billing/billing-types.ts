// Billing types of spec 000 §3, in the order of their frequency.
export const BILLING_TYPES = [
  'single',
  'weekly',
  'biweekly',
  'monthly',
  'bimonthly',
  'quarterly',
  'biyearly',
  'yearly',
] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** Billing frequency in days (spec 000 §9). */
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
