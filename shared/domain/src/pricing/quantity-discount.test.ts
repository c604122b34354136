import { quantityDiscountFor, quantityDiscountTotal } from './quantity-discount';

describe('quantity discount (spec 000 §4)', () => {
  const discounts = [0.05, 0.1, 0.15];

  it('"quantity 1 has none"', () => expect(quantityDiscountFor(discounts, 1)).toBe(0));
  it('"entry for quantity n sits at index n-2"', () => {
    expect(quantityDiscountFor(discounts, 2)).toBe(0.05);
    expect(quantityDiscountFor(discounts, 3)).toBe(0.1);
    expect(quantityDiscountFor(discounts, 4)).toBe(0.15);
  });
  it('"quantities beyond the list use the last entry"', () =>
    expect(quantityDiscountFor(discounts, 10)).toBe(0.15));
  it('no list → no discount', () => expect(quantityDiscountFor([], 5)).toBe(0));
  it('"Total = (1 - discount) x unit price x quantity"', () => {
    expect(quantityDiscountTotal(1000, 3, discounts)).toBe(2700);
    expect(quantityDiscountTotal(1000, 1, discounts)).toBe(1000);
  });
});
