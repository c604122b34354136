// Spanish texts of the subscription list. The spec gives the statuses (in @storefront/domain), the
// banners and payment texts (001 §8, domain), the pause refusal and the 5-minute wait (domain);
// the rest fills what 001 §2 and §4 leave unwritten.
import { PAYMENT_RESULT_TEXTS, RETRY_TOO_SOON_MESSAGE } from '@storefront/domain';
import type { PaymentDialogTexts } from '@storefront/widgets/subscription-payment';

export const SUBSCRIPTIONS_TEXTS = {
  title: 'Mis suscripciones',
  addItems: 'Agregar ítems',
  loading: 'Cargando suscripciones',
  loadError: 'No pudimos cargar tus suscripciones. Por favor, vuelve a intentarlo.',
  retryLoad: 'Reintentar',
  sections: {
    active: { title: 'Activas', empty: 'No tienes suscripciones activas.' },
    paused: { title: 'Pausadas', empty: 'No tienes suscripciones pausadas ni suspendidas.' },
    ended: { title: 'Finalizadas', empty: 'No tienes suscripciones finalizadas.' },
  },
  /** The item's name: its first product, and how many more. */
  itemName: (first: string, more: number) =>
    more > 0 ? `${first} y ${more} ${more === 1 ? 'producto más' : 'productos más'}` : first,
  quantity: (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`,
  nextPayday: 'Próximo pago',
  pausedUntil: 'Pausada hasta',
  frequency: 'Frecuencia',
  price: 'Total por período',
  /** 001 §2: the card that pays it; §8 "Card fetch … failure leaves the card empty (shown as Pendiente)". */
  card: 'Tarjeta',
  cardPending: 'Pendiente',
  status: 'Estado',
  actions: {
    edit: 'Editar',
    retry: 'Reintentar pago',
    pause: 'Pausar',
    resume: 'Reanudar',
    reactivate: 'Reactivar',
    cancel: 'Cancelar suscripción',
    addCard: 'Agregar tarjeta',
  },
  /** Accessible names of the buttons, naming the subscription. */
  actionLabel: (action: string, name: string) => `${action}: ${name}`,
  cancel: {
    title: 'Cancelar suscripción',
    body: (name: string) =>
      `¿Quieres cancelar tu suscripción a ${name}? No se harán más cobros ni envíos de ella.`,
    confirm: 'Sí, cancelar',
    keep: 'Volver',
    done: 'Tu suscripción ha sido cancelada.',
    failed: 'No se pudo cancelar la suscripción. Por favor, vuelve a intentarlo.',
  },
  pause: {
    title: 'Pausar suscripción',
    choose: 'Elige hasta cuándo pausar tu suscripción',
    loading: 'Cargando opciones de pausa',
    confirm: 'Pausar',
    keep: 'Volver',
    done: 'Tu suscripción ha sido pausada.',
    failed: 'No se pudo pausar la suscripción. Por favor, vuelve a intentarlo.',
    optionsFailed: 'No pudimos cargar las opciones de pausa. Por favor, vuelve a intentarlo.',
  },
  resume: {
    title: 'Reanudar suscripción',
    loading: 'Calculando tu próximo pago',
    body: (date: string) =>
      `Tu suscripción volverá a estar activa y tu próximo pago será el ${date}.`,
    confirm: 'Reanudar',
    keep: 'Volver',
    done: 'Tu suscripción ha sido reanudada.',
    failed: 'No se pudo reanudar la suscripción. Por favor, vuelve a intentarlo.',
    optionFailed: 'No pudimos calcular tu próximo pago. Por favor, vuelve a intentarlo.',
  },

  payment: {
    retryTitle: 'Reintentar pago',
    reactivateTitle: 'Reactivar suscripción',
    paying: 'Procesando el pago',
    countdown: (time: string) => `Podrás reintentar en ${time}. Lo haremos automáticamente.`,
    close: 'Cerrar',
    accept: 'Aceptar',
    /** After a failed payment: the payment screen, to pay with another card (issue 39). */
    otherCard: 'Pagar con otra tarjeta',
  },
  updated: {
    title: 'Suscripción actualizada',
    body: 'Los cambios de tu suscripción se guardaron con éxito.',
    accept: 'Aceptar',
  },
  verifying: {
    title: 'Estamos verificando tu pago',
    body: 'Cuando el medio de pago lo confirme, verás el estado de tu suscripción actualizado aquí.',
  },
  calendar: {
    open: 'Agregar a mi calendario',
    title: 'Tu calendario de suscripciones',
    body: 'Agrega tus próximos cobros, entregas y el fin de tus pausas a tu calendario. Se actualiza solo.',
    subscribe: 'Suscribirme desde mi calendario',
    download: 'Descargar calendario (.ics)',
    urlLabel: 'Dirección del calendario',
    failed: 'No pudimos preparar tu calendario. Por favor, vuelve a intentarlo.',
  },
  addCardFailed: 'No pudimos iniciar la inscripción de tu tarjeta. Por favor, vuelve a intentarlo.',
  /** 001 §8 "Card change failure". */
  cardNotSaved: 'No se pudo agregar la tarjeta en la suscripción',
  cardSaved: 'La tarjeta quedó asociada a tu suscripción.',
} as const;

/** The list's words for the shared payment dialog (001 §8 "Retry too soon", "Retry success"). */
export function paymentDialogTexts(kind: 'retry' | 'reactivate'): PaymentDialogTexts {
  const { payment } = SUBSCRIPTIONS_TEXTS;
  return {
    tooSoon: RETRY_TOO_SOON_MESSAGE,
    countdown: payment.countdown,
    payingTitle: kind === 'retry' ? payment.retryTitle : payment.reactivateTitle,
    paying: payment.paying,
    success:
      kind === 'retry' ? PAYMENT_RESULT_TEXTS.retrySuccess : PAYMENT_RESULT_TEXTS.reactivateSuccess,
    close: payment.close,
    accept: payment.accept,
  };
}
