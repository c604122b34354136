import { decimalsFor, formatAmount, formatCurrencyLabel, formatNumber, formatPercentage, roundTo } from './format-amount';

describe('decimalsFor (spec 000 §3: clp uses 0 decimals, others 2)', () => {
  it('clp has 0 decimals', () => expect(decimalsFor('clp')).toBe(0));
  it('uf has 2 decimals', () => expect(decimalsFor('uf')).toBe(2));
  it('other has 2 decimals', () => expect(decimalsFor('other')).toBe(2));
  it('default currency is clp', () => expect(decimalsFor(undefined)).toBe(0));
  it('is case-insensitive', () => expect(decimalsFor('CLP')).toBe(0));
});

describe('formatAmount (spec 000 §9 "dots as thousands separators, comma as decimal mark")', () => {
  it('CLP: "$" prefix, dots for thousands, 0 decimals', () => {
    expect(formatAmount(1990, 'clp')).toBe('$1.990');
    expect(formatAmount(1234567, 'clp')).toBe('$1.234.567');
    expect(formatAmount(0, 'clp')).toBe('$0');
    expect(formatAmount(999.6, 'clp')).toBe('$1.000');
  });

  it('currency defaults to clp', () => expect(formatAmount(50)).toBe('$50'));

  it('"a negative sign for negatives"', () => {
    expect(formatAmount(-1990, 'clp')).toBe('-$1.990');
    expect(formatAmount(-0.2, 'clp')).toBe('$0');
  });

  it('"Amounts in uf are shown without price formatting": no "$", label "UF", 2 decimals', () => {
    expect(formatAmount(1.25, 'uf')).toBe('UF 1,25');
    expect(formatAmount(1234.5, 'uf')).toBe('UF 1.234,50');
    expect(formatAmount(-2, 'uf')).toBe('-UF 2,00');
  });

  it('other currencies: "$" and 2 decimals', () => expect(formatAmount(1990.5, 'other')).toBe('$1.990,50'));

  it('withLabel appends CLP / UF labels', () => expect(formatAmount(1990, 'clp', { withLabel: true })).toBe('$1.990 CLP'));
});

describe('numbers, percentages and labels', () => {
  it('"2 decimals for UF and percentages"', () => {
    expect(formatPercentage(12.5)).toBe('12,50%');
    expect(formatPercentage(10, 0)).toBe('10%');
  });
  it('formatNumber groups and signs', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(-1000)).toBe('-1.000');
  });
  it('roundTo avoids float surprises', () => expect(roundTo(1.005, 2)).toBe(1.01));
  it('"CLP or UF labels"', () => {
    expect(formatCurrencyLabel('clp')).toBe('CLP');
    expect(formatCurrencyLabel('uf')).toBe('UF');
    expect(formatCurrencyLabel(undefined)).toBe('CLP');
  });
});
