// Spanish texts of the payment-link screen (spec 002 §2 paymentLink: 'MEDIO DE PAGO', 'ID Payment
// Link'; the rest fills what the spec leaves unwritten). Its details heading, amount and 'Solicitud
// de pago no encontrada' are every payment request's (payment-request/single-payment-texts.ts); the
// e-mail step's message is its form schema's (the domain's payment-link-form-schemas.ts).
export const PAYMENT_LINK_TEXTS = {
  loading: 'Preparando tu pago',
  methodsTitle: 'MEDIO DE PAGO',
  linkId: (id: string) => `ID Payment Link: ${id}`,
  emailIntro: 'Ingresa tu correo electrónico para continuar con el pago y recibir tu comprobante.',
  emailLabel: 'Correo electrónico',
  emailContinue: 'Continuar',
} as const;
