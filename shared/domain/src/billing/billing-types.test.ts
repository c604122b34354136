import {
  BILLING_TYPES,
  billingDays,
  billingLabel,
  billingTypeFromDays,
  subscriptionFrequencyLabel,
} from './billing-types';

describe('billing types (spec 000 §3 and §9)', () => {
  it('"single, weekly, biweekly, monthly, bimonthly, quarterly, biyearly, yearly"', () => {
    expect(BILLING_TYPES).toEqual(['single', 'weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'biyearly', 'yearly']);
  });

  it('"Spanish labels: Compra única, Semanal, Quincenal, Mensual, Bimestral, Trimestral, Semestral, Anual"', () => {
    expect(BILLING_TYPES.map(billingLabel)).toEqual([
      'Compra única', 'Semanal', 'Quincenal', 'Mensual', 'Bimestral', 'Trimestral', 'Semestral', 'Anual',
    ]);
  });

  it('"single 0, weekly 7, biweekly 15, monthly 30, bimonthly 60, quarterly 90, biyearly 180, yearly 365"', () => {
    expect(BILLING_TYPES.map(billingDays)).toEqual([0, 7, 15, 30, 60, 90, 180, 365]);
  });

  it('"an unknown value gives single"', () => {
    expect(billingDays('fortnightly')).toBe(0);
    expect(billingLabel('nope')).toBe('Compra única');
    expect(billingTypeFromDays(45)).toBe('single');
    expect(billingTypeFromDays(undefined)).toBe('single');
  });

  it('billingTypeFromDays inverts the table', () => {
    expect([0, 7, 15, 30, 60, 90, 180, 365].map(billingTypeFromDays)).toEqual(BILLING_TYPES);
  });

  it('spec 002 §9: subscription labels default to monthly; type single is "Compra Única"', () => {
    expect(subscriptionFrequencyLabel('recurring', 180)).toBe('Semestral');
    expect(subscriptionFrequencyLabel('recurring', 45)).toBe('Mensual');
    expect(subscriptionFrequencyLabel('single', 0)).toBe('Compra Única');
  });
});
