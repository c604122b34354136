import { lineTotal, quantityDiscountFor, roundForCurrency } from './line-price';

describe('quantity discount (spec 000 §4)', () => {
  const discounts = [0.05, 0.1, 0.15];

  it('has no discount for quantity 1 and reads index n-2 after that', () => {
    expect(quantityDiscountFor(discounts, 1)).toBe(0);
    expect(quantityDiscountFor(discounts, 2)).toBe(0.05);
    expect(quantityDiscountFor(discounts, 3)).toBe(0.1);
    expect(quantityDiscountFor(discounts, 4)).toBe(0.15);
  });

  it('uses the last entry beyond the list, and none without a list', () => {
    expect(quantityDiscountFor(discounts, 9)).toBe(0.15);
    expect(quantityDiscountFor([], 5)).toBe(0);
    expect(quantityDiscountFor(undefined, 5)).toBe(0);
  });

  it('totals (1 - discount) x unit x quantity, clp truncated, others to 2 decimals', () => {
    expect(lineTotal(10000, 3, 0.1, 'clp')).toBe(27000);
    expect(lineTotal(9990, 2, 0.05, 'clp')).toBe(18981); // 18981.0
    expect(lineTotal(3333, 3, 0.15, 'clp')).toBe(8499); // 8499.15 truncated
    expect(lineTotal(1.37, 3, 0.1, 'uf')).toBe(3.7); // 3.699
    expect(roundForCurrency(12.345, 'uf')).toBe(12.35);
  });
});
