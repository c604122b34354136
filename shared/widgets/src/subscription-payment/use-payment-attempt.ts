// Paying a subscription with its card (spec 001 §4 "Retry and reactivate", and the payment
// screen's "Payment execution": reactivate, retry or prepay): "If the last try was under 5 minutes
// ago (kept in local storage as lastPaymentTry) it shows a wait message with a countdown and
// retries automatically when the countdown ends. Otherwise it shows loading, then success (OK) or
// failure. Success clears the stored last-try time; … Failure stores the time."
// The provider keeps its own last try per subscription and answers 429 inside the wait, so the
// wait holds on every device; the larger of both is used. One Idempotency-Key per attempt (the
// dialog): a repeated call answers the first success instead of charging again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentWaitLeftMs, type PaymentAction } from '@storefront/domain';
import {
  subscriptionsApi,
  paymentWaitOf,
  subscriptionOfFailedPayment,
  type Subscription,
} from '@storefront/sdk/subscriptions';
import { clientItem, useApi, uuid } from '@storefront/state';

export type PaymentKind = PaymentAction;

export type PaymentPhase =
  | { phase: 'waiting'; until: number }
  | { phase: 'paying' }
  | { phase: 'success'; subscription: Subscription }
  | { phase: 'failure'; error: unknown };

const lastTry = () => clientItem('lastPaymentTry');

function waitUntil(subscription: Subscription, now: number): number {
  const stored = lastTry().get();
  const server = subscription.lastPaymentTry ? Date.parse(subscription.lastPaymentTry) : NaN;
  const latest = Math.max(stored ?? 0, Number.isFinite(server) ? server : 0);
  const left = paymentWaitLeftMs(latest || null, new Date(now));
  return left > 0 ? now + left : 0;
}

export interface PaymentAttemptOptions {
  /** Pay with this card of the shopper (it becomes the subscription's card); default its own. */
  cardId?: string | null;
}

export function usePaymentAttempt(
  subscription: Subscription,
  kind: PaymentKind,
  options: PaymentAttemptOptions = {},
) {
  const api = useApi();
  const key = useRef(uuid());
  const cardId = options.cardId ?? null;
  const [state, setState] = useState<PaymentPhase>(() => {
    const until = waitUntil(subscription, Date.now());
    return until ? { phase: 'waiting', until } : { phase: 'paying' };
  });
  const [now, setNow] = useState(() => Date.now());
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const pay = useCallback(async () => {
    setState({ phase: 'paying' });
    try {
      const paid = await subscriptionsApi(api)[kind](subscription._id, {
        idempotencyKey: key.current,
        cardId,
      });
      lastTry().remove();
      if (live.current) setState({ phase: 'success', subscription: paid });
    } catch (error) {
      const wait = paymentWaitOf(error);
      if (wait) {
        if (live.current) setState({ phase: 'waiting', until: Date.parse(wait.retryAt) });
        return;
      }
      const declined = subscriptionOfFailedPayment(error);
      lastTry().set(declined?.lastPaymentTry ? Date.parse(declined.lastPaymentTry) : Date.now());
      console.error(`[widgets] subscription payment: ${kind} failed`, error);
      if (live.current) setState({ phase: 'failure', error });
    }
  }, [api, kind, subscription._id, cardId]);

  // Pays at once when there is no wait (the initial 'paying' phase).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (state.phase === 'paying') void pay();
  }, [pay, state.phase]);

  // The countdown: a tick a second while waiting, and the automatic try when it ends.
  useEffect(() => {
    if (state.phase !== 'waiting') return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= state.until) {
        clearInterval(timer);
        void pay();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [pay, state]);

  const leftMs = state.phase === 'waiting' ? Math.max(0, state.until - now) : 0;
  return { state, leftMs };
}
