// Spec 001 §8 "Subscription banners: suspended without a card; suspended with a pending payment;
// n failed attempts with suspension at the fourth; 'Revisa tu suscripción e inscribe un medio de
// pago.' (exact wording of the first three not shown)". One notice per subscription, the most
// urgent first; the first three are written here in the spec's sense.
import { isFailing, normalizeSubscriptionStatus, subscriptionGroup } from './statuses';

export type SubscriptionNoticeKind =
  'suspended-no-card' | 'suspended-pending-payment' | 'failing' | 'no-card';

export interface SubscriptionNotice {
  kind: SubscriptionNoticeKind;
  tone: 'danger' | 'warning';
  text: string;
}

export const ADD_PAYMENT_METHOD_NOTICE = 'Revisa tu suscripción e inscribe un medio de pago.';

export const SUBSCRIPTION_NOTICE_TEXTS = {
  suspendedNoCard: `Tu suscripción está suspendida porque no tiene un medio de pago. ${ADD_PAYMENT_METHOD_NOTICE}`,
  suspendedPendingPayment:
    'Tu suscripción está suspendida porque tiene un pago pendiente. Reactívala para volver a recibir tus productos.',
  failing: (attempts: number) =>
    `No pudimos cobrar tu suscripción (${attempts} ${attempts === 1 ? 'intento fallido' : 'intentos fallidos'}). Si el cuarto intento falla, tu suscripción será suspendida.`,
  noCard: ADD_PAYMENT_METHOD_NOTICE,
} as const;

export function subscriptionNotice(subscription: {
  status: string;
  cardId?: string | null;
}): SubscriptionNotice | null {
  const status = normalizeSubscriptionStatus(subscription.status);
  const hasCard = Boolean(subscription.cardId);
  if (status === 'failed') {
    return hasCard
      ? {
          kind: 'suspended-pending-payment',
          tone: 'danger',
          text: SUBSCRIPTION_NOTICE_TEXTS.suspendedPendingPayment,
        }
      : {
          kind: 'suspended-no-card',
          tone: 'danger',
          text: SUBSCRIPTION_NOTICE_TEXTS.suspendedNoCard,
        };
  }
  if (isFailing(status)) {
    const attempts = Number(status.slice(-1));
    return { kind: 'failing', tone: 'warning', text: SUBSCRIPTION_NOTICE_TEXTS.failing(attempts) };
  }
  if (!hasCard && subscriptionGroup(status) !== 'ended') {
    return { kind: 'no-card', tone: 'warning', text: SUBSCRIPTION_NOTICE_TEXTS.noCard };
  }
  return null;
}
