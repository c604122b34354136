import {
  addDaysToIsoDay,
  isIsoDay,
  isoDayOf,
  isoDayYear,
  isoWeekday,
  ISO_DAY_FORMAT,
} from './iso-days';

describe('\'YYYY-MM-DD\' days (000 §5 base payday; 001 §9 "dates are UTC")', () => {
  it('a real day is one that exists on the calendar', () => {
    expect(ISO_DAY_FORMAT).toBe('YYYY-MM-DD');
    expect(isIsoDay('2026-10-26')).toBe(true);
    expect(isIsoDay(' 2026-10-26 ')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-00-10')).toBe(false);
    expect(isIsoDay('2026-01-00')).toBe(false);
  });
  it("only 'YYYY-MM-DD': no other spelling, no time", () => {
    expect(isIsoDay('2026-1-5')).toBe(false);
    expect(isIsoDay('26/10/2026')).toBe(false);
    expect(isIsoDay('2026-10-26T00:00:00Z')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    // Date.UTC reads years 0-99 as 1900-1999: such a day never reads back as written.
    expect(isIsoDay('0050-01-01')).toBe(false);
  });

  it('isoDayOf: the UTC day of an instant', () => {
    expect(isoDayOf(new Date('2026-11-23T23:30:00-03:00'))).toBe('2026-11-24');
    expect(isoDayOf('2026-11-23T00:10:00Z')).toBe('2026-11-23');
    expect(isoDayOf(new Date(Number.NaN))).toBe('');
    expect(isoDayOf(null)).toBe('');
  });

  it('adds calendar days across months, leap days and years', () => {
    expect(addDaysToIsoDay('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysToIsoDay('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToIsoDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDay('2026-03-01', -1)).toBe('2026-02-28');
    // 365 days from a day before a 29 February is the day before the anniversary.
    expect(addDaysToIsoDay('2027-03-01', 365)).toBe('2028-02-29');
    expect(addDaysToIsoDay('2026-11-23', 365)).toBe('2027-11-23');
    expect(addDaysToIsoDay('2026-02-30', 1)).toBeNull();
  });

  it('weekday (0 Sunday … 6 Saturday) and year, null when not a real day', () => {
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(0);
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-31')).toBeNull();
    expect(isoDayYear('2027-01-04')).toBe(2027);
    expect(isoDayYear('2027-01-32')).toBeNull();
  });
});
