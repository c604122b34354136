// Spanish texts of the payment-link screen (spec 002 §2 paymentLink: 'MEDIO DE PAGO', 'ID Payment
// Link', 'Solicitud de pago no encontrada'; the rest fills what the spec leaves unwritten).
export const PAYMENT_LINK_TEXTS = {
  loading: 'Preparando tu pago',
  methodsTitle: 'MEDIO DE PAGO',
  linkId: (id: string) => `ID Payment Link: ${id}`,
  detailsTitle: 'Detalle del pago',
  amountLabel: 'Monto a pagar',
  notFoundTitle: 'Solicitud de pago no encontrada',
  notFoundDescription:
    'El enlace de pago no existe o ya no está disponible. Revisa el enlace que recibiste o contacta a la tienda.',
  backToStore: 'Volver a la tienda',
  emailIntro: 'Ingresa tu correo electrónico para continuar con el pago y recibir tu comprobante.',
  emailLabel: 'Correo electrónico',
  emailInvalid: 'Ingresa un correo electrónico válido',
  emailContinue: 'Continuar',
} as const;
