// 001 §4 "After the fourth failed attempt the subscription is suspended automatically"; §9 "Failed
// attempts 1 to 3; suspended at the fourth". The status an automatic charge leaves behind when the
// card declines (or there is no card to charge): a running subscription's first failure is
// 'failed attempt 1', each later one counts up, and the fourth failure suspends it ('failed').
import { normalizeSubscriptionStatus } from './statuses';

export const SUSPENDED_STATUS = 'failed';
export const MAX_FAILED_ATTEMPTS = 3;

/** The status after one more failed automatic charge; null when the status is not charged. */
export function statusAfterFailedCharge(rawStatus: string): string | null {
  const status = normalizeSubscriptionStatus(rawStatus);
  if (status === 'pending' || status === 'active') return 'failed attempt 1';
  const match = /^failed attempt ([1-3])$/.exec(status);
  if (!match) return null;
  const attempt = Number(match[1]);
  return attempt >= MAX_FAILED_ATTEMPTS ? SUSPENDED_STATUS : `failed attempt ${attempt + 1}`;
}
