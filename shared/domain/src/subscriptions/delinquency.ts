import { isFailing, normalizeSubscriptionStatus } from './statuses';

// Spec 000 §9 / 002 §4: delinquent (overdue) 24 hours or more past payday; for failed attempts,
// failed or paused the subscription is delinquent regardless. Completed ones never are.
export const DELINQUENCY_MS = 24 * 60 * 60 * 1000;

export function isDelinquent(input: { status: string; payday: Date | string | null | undefined }, now: Date = new Date()): boolean {
  const status = normalizeSubscriptionStatus(input.status);
  if (['completed', 'canceled', 'no renewal'].includes(status)) return false;
  if (status === 'failed' || status === 'paused' || isFailing(status)) return true;
  if (!input.payday) return false;
  return now.getTime() - new Date(input.payday).getTime() >= DELINQUENCY_MS;
}
