import { PAYMENT_WAIT_MS, paymentWaitLeftMs, RETRY_TOO_SOON_MESSAGE } from './payment-wait';

describe('paymentWaitLeftMs (001 §9 "Wait between payment attempts 5 minutes")', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it('"under 5 minutes ago" waits the rest of the 5 minutes', () => {
    expect(PAYMENT_WAIT_MS).toBe(300_000);
    expect(paymentWaitLeftMs('2026-11-25T11:58:00.000Z', now)).toBe(180_000);
    expect(paymentWaitLeftMs(now.getTime() - 1, now)).toBe(299_999);
  });
  it('exactly 5 minutes ago, or longer, may try again', () => {
    expect(paymentWaitLeftMs('2026-11-25T11:55:00.000Z', now)).toBe(0);
    expect(paymentWaitLeftMs('2026-11-25T10:00:00.000Z', now)).toBe(0);
  });
  it('no last try, or an unreadable one, never waits; a future one waits at most 5 minutes', () => {
    expect([null, undefined, '', 'garbage'].map((v) => paymentWaitLeftMs(v, now))).toEqual([
      0, 0, 0, 0,
    ]);
    expect(paymentWaitLeftMs('2027-01-01T00:00:00.000Z', now)).toBe(PAYMENT_WAIT_MS);
  });
  it('§8 "Retry too soon" text', () =>
    expect(RETRY_TOO_SOON_MESSAGE).toBe(
      'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
    ));
});
