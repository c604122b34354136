import { discountPercentageRounded, discountPercentageTruncated } from './discount-percentage';

describe('discount percentage (spec 000 §4: "cart notices truncate, catalogue cards round")', () => {
  it('truncated: 1990 → 1290 is 35.17% → 35; 1000 → 333 is 66.7% → 66', () => {
    expect(discountPercentageTruncated(1990, 1290)).toBe(35);
    expect(discountPercentageTruncated(1000, 333)).toBe(66);
  });
  it('rounded as 100*(1 - final/initial): 1000 → 333 → 67', () =>
    expect(discountPercentageRounded(1000, 333)).toBe(67));
  it('exact values survive float error (1000 → 700 is 30, not 29)', () =>
    expect(discountPercentageTruncated(1000, 700)).toBe(30));
  it('no initial price → 0', () => {
    expect(discountPercentageTruncated(0, 0)).toBe(0);
    expect(discountPercentageRounded(0, 10)).toBe(0);
  });
});
