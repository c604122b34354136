// Spanish texts of fast checkout (001 §2 "Fast checkout", §8; 002 §4 "Fast payment"). The failure,
// the fast payment success, 'Suscripción no encontrada', 'Pagar', 'Finalizar' and 'Continuar sin
// tarjeta' are the spec's (the first three through @storefront/domain); the rest fills what the
// spec leaves unwritten. 'MEDIO DE PAGO' and the empty state are every payment screen's
// (payment-request/single-payment-texts.ts).
import { FAST_CHECKOUT_TEXTS } from '@storefront/domain';

export const FAST_TEXTS = {
  ...FAST_CHECKOUT_TEXTS,
  pageTitle: 'Checkout rápido',
  creating: 'Preparando tu suscripción',
  loading: 'Cargando tu suscripción',
  failureTitle: 'Lamentablemente la operación ha fracasado',
  failureBody:
    'No pudimos preparar tu suscripción. Vuelve al sitio del comercio e inténtalo de nuevo.',
  continue: 'Continuar',
  /** 001 §8 "Subscription not found: 'Suscripción no encontrada' with a link to home". */
  notFound: 'Suscripción no encontrada',
  notFoundBody: 'No encontramos la suscripción de este pago.',
  home: 'Ir al inicio',
  title: 'Tu suscripción',
  amountLabel: 'Monto por período',
  frequencyLabel: 'Frecuencia',
  paydayLabel: 'Primer pago',
  payNowNote: 'El primer pago se realiza ahora.',
  cardLegend: 'Tarjeta para tu suscripción',
  selectCard: 'Elige una tarjeta o agrega una para pagar con Webpay Oneclick.',
  redirecting: 'Redirigiendo al medio de pago',
  back: 'Volver',
  saving: 'Guardando',
  cardSaveFailed: 'No se pudo agregar la tarjeta en la suscripción',
  scheduledTitle: '¡Listo! Tu suscripción está creada',
  scheduledBody: (date: string) => `Tu primer pago se realizará el ${date}.`,
  accept: 'Aceptar',
} as const;
