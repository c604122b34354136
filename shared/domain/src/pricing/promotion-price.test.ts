import { promotionPrice } from './promotion-price';

describe('promotionPrice (spec 000 §4 "Discount and price display")', () => {
  it('"percentage discount multiplies the price by (100 - value)/100"', () => {
    expect(promotionPrice(10000, { type: 'percentage', value: 15 })).toBe(8500);
  });
  it('"fixed discount subtracts the value"', () => {
    expect(promotionPrice(10000, { type: 'fixed', value: 1500 })).toBe(8500);
  });
  it('"clp prices are truncated to whole numbers"', () => {
    expect(promotionPrice(1999, { type: 'percentage', value: 15 }, 'clp')).toBe(1699); // 1699.15
    expect(promotionPrice(1999, { type: 'percentage', value: 5 }, 'clp')).toBe(1899); // 1899.05, not rounded up
    expect(promotionPrice(1999, { type: 'percentage', value: 33 }, 'clp')).toBe(1339); // 1339.33
  });
  it('"others rounded to 2 decimals"', () => {
    expect(promotionPrice(3.333, { type: 'percentage', value: 10 }, 'uf')).toBe(3);
    expect(promotionPrice(1.99, { type: 'percentage', value: 15 }, 'uf')).toBe(1.69); // 1.6915
    expect(promotionPrice(2.5, { type: 'fixed', value: 0.255 }, 'other')).toBe(2.25); // 2.245 → 2.25
  });
  it('never goes below zero', () =>
    expect(promotionPrice(1000, { type: 'fixed', value: 5000 })).toBe(0));
});
