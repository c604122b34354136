// Spanish texts of the payment-link screen (spec 002 §2 paymentLink: 'MEDIO DE PAGO', 'ID Payment
// Link'; the rest fills what the spec leaves unwritten). Its details heading, amount and 'Solicitud
// de pago no encontrada' are every payment request's (payment-request/single-payment-texts.ts).
export const PAYMENT_LINK_TEXTS = {
  loading: 'Preparando tu pago',
  methodsTitle: 'MEDIO DE PAGO',
  linkId: (id: string) => `ID Payment Link: ${id}`,
  emailIntro: 'Ingresa tu correo electrónico para continuar con el pago y recibir tu comprobante.',
  emailLabel: 'Correo electrónico',
  emailInvalid: 'Ingresa un correo electrónico válido',
  emailContinue: 'Continuar',
} as const;
