// Spanish texts of the single-payment screen. 'MEDIO DE PAGO', 'Pagar', 'Solicitud de pago no
// encontrada' and 'No hay métodos de pago disponibles.' are the spec's (002 §2, §8; 001 §8), as
// are the validation-failure texts used from PAYMENT_RESULT_TEXTS; the rest fills what the spec
// leaves unwritten.
export const SINGLE_PAYMENT_TEXTS = {
  loading: 'Cargando solicitud de pago',
  detailsTitle: 'Detalle del pago',
  amountLabel: 'Monto a pagar',
  descriptionLabel: 'Descripción',
  payerLabel: 'Correo electrónico',
  methodsTitle: 'MEDIO DE PAGO',
  noMethods: 'No hay métodos de pago disponibles.',
  pay: 'Pagar',
  pendingCountdown: (method: string, time: string) =>
    `Tu pago con ${method} sigue pendiente. Expira en ${time}.`,
  verifying: 'Estamos verificando tu pago',
  verifyingBody: 'Esto puede tardar unos segundos. No cierres esta ventana.',
  payFailed: 'No pudimos iniciar el pago. Por favor, vuelve a intentarlo.',
  anotherInProgress: (method: string) =>
    `Ya tienes un pago pendiente con ${method}. Continúa con ese medio de pago o espera a que expire.`,
  dismiss: 'Cerrar aviso',
  requestId: (id: string) => `ID de solicitud: ${id}`,
  /** 'Solicitud de pago no encontrada' (002 §2, §8): a request's, or a payment link's. */
  notFound: {
    title: 'Solicitud de pago no encontrada',
    description:
      'El enlace de pago no existe o ya no está disponible. Revisa el enlace que recibiste o contacta a la tienda.',
    actionLabel: 'Volver a la tienda',
  },
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
