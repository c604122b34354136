import { subscriptionNotice } from './notices';

describe('subscriptionNotice (001 §8 "Subscription banners")', () => {
  it('"suspended without a card" ends with the spec\'s "Revisa tu suscripción e inscribe un medio de pago."', () => {
    const notice = subscriptionNotice({ status: 'failed', cardId: null });
    expect(notice).toMatchObject({ kind: 'suspended-no-card', tone: 'danger' });
    expect(notice?.text.endsWith('Revisa tu suscripción e inscribe un medio de pago.')).toBe(true);
  });
  it('"suspended with a pending payment"', () => {
    expect(subscriptionNotice({ status: 'failed', cardId: 'card-1' })?.kind).toBe(
      'suspended-pending-payment',
    );
  });
  it('"n failed attempts with suspension at the fourth"', () => {
    expect(subscriptionNotice({ status: 'failed attempt 1', cardId: 'c' })?.text).toBe(
      'No pudimos cobrar tu suscripción (1 intento fallido). Si el cuarto intento falla, tu suscripción será suspendida.',
    );
    expect(subscriptionNotice({ status: 'failed attempt 3', cardId: 'c' })?.text).toContain(
      '(3 intentos fallidos)',
    );
  });
  it('a live subscription without a card: "Revisa tu suscripción e inscribe un medio de pago."', () => {
    expect(subscriptionNotice({ status: 'active', cardId: null })?.text).toBe(
      'Revisa tu suscripción e inscribe un medio de pago.',
    );
    expect(subscriptionNotice({ status: 'paused', cardId: undefined })?.kind).toBe('no-card');
  });
  it('nothing for a healthy or ended one', () => {
    expect(subscriptionNotice({ status: 'active', cardId: 'c' })).toBeNull();
    expect(subscriptionNotice({ status: 'canceled', cardId: null })).toBeNull();
  });
});
