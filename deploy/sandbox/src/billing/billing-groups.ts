// How carts/process turns cart lines into subscriptions (API.md "Process cart"), as pure
// arithmetic over the policy. One subscription per billing group: lines with the same billing
// type, base payday and expiration cycles (those are subscription fields, so they must agree).
//  - billingFrequency from the billing type (spec 001 §9: single 0, weekly 7 … yearly 365);
//  - first payday: the group's base payday when policy.subscriptionPolicy.allowBasePayday (a
//    past one counts as today), else today + paydayPolicy[type].chargeDays;
//  - charged at checkout when paydayPolicy[type].instantCharge and that first payday is today,
//    unless the default status is "awaiting response" (prices are referential until the merchant
//    confirms them); the payday then moves one period on (a single purchase keeps it);
//  - status: subscriptionPolicy.defaultStatus; a group not charged now is "pending" (scheduled
//    payment) unless the default is "awaiting response";
//  - expiration: first payday + cycles × frequency (the end of the last period), for groups with
//    expirationCycles; null otherwise.
import { BILLING_DAYS, type BillingType } from './billing-types';
import { priceOrder, type OfferedPromotion } from '@storefront/domain/pricing';

export interface PricedLine {
  lineId: string;
  productId: string;
  name: string;
  sku: string;
  currency: string;
  billingType: string;
  quantity: number;
  unitPrice: number;
  quantityDiscount: number;
  /** Line total after its promotion and quantity discount (the cart's line `price`). */
  total: number;
  /** The promotion this purchase gets (the price engine's), or null. */
  promotion: OfferedPromotion | null;
  labels: unknown[];
  expirationCycles: number | null;
  basePayday: string | null;
  imageUrl: string | null;
}

export interface PaydayRule {
  instantCharge?: boolean;
  chargeDays?: number;
}

export interface GroupPolicy {
  defaultStatus: string;
  allowBasePayday: boolean;
  paydayPolicy: Partial<Record<string, PaydayRule>>;
}

export interface GroupPlan {
  billingType: string;
  type: 'single' | 'recurring';
  billingFrequency: number;
  lines: PricedLine[];
  currency: string;
  productsPrice: number;
  basePayday: string | null;
  expirationCycles: number | null;
  firstPayday: Date;
  chargedNow: boolean;
  /** The next payday after checkout. */
  payday: Date;
  status: string;
  expiration: string | null;
}

const DAY = 24 * 3600 * 1000;
export const AWAITING_RESPONSE = 'awaiting response';

/** UTC midnight of the day (spec 001 §9: dates are UTC). */
export const utcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/** A `YYYY-MM-DD…` base payday as a UTC day; null when absent or unreadable. */
export function parseBasePayday(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3]) ? null : date;
}

export const frequencyOf = (billingType: string) => BILLING_DAYS[billingType as BillingType] ?? 0;

export function planGroups(
  lines: readonly PricedLine[],
  policy: GroupPolicy,
  now: Date,
): GroupPlan[] {
  const today = utcDay(now);
  const groups = new Map<string, PricedLine[]>();
  for (const line of lines) {
    const basePayday = policy.allowBasePayday ? line.basePayday : null;
    const cycles = line.billingType === 'single' ? null : line.expirationCycles;
    const key = JSON.stringify([line.billingType, basePayday ?? null, cycles ?? null]);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.entries()].map(([key, groupLines]) => {
    const [billingType, basePayday, expirationCycles] = JSON.parse(key) as [
      string,
      string | null,
      number | null,
    ];
    const billingFrequency = frequencyOf(billingType);
    const rule = policy.paydayPolicy[billingType] ?? {};
    const base = parseBasePayday(basePayday);
    const firstPayday = base
      ? base < today
        ? today
        : base
      : addDays(today, Math.max(0, rule.chargeDays ?? 0));
    const awaiting = policy.defaultStatus === AWAITING_RESPONSE;
    const chargedNow =
      Boolean(rule.instantCharge) && firstPayday.getTime() <= today.getTime() && !awaiting;
    const single = billingFrequency === 0;
    const currency = groupLines[0]!.currency;
    return {
      billingType,
      type: single ? 'single' : 'recurring',
      billingFrequency,
      lines: groupLines,
      currency,
      productsPrice: priceOrder(
        groupLines.map((line) => line.total),
        0,
        currency,
      ).products,
      basePayday,
      expirationCycles,
      firstPayday,
      chargedNow,
      payday: chargedNow && !single ? addDays(firstPayday, billingFrequency) : firstPayday,
      status: chargedNow || awaiting ? policy.defaultStatus : 'pending',
      expiration:
        expirationCycles && !single
          ? addDays(firstPayday, expirationCycles * billingFrequency).toISOString()
          : null,
    };
  });
}
