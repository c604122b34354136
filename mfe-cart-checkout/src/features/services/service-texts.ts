// Spanish texts of the service pages. The spec's own (002 §2, §5, §8: not-found, 'Pago único',
// 'Leer descripción completa', the validation and failure texts) come from @storefront/domain's
// SERVICE_TEXTS; the rest fills what the spec leaves unwritten.
export const SERVICE_PAGE_TEXTS = {
  loading: 'Cargando el servicio',
  loadError: 'No pudimos cargar el servicio. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  notFoundTitle: 'Servicio no disponible',
  goToCharges: 'Ir a mis cobros',
  store: 'Ofrecido por',
  total: 'Total',
  description: 'Descripción',
  pay: 'Pagar',
} as const;

export const SERVICE_CHECKOUT_TEXTS = {
  title: 'Contratar servicio',
  loading: 'Cargando la contratación',
  contact: 'Datos de contacto',
  name: 'Nombre',
  lastName: 'Apellido',
  payment: 'Medio de pago',
  cards: 'Elige una tarjeta',
  summary: 'Resumen',
  service: 'Servicio',
  perInstallment: 'Valor cuota',
  installments: 'Cuotas',
  total: 'Total',
  confirm: 'Confirmar',
  back: 'Volver',
  hiring: 'Contratando el servicio',
  failureTitle: 'No pudimos contratar el servicio',
  failureAction: 'Entendido',
} as const;
