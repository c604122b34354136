import { frequencyOptions, singleFrequency } from './frequency-options';

describe('frequencyOptions (spec 000 §3 "a falsy value means that frequency is unavailable")', () => {
  it('keeps truthy prices only, in billing-type order, with the Spanish labels', () => {
    const prices = { yearly: 150000, monthly: 15990, single: 0, weekly: 4490, biweekly: null, bimonthly: undefined };
    expect(frequencyOptions({ prices })).toEqual([
      { billingType: 'weekly', label: 'Semanal', price: 4490 },
      { billingType: 'monthly', label: 'Mensual', price: 15990 },
      { billingType: 'yearly', label: 'Anual', price: 150000 },
    ]);
  });
  it('every label of §3: Compra única, Semanal, Quincenal, Mensual, Bimestral, Trimestral, Semestral, Anual', () => {
    const prices = { single: 1, weekly: 1, biweekly: 1, monthly: 1, bimonthly: 1, quarterly: 1, biyearly: 1, yearly: 1 };
    expect(frequencyOptions({ prices }).map((o) => o.label)).toEqual([
      'Compra única', 'Semanal', 'Quincenal', 'Mensual', 'Bimestral', 'Trimestral', 'Semestral', 'Anual',
    ]);
  });
  it('ignores unknown keys and copes with no prices', () => {
    expect(frequencyOptions({ prices: { daily: 100 } })).toEqual([]);
    expect(frequencyOptions({ prices: null })).toEqual([]);
    expect(frequencyOptions(null)).toEqual([]);
  });
  it('singleFrequency: the one option, else null', () => {
    expect(singleFrequency({ prices: { monthly: 10000, single: null } })).toBe('monthly');
    expect(singleFrequency({ prices: { monthly: 10000, bimonthly: 19000 } })).toBeNull();
  });
});
