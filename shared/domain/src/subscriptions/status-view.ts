// Spec 001 §4 "Subscription statuses and labels": "pending (pending, scheduled payment; with trial
// days: pending, trial period), active, paused, failed attempt 1, 2 and 3 (retrying payment),
// failed (suspended), canceled, completed, no renewal, awaiting response (action required; shown
// as in process when a card is assigned)". The spec names the statuses in English; these are the
// Spanish words a shopper reads: the label, and the detail in brackets as a second chip.
import { normalizeSubscriptionStatus } from './statuses';

/** The same words as @storefront/ui's StatusTone (the domain imports no UI). */
export type SubscriptionTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface SubscriptionStatusView {
  label: string;
  tone: SubscriptionTone;
  /** The bracketed detail of 001 §4 ("scheduled payment", "retrying payment"…), when it has one. */
  detail: string | null;
}

export const SUBSCRIPTION_STATUS_TEXTS = {
  pending: 'Pendiente',
  scheduledPayment: 'Pago programado',
  trialPeriod: 'Período de prueba',
  active: 'Activa',
  paused: 'Pausada',
  failedAttempt: (n: number) => `Intento de pago fallido ${n}`,
  retryingPayment: 'Reintentando pago',
  failed: 'Suspendida',
  canceled: 'Cancelada',
  completed: 'Completada',
  noRenewal: 'Sin renovación',
  actionRequired: 'Acción requerida',
  inProcess: 'En proceso',
} as const;

const T = SUBSCRIPTION_STATUS_TEXTS;

export function subscriptionStatusView(subscription: {
  status: string;
  trialDays?: number | null;
  cardId?: string | null;
}): SubscriptionStatusView {
  const status = normalizeSubscriptionStatus(subscription.status);
  const attempt = /^failed attempt ([123])$/.exec(status);
  if (attempt)
    return {
      label: T.failedAttempt(Number(attempt[1])),
      tone: 'warning',
      detail: T.retryingPayment,
    };
  switch (status) {
    case 'pending':
      return {
        label: T.pending,
        tone: 'info',
        detail: (subscription.trialDays ?? 0) > 0 ? T.trialPeriod : T.scheduledPayment,
      };
    case 'active':
      return { label: T.active, tone: 'success', detail: null };
    case 'paused':
      return { label: T.paused, tone: 'neutral', detail: null };
    case 'failed':
      return { label: T.failed, tone: 'danger', detail: null };
    case 'canceled':
      return { label: T.canceled, tone: 'neutral', detail: null };
    case 'completed':
      return { label: T.completed, tone: 'neutral', detail: null };
    case 'no renewal':
      return { label: T.noRenewal, tone: 'neutral', detail: null };
    case 'awaiting response':
      return subscription.cardId
        ? { label: T.inProcess, tone: 'info', detail: null }
        : { label: T.actionRequired, tone: 'warning', detail: null };
    default:
      // A status the spec does not name is shown as it came (never a blank chip).
      return { label: subscription.status.trim(), tone: 'neutral', detail: null };
  }
}
