// Brakes on password guessing (issue 10). Every password attempt on an account counts until one
// succeeds: from the 4th the answer is slowed (0.25 s, doubling, at most 1 s) and from the 10th
// within 15 minutes the account's password sign-in is locked; a client that fails 30 times in 15
// minutes is locked the same way. Counting the attempt before the password is compared means
// parallel guesses cannot slip past the count. Unknown e-mails are braked the same way, so the
// brakes reveal nothing. The lock answers 429 with a Spanish text the storefront shows as it comes;
// sign-in by code stays open. Accounts and clients are counted in separate tables
// (brakes/rate-limits.ts): an account's lock is never evicted by other clients' traffic (issue 36).
import type { RateLimits } from '../brakes/rate-limits';
import { HttpError } from '../http/errors';
import { AUTH_MESSAGES } from './validation';

export const LOGIN_BRAKES = {
  windowMs: 15 * 60_000,
  slowFromAttempt: 4,
  firstDelayMs: 250,
  maxDelayMs: 1_000,
  accountLockAfter: 10,
  clientLockAfter: 30,
} as const;

const accountKey = (email: string) => `login:${email}`;
const clientKey = (ip: string) => `login:client:${ip}`;
const clientLockAt = (limits: RateLimits) => LOGIN_BRAKES.clientLockAfter * limits.clientFactor;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the attempt, refuses a locked account or client with 429, and waits when braked. */
export async function brakePasswordAttempt(
  limits: RateLimits,
  email: string,
  ip: string,
): Promise<void> {
  const { windowMs } = LOGIN_BRAKES;
  if ((await limits.clients.count(clientKey(ip), windowMs)) >= clientLockAt(limits)) {
    throw new HttpError(429, AUTH_MESSAGES.passwordLocked);
  }
  // False too when the account table is full of live locks and this account is not in it.
  const allowed = await limits.accounts.take(
    accountKey(email),
    LOGIN_BRAKES.accountLockAfter,
    windowMs,
  );
  if (!allowed) throw new HttpError(429, AUTH_MESSAGES.passwordLocked);
  const attempt = await limits.accounts.count(accountKey(email), windowMs);
  if (attempt >= LOGIN_BRAKES.slowFromAttempt) {
    const doublings = attempt - LOGIN_BRAKES.slowFromAttempt;
    await sleep(Math.min(LOGIN_BRAKES.firstDelayMs * 2 ** doublings, LOGIN_BRAKES.maxDelayMs));
  }
}

export async function passwordFailed(limits: RateLimits, ip: string): Promise<void> {
  await limits.clients.take(clientKey(ip), clientLockAt(limits), LOGIN_BRAKES.windowMs);
}

export async function passwordSucceeded(limits: RateLimits, email: string): Promise<void> {
  await limits.accounts.clear(accountKey(email));
}
