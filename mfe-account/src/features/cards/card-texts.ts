// Spanish texts of the cards screen. Dialog texts are the spec's (001 §8); the rest fills what the
// spec leaves unwritten.
export const CARDS_TEXTS = {
  defaultTitle: 'Mis tarjetas',
  defaultDescription:
    'Administra las tarjetas con las que pagas tus compras, suscripciones y cobros.',
  addCard: 'Agregar tarjeta',
  empty: 'Aún no tienes tarjetas registradas.',
  loading: 'Cargando tarjetas',
  confirming: 'Confirmando el registro de tu tarjeta',
  loadError: 'No pudimos cargar tus tarjetas. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  startError: 'No pudimos iniciar el registro de tu tarjeta. Por favor, vuelve a intentarlo.',
  successTitle: 'Tu tarjeta ha sido registrada',
  successBody: '¡Tu tarjeta ha sido registrada con éxito! Puedes modificarla en tu cuenta.',
  failureTitle: 'Lo sentimos, ha ocurrido un error al registrar tu tarjeta',
  failureBody:
    'Lamentablemente no se ha podido registrar tu tarjeta. Por favor, vuelve a intentarlo.',
  deleteTitle: 'Eliminar tarjeta',
  deleteConfirm: 'Eliminar',
  /** Spec 002 §2 gives the start ("Todas las suscripciones que utilizan esta tarjeta serán pausadas..."). */
  deleteWarning: (digits: string) =>
    `Todas las suscripciones que utilizan esta tarjeta serán pausadas hasta que registres un nuevo medio de pago. ¿Deseas eliminar la tarjeta terminada en ${digits}?`,
  deleted: 'La tarjeta ha sido eliminada.',
  deleteError: 'No se pudo eliminar la tarjeta. Por favor, vuelve a intentarlo.',
} as const;
