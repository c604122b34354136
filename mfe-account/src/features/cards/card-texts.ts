// Spanish texts of the cards screen (spec 002 §2); registration texts (001 §8) are the shared
// widget's. The rest fills what the spec leaves unwritten.
import { CARD_REGISTRATION_TEXTS } from '@storefront/widgets/cards';

export const CARDS_TEXTS = {
  addCard: CARD_REGISTRATION_TEXTS.addCard,
  confirming: CARD_REGISTRATION_TEXTS.confirming,
  startError: CARD_REGISTRATION_TEXTS.startError,
  defaultTitle: 'Mis tarjetas',
  defaultDescription:
    'Administra las tarjetas con las que pagas tus compras, suscripciones y cobros.',
  empty: 'Aún no tienes tarjetas registradas.',
  loading: 'Cargando tarjetas',
  loadError: 'No pudimos cargar tus tarjetas. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  deleteTitle: 'Eliminar tarjeta',
  deleteConfirm: 'Eliminar',
  /** Spec 002 §2 gives the start ("Todas las suscripciones que utilizan esta tarjeta serán pausadas..."). */
  deleteWarning: (digits: string) =>
    `Todas las suscripciones que utilizan esta tarjeta serán pausadas hasta que registres un nuevo medio de pago. ¿Deseas eliminar la tarjeta terminada en ${digits}?`,
  deleted: 'La tarjeta ha sido eliminada.',
  deleteError: 'No se pudo eliminar la tarjeta. Por favor, vuelve a intentarlo.',
} as const;
