import { formatCountdown, PAYMENT_RESULT_TEXTS } from './payment-result-texts';

describe('001 §8 retry texts', () => {
  it('quotes the spec', () => {
    expect(PAYMENT_RESULT_TEXTS.successTitle).toBe('¡Listo! La transacción ha sido exitosa');
    expect(PAYMENT_RESULT_TEXTS.retrySuccess).toBe('La suscripción se ha pagado exitosamente.');
    expect(PAYMENT_RESULT_TEXTS.failureTitle).toBe('Lamentablemente, la transacción ha fracasado');
  });
  it('formatCountdown: minutes and seconds, rounded up, never negative', () => {
    expect(formatCountdown(5 * 60 * 1000)).toBe('5:00');
    expect(formatCountdown(245_000)).toBe('4:05');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(-10)).toBe('0:00');
  });
});
