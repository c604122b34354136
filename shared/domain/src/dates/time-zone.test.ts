/**
 * @jest-environment ./test/time-zone-environment.cjs
 * @jest-environment-options {"timeZone": "America/Santiago"}
 */
// This file runs in Santiago's time zone (UTC-3 in summer, UTC-4 in winter): the date helpers must
// answer the UTC day (001 §9 "dates are UTC") whatever the machine's zone is.
import { utcDaysBeforeAt, utcDaysBetween } from './day-arithmetic';
import { formatChileDateTime, formatChileLongDate } from './chile-time';
import { formatDate } from './format-date';
import { addDaysToIsoDay, isoDayOf, isoWeekday } from './iso-days';

// 02:30 UTC on 27 October 2026 is 23:30 on the 26th in Santiago (UTC-3).
const LATE_EVENING_IN_SANTIAGO = new Date(Date.UTC(2026, 9, 27, 2, 30));
// 03:30 UTC on 1 January 2027 is 00:30 on the 1st in Santiago, 23:59:59 UTC the 31st is 20:59:59.
const JUST_BEFORE_MIDNIGHT_UTC = new Date(Date.UTC(2026, 11, 31, 23, 59, 59));
const JUST_AFTER_MIDNIGHT_UTC = new Date(Date.UTC(2027, 0, 1, 0, 0, 1));

describe('the date helpers in America/Santiago (001 §9 "dates are UTC")', () => {
  it('this file really runs in Santiago', () => {
    expect(LATE_EVENING_IN_SANTIAGO.getTimezoneOffset()).toBe(180);
    expect(LATE_EVENING_IN_SANTIAGO.getDate()).toBe(26);
  });

  it('"Dates shown DD/MM/YYYY": the UTC day, not Santiago\'s', () => {
    expect(formatDate(LATE_EVENING_IN_SANTIAGO)).toBe('27/10/2026');
    expect(formatDate(JUST_BEFORE_MIDNIGHT_UTC)).toBe('31/12/2026');
    expect(formatDate(JUST_AFTER_MIDNIGHT_UTC)).toBe('01/01/2027');
  });

  it("a time of day is Chile's clock (issue 39), the same here as on a machine in UTC", () => {
    expect(formatChileDateTime(JUST_BEFORE_MIDNIGHT_UTC)).toBe('31/12/2026 20:59:59');
    expect(formatChileDateTime(LATE_EVENING_IN_SANTIAGO)).toBe('26/10/2026 23:30:00');
    expect(formatChileLongDate(JUST_AFTER_MIDNIGHT_UTC)).toBe('31 de diciembre de 2026');
  });

  it("'YYYY-MM-DD' days do not move a day west", () => {
    expect(isoDayOf(LATE_EVENING_IN_SANTIAGO)).toBe('2026-10-27');
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(addDaysToIsoDay('2026-01-31', 1)).toBe('2026-02-01');
  });

  it('day counts and "two days before at 23:59" are UTC', () => {
    expect(utcDaysBetween(JUST_BEFORE_MIDNIGHT_UTC, JUST_AFTER_MIDNIGHT_UTC)).toBe(1);
    expect(utcDaysBetween(LATE_EVENING_IN_SANTIAGO, '2026-10-27T23:00:00Z')).toBe(0);
    expect(utcDaysBeforeAt(LATE_EVENING_IN_SANTIAGO, 2, 23, 59).toISOString()).toBe(
      '2026-10-25T23:59:00.000Z',
    );
  });
});
