// Spanish texts of the confirm-price screen (spec 001 §2 "Confirm price", §4 "Confirm-price view
// selection"). The spec's own wording where it gives one (§5 terms and card, §8 not found, "fue
// modificada o cancelada", the card change failure, the 5-minute wait and the failed payment; §9
// and 000 the referential price and pharmacy notes); the rest fills what it leaves unwritten.
import {
  CHECKOUT_MESSAGES,
  RETRY_TOO_SOON_MESSAGE,
  RETRY_TOO_SOON_TITLE,
} from '@storefront/domain';

export const CONFIRM_PRICE_TEXTS = {
  loading: 'Cargando tu suscripción',
  loadError: 'No pudimos cargar tu suscripción. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  toSubscriptions: 'Ir a mis suscripciones',
  toHome: 'Volver al inicio',

  notFoundTitle: 'Suscripción no encontrada',
  notFoundBody: 'La suscripción que buscas no existe o no pertenece a tu cuenta en esta tienda.',

  unableTitle: 'No es posible confirmar el precio',
  unableBody:
    'Esta suscripción fue modificada o cancelada, por lo que ya no es posible confirmar su precio.',

  processingTitle: 'Estamos procesando tu suscripción',
  processingBody:
    'La tienda aún está confirmando el precio final de tus productos. Cuando lo haga, podrás revisarlo y confirmarlo aquí.',
  referential:
    'Los precios son referenciales: la tienda confirmará el precio final antes de realizar el cobro.',

  programmedTitle: 'Tu pago está programado',
  programmedBody: (date: string) =>
    `Tu suscripción está confirmada. El próximo pago se realizará el ${date}.`,

  successTitle: '¡Listo! La transacción ha sido exitosa',
  successBody: 'La suscripción se ha pagado exitosamente',

  failedTitle: 'Ha ocurrido un error',
  failedBody:
    'El pago no se ha podido realizar. Vuelve a intentarlo o prueba con un método de pago diferente.',
  callFailedBody:
    'No pudimos confirmar el precio de tu suscripción. Por favor, vuelve a intentarlo.',
  tooSoonTitle: RETRY_TOO_SOON_TITLE,
  tooSoonBody: RETRY_TOO_SOON_MESSAGE,
  waitLeft: (time: string) => `Podrás volver a intentarlo en ${time}.`,
  tryAgain: 'Volver a intentar',

  cardTitle: 'Elige con qué tarjeta pagar',
  cardIntro:
    'La tienda confirmó el precio de tu suscripción. Elige la tarjeta con la que se pagará o agrega una nueva.',
  cardLegend: 'Tarjeta de la suscripción',
  continue: 'Continuar',
  savingCard: 'Guardando la tarjeta',
  selectCard: CHECKOUT_MESSAGES.card,
  cardSaveError: 'No se pudo agregar la tarjeta en la suscripción',
  back: 'Volver',

  termsTitle: 'Confirma el precio de tu suscripción',
  termsIntro:
    'La tienda confirmó el precio final de tus productos. Revísalo, acepta los términos y condiciones y confirma.',
  products: 'Productos',
  quantityTimesPrice: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
  summary: 'Resumen',
  subtotal: 'Subtotal',
  total: 'Total',
  payday: 'Fecha de pago',
  card: 'Tarjeta',
  changeCard: 'Cambiar tarjeta',
  confirm: 'Confirmar',
  confirming: 'Confirmando',
  pharmacyNote:
    'El precio puede variar en cada reposición y la disponibilidad de los productos no está garantizada. Algunos productos pueden requerir receta médica.',
} as const;
