// The code's send time as a client-stored item (spec 000 §3 OTPCodeSentAt and email): reused on
// reload while under 30 minutes, and only for the same e-mail (another address needs its own code).
import { reusableSentAt } from '@storefront/domain';
import { clientItem } from '@storefront/state';

const items = (storage?: Storage) => ({
  sentAt: clientItem('otpCodeSentAt', { local: storage }),
  email: clientItem('email', { local: storage }),
});

export function storedSentAt(email: string, nowMs: number, storage?: Storage): number | null {
  const stored = items(storage);
  if (stored.email.get()?.toLowerCase() !== email.toLowerCase()) return null;
  return reusableSentAt(stored.sentAt.get(), nowMs);
}

export function storeSentAt(email: string, sentAtMs: number, storage?: Storage): void {
  const stored = items(storage);
  stored.sentAt.set(new Date(sentAtMs).toISOString());
  stored.email.set(email);
}

/** After a sign-in with the code: it is used, nothing to reuse. */
export function forgetSentAt(storage?: Storage): void {
  const stored = items(storage);
  stored.sentAt.remove();
  stored.email.remove();
}
