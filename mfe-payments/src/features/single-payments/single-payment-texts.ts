// Spanish texts of the single-payment screen. 'MEDIO DE PAGO', 'Pagar', 'Solicitud de pago no
// encontrada' and 'No hay métodos de pago disponibles.' are the spec's (002 §2, §8; 001 §8); the
// rest fills what the spec leaves unwritten.
export const SINGLE_PAYMENT_TEXTS = {
  loading: 'Cargando solicitud de pago',
  detailsTitle: 'Detalle del pago',
  amountLabel: 'Monto a pagar',
  descriptionLabel: 'Descripción',
  payerLabel: 'Correo electrónico',
  methodsTitle: 'MEDIO DE PAGO',
  noMethods: 'No hay métodos de pago disponibles.',
  pay: 'Pagar',
  payComingSoon: 'El pago en línea desde esta pantalla estará disponible muy pronto.',
  requestId: (id: string) => `ID de solicitud: ${id}`,
  notFoundTitle: 'Solicitud de pago no encontrada',
  notFoundDescription:
    'El enlace de pago no existe o ya no está disponible. Revisa el enlace que recibiste o contacta a la tienda.',
  backToStore: 'Volver a la tienda',
  completedTitle: 'Esta solicitud de pago ya fue pagada',
  completedDescription:
    'No necesitas hacer nada más. Si tienes dudas sobre el cobro, contacta a la tienda.',
  loadError: 'No pudimos cargar la solicitud de pago. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  redirectDisclaimer:
    'Al pagar serás redirigido al sitio seguro del medio de pago que elijas para completar la transacción.',
  providerDisclaimer: (storeName: string, supportEmail: string | null) =>
    `La plataforma solo procesa el pago. Si tienes dudas sobre el cobro, contacta a ${storeName}${supportEmail ? ` en ${supportEmail}` : ''}.`,
  footer: (storeName: string, year: number) =>
    `© ${year} ${storeName} · Pago procesado de forma segura`,
} as const;
