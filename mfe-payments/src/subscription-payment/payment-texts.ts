// Spanish texts of the payment screen (001 §2 Payment screen, §8). 'Ha habido un error', 'Pagar',
// the 5-minute wait (payment screen wording), the success, failure, status-refusal and
// validation-failure texts are the spec's (several through @storefront/domain); the rest fills what
// the spec leaves unwritten. 'MEDIO DE PAGO', 'No hay métodos de pago disponibles.', the details
// heading and the amount's label are every payment screen's (payment-request/single-payment-texts.ts).
import {
  PAYMENT_RESULT_TEXTS,
  PAYMENT_TOO_SOON_MESSAGE,
  paymentPaidText,
  type PaymentAction,
  type PaymentSubject,
} from '@storefront/domain';
import type { PaymentDialogTexts } from '@storefront/widgets/subscription-payment';

export const PAYMENT_TEXTS = {
  loading: 'Cargando el pago',
  /** 001 §2 "If the subscription cannot be loaded it shows 'Ha habido un error' with a back button". */
  loadError: 'Ha habido un error',
  loadErrorBody: 'No pudimos cargar el pago que buscas.',
  back: 'Volver',
  descriptionLabel: 'Descripción',
  payerLabel: 'Tus datos',
  subscriptionId: (id: string) => `ID de suscripción: ${id}`,
  installmentId: (id: string) => `ID de cuota: ${id}`,
  chargeId: (id: string) => `ID de cobro: ${id}`,
  cardLegend: 'Tarjeta con la que pagas',
  selectCard: 'Elige una tarjeta o agrega una para pagar con Webpay Oneclick.',
  pay: 'Pagar',
  redirecting: 'Redirigiendo al medio de pago',
  oneclickDisclaimer:
    'Con Webpay Oneclick pagas con tu tarjeta inscrita, sin salir de la tienda. La tarjeta elegida queda asociada a tu suscripción.',
  redirectDisclaimer:
    'Con los demás medios serás redirigido al sitio seguro del medio de pago para completar la transacción.',
  providerDisclaimer: (storeName: string) =>
    `La plataforma solo procesa el pago. Si tienes dudas sobre el cobro, contacta a ${storeName}.`,
  /** 001 §4 "Subscription completed: OK": nothing left to pay. */
  alreadyPaid: {
    subscription: 'Esta suscripción no tiene pagos pendientes.',
    installment: 'Esta cuota ya está pagada.',
  } satisfies Record<PaymentSubject, string>,
  verifyingTitle: 'Estamos verificando tu pago',
  verifyingBody:
    'Esperamos la confirmación del medio de pago. Esta pantalla se actualizará sola en unos segundos.',
  accept: 'Aceptar',
} as const;

/** The payment screen's words for the shared payment dialog (001 §8). */
export function paymentDialogTexts(
  action: PaymentAction,
  subject: PaymentSubject,
): PaymentDialogTexts {
  return {
    tooSoon: PAYMENT_TOO_SOON_MESSAGE,
    countdown: (time) => `Podrás pagar en ${time}. Lo haremos automáticamente.`,
    payingTitle: 'Procesando el pago',
    paying: 'Procesando el pago',
    success:
      action === 'reactivate' && subject === 'subscription'
        ? PAYMENT_RESULT_TEXTS.reactivateSuccess
        : paymentPaidText(subject),
    close: 'Cerrar',
    accept: PAYMENT_TEXTS.accept,
  };
}
