import { netAmount, VAT_DIVISOR, VAT_RATE } from './net-amount';

describe('netAmount (spec 000 §9: "gross divided by 1.19 (19% VAT), rounded")', () => {
  it('uses the 1.19 divisor and the 0.19 tax rate', () => {
    expect(VAT_DIVISOR).toBe(1.19);
    expect(VAT_RATE).toBe(0.19);
  });
  it('rounds to 0 decimals for clp by default', () => {
    expect(netAmount(11900)).toBe(10000);
    expect(netAmount(1990)).toBe(1672); // 1672.27
  });
  it('rounds to 2 decimals when asked (uf and others, spec 001 §9)', () => expect(netAmount(1.5, 2)).toBe(1.26));
});
