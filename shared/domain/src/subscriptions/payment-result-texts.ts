// Spec 001 §8 texts of a retry or reactivate from the subscription list (and 002 §4 "Retry payment
// (success message 'La suscripción se ha pagado exitosamente.')").
export const PAYMENT_RESULT_TEXTS = {
  successTitle: '¡Listo! La transacción ha sido exitosa',
  /** 002 §4: the panel's retry. */
  retrySuccess: 'La suscripción se ha pagado exitosamente.',
  /** 001 §8 "default for reactivate: the subscription is active and can be managed, modified, paused or canceled". */
  reactivateSuccess:
    'Tu suscripción está activa y puedes gestionarla, modificarla, pausarla o cancelarla.',
  /** 001 §8 "Failure stores a timestamp and shows the failed-transaction text". */
  failureTitle: 'Lamentablemente, la transacción ha fracasado',
  failureBody: 'Por favor, vuelve a intentarlo más tarde.',
  /** 001 §8 validation failure (a provider return that could not be verified). */
  verifyFailedTitle: 'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
  verifyFailedBody:
    'El pago no se ha podido realizar. Vuelve a intentarlo o prueba con un método de pago diferente.',
} as const;

/** "4:05" for 245 000 ms left: the 5-minute wait's countdown (001 §4), rounded up to the second. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
