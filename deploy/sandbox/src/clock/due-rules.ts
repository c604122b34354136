// What falls due for one subscription at a moment (API.md "Sandbox clock"), as pure decisions
// the clock runs twice: on a plain read, to pick the rows worth locking, then under the row lock.
//  - an expiration that has passed: the subscription is completed (nothing else runs);
//  - a price change whose priceDeploymentAt has passed: 001 §4 "On means it stays subscribed;
//    off means the item is removed and not charged in the next period";
//  - a pause whose pausedUntil has passed ends (back to the policy's default status);
//  - a charge: pending or active at its payday; a failed attempt (1-3) once a day after the
//    server's last automatic attempt (001 §9 "Failed attempts 1 to 3; suspended at the fourth").
//    awaiting response is never charged by the clock (the shopper confirms the price first), and a
//    single purchase that was already paid is never charged again.
import {
  isFailing,
  normalizeSubscriptionStatus,
  subscriptionGroup,
} from '@storefront/domain/subscriptions';
import type { JsonObject } from '../db/schema/index';
import { DAY_MS } from './time-shift';

export interface ClockFacts {
  status: string;
  type: string;
  /** Whether there is a card to charge (a manual instalment has none). */
  hasCard: boolean;
  payday: Date;
  pausedUntil: Date | null;
  products: JsonObject[];
  doc: JsonObject;
}

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/** Ended (canceled, completed, no renewal) or unknown: the clock leaves it alone. */
export const isEnded = (status: string) => {
  const group = subscriptionGroup(status);
  return group === 'ended' || group === null;
};

export function expirationDue(sub: ClockFacts, at: Date): boolean {
  const expiration = time(sub.doc.expiration);
  return expiration !== null && expiration <= at.getTime();
}

/** Indexes of the products whose price change takes effect at `at`. */
export function duePriceChanges(sub: ClockFacts, at: Date): number[] {
  return sub.products.flatMap((product, index) => {
    const change = product.priceChange as { priceDeploymentAt?: unknown } | null | undefined;
    const deployment = time(change?.priceDeploymentAt);
    return deployment !== null && deployment <= at.getTime() ? [index] : [];
  });
}

export function pauseEnded(sub: ClockFacts, at: Date): boolean {
  return (
    normalizeSubscriptionStatus(sub.status) === 'paused' &&
    sub.pausedUntil !== null &&
    sub.pausedUntil.getTime() <= at.getTime()
  );
}

/** 002 §9 "First-charge retry window for a hired service: six hours": the clock retries after one. */
export const FIRST_CHARGE_RETRY_MS = 3600 * 1000;

/** An instalment of a charge (its charge's approval is checked by the clock, not here). */
export const isInstalment = (sub: Pick<ClockFacts, 'doc'>) => typeof sub.doc.chargeId === 'string';

/** The moment the next automatic charge of this status is due (null: the clock does not charge it). */
export function nextChargeAt(sub: ClockFacts): Date | null {
  const status = normalizeSubscriptionStatus(sub.status);
  const paidSingle =
    sub.type === 'single' && Boolean((sub.doc.transaction as { _id?: unknown } | null)?._id);
  if (paidSingle) return null;
  // A manual instalment is never charged: its payday mails the payment link, once.
  if (isInstalment(sub) && !sub.hasCard)
    return status === 'pending' && !sub.doc.paymentLinkSentAt ? sub.payday : null;
  if (status === 'pending' || status === 'active') return sub.payday;
  const retryBy = time(sub.doc.firstChargeRetryBy);
  if (retryBy !== null && status === 'failed attempt 1') {
    const last = time(sub.doc.lastAutoAttemptAt) ?? sub.payday.getTime();
    return new Date(Math.min(last + FIRST_CHARGE_RETRY_MS, retryBy));
  }
  if (isFailing(status)) {
    // Once a day after the server's last automatic attempt (or after the payday it failed on).
    const last = time(sub.doc.lastAutoAttemptAt) ?? sub.payday.getTime();
    return new Date(last + DAY_MS);
  }
  return null;
}

export function chargeDue(sub: ClockFacts, at: Date): boolean {
  const next = nextChargeAt(sub);
  return next !== null && next.getTime() <= at.getTime();
}

/** Whether anything falls due for the subscription at `at`. */
export function anythingDue(sub: ClockFacts, at: Date): boolean {
  if (isEnded(sub.status)) return false;
  return (
    expirationDue(sub, at) ||
    duePriceChanges(sub, at).length > 0 ||
    pauseEnded(sub, at) ||
    chargeDue(sub, at)
  );
}
