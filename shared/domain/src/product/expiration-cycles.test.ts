import {
  defaultExpirationCycle,
  expirationCycleOptions,
  isExpirationCycleValid,
  needsExpiration,
} from './expiration-cycles';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('expiration cycles (spec 000 §5 "default to 1 to 24, overridden by the policy\'s minimumCycles and maximumCycles")', () => {
  it('1 to 24 without a policy', () => {
    expect(expirationCycleOptions()).toEqual(range(1, 24));
    expect(expirationCycleOptions({})).toEqual(range(1, 24));
    expect(expirationCycleOptions({ minimumCycles: null, maximumCycles: null })).toEqual(range(1, 24));
  });
  it('the policy overrides either end', () => {
    expect(expirationCycleOptions({ minimumCycles: 3, maximumCycles: 6 })).toEqual([3, 4, 5, 6]);
    expect(expirationCycleOptions({ minimumCycles: 20 })).toEqual([20, 21, 22, 23, 24]);
    expect(expirationCycleOptions({ maximumCycles: 2 })).toEqual([1, 2]);
    expect(expirationCycleOptions({ maximumCycles: 36 })).toEqual(range(1, 36));
  });
  it('unusable limits fall back; minimum above maximum leaves the minimum', () => {
    expect(expirationCycleOptions({ minimumCycles: 0, maximumCycles: 2.5 })).toEqual(range(1, 24));
    expect(expirationCycleOptions({ minimumCycles: 12, maximumCycles: 6 })).toEqual([12]);
  });
  it('"if only one option exists it is preselected"', () => {
    expect(defaultExpirationCycle(expirationCycleOptions({ minimumCycles: 12, maximumCycles: 12 }))).toBe(12);
    expect(defaultExpirationCycle(expirationCycleOptions())).toBeNull();
  });
  it('"required for expirable non-single products"', () => {
    expect(needsExpiration({ expirable: true }, 'monthly')).toBe(true);
    expect(needsExpiration({ expirable: true }, 'single')).toBe(false);
    expect(needsExpiration({ expirable: true }, null)).toBe(false);
    expect(needsExpiration({ expirable: false }, 'monthly')).toBe(false);
    expect(needsExpiration({ expirable: null }, 'monthly')).toBe(false);
  });
  it('a chosen value must be one of the options', () => {
    expect(isExpirationCycleValid(24, range(1, 24))).toBe(true);
    expect(isExpirationCycleValid(25, range(1, 24))).toBe(false);
    expect(isExpirationCycleValid(null, range(1, 24))).toBe(false);
  });
});
