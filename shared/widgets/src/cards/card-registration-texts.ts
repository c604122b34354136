// Spanish texts of card registration. The dialog texts are the spec's (001 §8 "Card registration
// error" / "Success"); the rest fills what the spec leaves unwritten.
export const CARD_REGISTRATION_TEXTS = {
  addCard: 'Agregar tarjeta',
  confirming: 'Confirmando el registro de tu tarjeta',
  startError: 'No pudimos iniciar el registro de tu tarjeta. Por favor, vuelve a intentarlo.',
  successTitle: 'Tu tarjeta ha sido registrada',
  successBody: '¡Tu tarjeta ha sido registrada con éxito! Puedes modificarla en tu cuenta.',
  failureTitle: 'Lo sentimos, ha ocurrido un error al registrar tu tarjeta',
  failureBody:
    'Lamentablemente no se ha podido registrar tu tarjeta. Por favor, vuelve a intentarlo.',
} as const;
