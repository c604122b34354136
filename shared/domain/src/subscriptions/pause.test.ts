import { canPause, NO_PAUSE_OPTIONS_MESSAGE, pausedUntilFor } from './pause';

describe('pause rules (001 §4 "Pause")', () => {
  it('"Allowed only if billingFrequency is under 180"', () => {
    expect(canPause({ billingFrequency: 90, status: 'active' })).toBe(true);
    expect(canPause({ billingFrequency: 180, status: 'active' })).toBe(false);
  });
  it('"the subscription is not pending with trialDays above zero"', () => {
    expect(canPause({ billingFrequency: 30, status: 'pending', trialDays: 7 })).toBe(false);
    expect(canPause({ billingFrequency: 30, status: 'pending', trialDays: 0 })).toBe(true);
  });
  it('"and the policy does not forbid it"', () => expect(canPause({ billingFrequency: 30, status: 'active', policyAllowsPause: false })).toBe(false));
  it('"pausedUntil to two days before the new payday at 23:59"', () => {
    expect(pausedUntilFor('2025-03-01T12:00:00.000Z').toISOString()).toBe('2025-02-27T23:59:00.000Z');
  });
  it('no options message', () => expect(NO_PAUSE_OPTIONS_MESSAGE).toBe('Lo sentimos, tu suscripción no puede pausarse'));
});
