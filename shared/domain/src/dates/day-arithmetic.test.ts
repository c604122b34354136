import { utcDaysBeforeAt, utcDaysBetween } from './day-arithmetic';

describe('utcDaysBetween (001 §4 "remaining days until deployment"; 001 §9 "dates are UTC")', () => {
  it('counts UTC calendar days, whatever the times of day', () => {
    expect(utcDaysBetween('2025-03-10T15:00:00Z', '2025-03-20T00:00:00Z')).toBe(10);
    expect(utcDaysBetween('2025-03-10T00:01:00Z', '2025-03-11T23:59:00Z')).toBe(1);
    expect(utcDaysBetween('2025-03-10T23:59:59Z', '2025-03-11T00:00:00Z')).toBe(1);
    expect(utcDaysBetween('2025-03-10T00:00:00Z', '2025-03-10T23:59:59Z')).toBe(0);
  });
  it('across a month end, a leap day and a year end; negative when the day has passed', () => {
    expect(utcDaysBetween('2026-01-31T12:00:00Z', '2026-03-01T12:00:00Z')).toBe(29);
    expect(utcDaysBetween('2028-02-28T12:00:00Z', '2028-03-01T12:00:00Z')).toBe(2);
    expect(utcDaysBetween('2026-12-31T23:00:00Z', '2027-01-01T01:00:00Z')).toBe(1);
    expect(utcDaysBetween('2025-03-10T15:00:00Z', '2025-03-01T00:00:00Z')).toBe(-9);
  });
  it('null when either date is missing or unreadable', () => {
    expect(utcDaysBetween(null, '2025-03-01T00:00:00Z')).toBeNull();
    expect(utcDaysBetween('2025-03-01T00:00:00Z', 'pronto')).toBeNull();
  });
});

describe('utcDaysBeforeAt (001 §4 "pausedUntil to two days before the new payday at 23:59")', () => {
  it('the UTC day two days before, at 23:59:00.000 UTC', () => {
    expect(utcDaysBeforeAt('2025-03-01T12:00:00.000Z', 2, 23, 59).toISOString()).toBe(
      '2025-02-27T23:59:00.000Z',
    );
    expect(utcDaysBeforeAt('2028-03-01T00:00:00.000Z', 2, 23, 59).toISOString()).toBe(
      '2028-02-28T23:59:00.000Z',
    );
    expect(utcDaysBeforeAt('2027-01-01T05:00:00.000Z', 2, 23, 59).toISOString()).toBe(
      '2026-12-30T23:59:00.000Z',
    );
  });
  it('the payday is its UTC day: 22:00 in Santiago on the 2nd is already the 3rd', () => {
    expect(utcDaysBeforeAt('2026-03-02T22:00:00-03:00', 2, 23, 59).toISOString()).toBe(
      '2026-03-01T23:59:00.000Z',
    );
  });
  it('an Invalid Date for an unreadable payday (as before)', () => {
    expect(Number.isNaN(utcDaysBeforeAt('', 2, 23, 59).getTime())).toBe(true);
    expect(Number.isNaN(utcDaysBeforeAt('nunca', 2, 23, 59).getTime())).toBe(true);
  });
});
