// The code's send time as a client-stored item (spec 000 §3 OTPCodeSentAt and email): reused on
// reload while under 30 minutes, and only for the same e-mail (another address needs its own code).
import { OTP_SENT_AT_KEY, reusableSentAt } from '@storefront/domain';

const EMAIL_KEY = 'email';

export function storedSentAt(
  email: string,
  nowMs: number,
  storage: Storage = localStorage,
): number | null {
  if (storage.getItem(EMAIL_KEY)?.toLowerCase() !== email.toLowerCase()) return null;
  return reusableSentAt(storage.getItem(OTP_SENT_AT_KEY), nowMs);
}

export function storeSentAt(
  email: string,
  sentAtMs: number,
  storage: Storage = localStorage,
): void {
  storage.setItem(OTP_SENT_AT_KEY, new Date(sentAtMs).toISOString());
  storage.setItem(EMAIL_KEY, email);
}

/** After a sign-in with the code: it is used, nothing to reuse. */
export function forgetSentAt(storage: Storage = localStorage): void {
  storage.removeItem(OTP_SENT_AT_KEY);
  storage.removeItem(EMAIL_KEY);
}
