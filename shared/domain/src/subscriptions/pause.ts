// Spec 001 §4 "Pause": allowed only if billingFrequency is under 180, the subscription is not
// pending with trialDays above zero, and the policy does not forbid it. pausedUntil is two days
// before the new payday at 23:59 (dates are UTC, 000 §9).
import { utcDaysBeforeAt } from '../dates/day-arithmetic';

export const PAUSE_MAX_BILLING_FREQUENCY = 180;

export function canPause(input: { billingFrequency: number; status: string; trialDays?: number | null; policyAllowsPause?: boolean | null }): boolean {
  if (input.policyAllowsPause === false) return false;
  if (input.billingFrequency >= PAUSE_MAX_BILLING_FREQUENCY) return false;
  return !(input.status === 'pending' && (input.trialDays ?? 0) > 0);
}

export function pausedUntilFor(newPayday: Date | string): Date {
  return utcDaysBeforeAt(newPayday, 2, 23, 59);
}

export const NO_PAUSE_OPTIONS_MESSAGE = 'Lo sentimos, tu suscripción no puede pausarse';
