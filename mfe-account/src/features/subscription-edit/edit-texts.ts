// The subscription edit's words (spec 001 §2 "Subscription edit", §4, §5, §8). Where the spec
// gives the text it is quoted; the rest is ours, in the same voice. Then the text a failed save
// shows.
import { isApiError } from '@storefront/sdk';

export const EDIT_TEXTS = {
  /** 001 §2 "Subscription edit, titled 'Post suscripción'". */
  title: 'Post suscripción',
  loading: 'Cargando tu suscripción',
  loadError: 'No pudimos cargar tu suscripción. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  /** 001 §8 "Subscription not found: 'Suscripción no encontrada' with a link to home". */
  notFound: 'Suscripción no encontrada',
  notFoundBody: 'Puede que el enlace esté incompleto o que la suscripción ya no exista.',
  goHome: 'Ir al inicio',
  notEditable: 'Esta suscripción ya terminó y no se puede modificar.',
  summary: 'Resumen',
  frequency: 'Frecuencia',
  nextPayday: 'Próximo cobro',
  products: 'Productos',
  total: 'Total por periodo',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  modify: 'Modificar',
  remove: 'Eliminar',
  removeProduct: (name: string) => `Eliminar ${name}`,
  modifyProduct: (name: string) => `Modificar ${name}`,
  productDialogTitle: 'Modificar producto',
  productDialogSubmit: 'Aplicar cambios',
  productUnavailable: 'Este producto ya no está disponible en la tienda.',
  removed: 'Se quitará de tu suscripción al guardar.',
  undoRemove: 'Deshacer',
  /** 001 §4 "Price change on a subscription item: an opt-in toggle." */
  priceChangeTitle: 'Cambio de precio',
  priceChangeNotice: (price: string, when: string) => `El nuevo precio de ${price} rige ${when}.`,
  priceChangeToggle: 'Mantener este producto con el nuevo precio',
  /** 001 §4 "off means the item is removed and not charged in the next period". */
  priceChangeOff:
    'Este producto se quitará de tu suscripción y no se cobrará en el próximo periodo.',
  consentHistory: 'Historial de tus respuestas',
  consentOptIn: (price: string) => `Aceptaste el nuevo precio de ${price}`,
  consentOptOut: (price: string) => `Rechazaste el nuevo precio de ${price}`,
  cards: 'Medio de pago',
  cardLegend: 'Elige la tarjeta de tu suscripción',
  scrollToCards: 'Ir a medios de pago',
  address: 'Dirección de despacho',
  currentAddress: 'Dirección actual',
  addAddress: 'Agregar dirección',
  noAddress: 'Sin dirección registrada',
  shippingLoading: 'Calculando despacho…',
  confirm: 'Confirmar',
  /** 001 §2 "Buttons: Confirmar and Volver sin guardar". */
  back: 'Volver sin guardar',
  confirmTitle: '¿Guardar los cambios?',
  confirmBody: 'Tu suscripción se actualizará con los cambios que hiciste.',
  confirmSave: 'Guardar cambios',
  confirmCancel: 'Volver',
  saveError: 'No pudimos guardar los cambios. Por favor, vuelve a intentarlo.',
  /** 001 §8 "Card change failure: 'No se pudo agregar la tarjeta en la suscripción', returning to the card picker." */
  cardChangeError: 'No se pudo agregar la tarjeta en la suscripción',
  emptyTitle: 'Tu suscripción quedaría vacía',
  emptyOfferCancel:
    'Este es el último producto de tu suscripción. Si lo quitas, tu suscripción se cancelará. ¿Deseas cancelar tu suscripción?',
  cancelSubscription: 'Cancelar suscripción',
  keepSubscription: 'Mantener suscripción',
  understood: 'Entendido',
  cancelError: 'No pudimos cancelar tu suscripción. Por favor, vuelve a intentarlo.',
  addProducts: 'Agregar productos',
  addTitle: 'Agregar productos',
  addSearch: 'Buscar productos',
  addList: 'Productos disponibles',
  addLoading: 'Cargando productos',
  addError: 'No pudimos cargar los productos. Por favor, vuelve a intentarlo.',
  addEmpty: 'No hay productos que puedas agregar a esta suscripción.',
  addChooseShort: 'Elegir',
  addChoose: (name: string) => `Elegir ${name}`,
  addSubmit: 'Agregar a mi suscripción',
  addBack: 'Volver a la lista',
  added: 'Se agregará a tu suscripción al guardar.',
} as const;

/** 001 §8's card change failure for a refused card; the provider's Spanish texts as they come. */
export function saveFailureText(error: unknown): string {
  if (!isApiError(error)) return EDIT_TEXTS.saveError;
  if (error.errors?.cardId || error.serverMessage === 'Card not found')
    return EDIT_TEXTS.cardChangeError;
  // The provider speaks Spanish where the spec gives the text (001 §5); English otherwise.
  return /[áéíóúñ¿¡]/i.test(error.serverMessage) ? error.serverMessage : EDIT_TEXTS.saveError;
}
