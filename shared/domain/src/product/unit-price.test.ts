import { lineTotal, unitPriceBreakdown, unitPriceFor } from './unit-price';

const strawberries = {
  currency: 'clp',
  prices: { weekly: 1999, monthly: 6990, single: null },
  promotions: [
    { name: 'Vieja', discount: { type: 'percentage' as const, value: 50 }, priority: 1, priceFrequency: 'weekly', createdAt: '2025-01-01T00:00:00Z' },
    { name: 'Alta', discount: { type: 'percentage' as const, value: 15 }, priority: 5, priceFrequency: 'weekly', createdAt: '2025-01-01T00:00:00Z' },
    { name: 'Fija', discount: { type: 'fixed' as const, value: 990 }, priority: 0, priceFrequency: 'monthly', createdAt: null },
  ],
};

describe('unitPriceFor (spec 000 §4 "The highest-priority promotion for the frequency applies")', () => {
  it('the highest priority wins and "clp prices are truncated": 1999 less 15% = 1699 (1699.15)', () => {
    expect(unitPriceFor(strawberries, 'weekly')).toBe(1699);
    expect(unitPriceBreakdown(strawberries, 'weekly')).toMatchObject({ listPrice: 1999, price: 1699, promotion: { name: 'Alta' } });
  });
  it('"fixed discount subtracts the value", per frequency', () => {
    expect(unitPriceFor(strawberries, 'monthly')).toBe(6000);
  });
  it('"others rounded to 2 decimals" (uf)', () => {
    const uf = { currency: 'uf', prices: { monthly: 1.99 }, promotions: [{ discount: { type: 'percentage' as const, value: 15 } }] };
    expect(unitPriceFor(uf, 'monthly')).toBe(1.69);
  });
  it('no promotion: the list price; an unavailable frequency: 0', () => {
    expect(unitPriceFor({ prices: { monthly: 10000 } }, 'monthly')).toBe(10000);
    expect(unitPriceFor(strawberries, 'single')).toBe(0);
    expect(unitPriceFor(strawberries, null)).toBe(0);
    expect(unitPriceBreakdown(strawberries, 'single').promotion).toBeNull();
  });
  it('a user-defined price is the shopper\'s amount, without promotions', () => {
    const box = { ...strawberries, priceDefinedByUser: true };
    expect(unitPriceFor(box, 'weekly', { userPrice: 12345 })).toBe(12345);
    expect(unitPriceFor(box, 'weekly')).toBe(0);
  });
});

describe('lineTotal (spec 000 §4 "Total = (1 - discount) x unit price x quantity")', () => {
  const discounts = [0.05, 0.1, 0.15];
  it('"quantity 1 has none"', () => expect(lineTotal(10000, 1, discounts)).toBe(10000));
  it('"entry for quantity n sits at index n-2"', () => {
    expect(lineTotal(10000, 2, discounts)).toBe(19000);
    expect(lineTotal(10000, 3, discounts)).toBe(27000);
    expect(lineTotal(10000, 4, discounts)).toBe(34000);
  });
  it('"quantities beyond the list use the last entry"', () => expect(lineTotal(10000, 9, discounts)).toBe(76500));
  it('with a currency it is rounded like the cart: clp truncated, others 2 decimals', () => {
    expect(lineTotal(1999, 3, [0.05], 'clp')).toBe(5697); // 5697.15
    expect(lineTotal(1999, 3, [0.05])).toBeCloseTo(5697.15, 6);
    expect(lineTotal(1.99, 3, [0.05], 'uf')).toBe(5.67); // 5.6715
    expect(lineTotal(4490, 2, null, 'clp')).toBe(8980);
  });
});
