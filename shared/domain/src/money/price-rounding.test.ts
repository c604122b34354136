import { roundPrice } from './price-rounding';

describe('roundPrice (spec 000 §4 "clp prices are truncated to whole numbers, others rounded to 2 decimals")', () => {
  it('clp truncates: 1699.15 → 1699, 1899.95 → 1899', () => {
    expect(roundPrice(1699.15, 'clp')).toBe(1699);
    expect(roundPrice(1899.95)).toBe(1899);
  });
  it('float noise does not lose a peso: (1 - 0.1) x 30000 → 27000', () => {
    expect(roundPrice((1 - 0.1) * 30000, 'clp')).toBe(27000);
  });
  it('uf and other round to 2 decimals: 1.6915 → 1.69, 2.245 → 2.25', () => {
    expect(roundPrice(1.6915, 'uf')).toBe(1.69);
    expect(roundPrice(2.245, 'other')).toBe(2.25);
  });
});
