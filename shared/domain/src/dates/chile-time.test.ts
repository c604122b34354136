import {
  CHILE_TIME_ZONE,
  DATE_TIME_FORMAT,
  formatChileDateTime,
  formatChileLongDate,
  SPANISH_LONG_DATE_FORMAT,
} from './chile-time';
import { formatDate } from './format-date';

// This file runs in the machine's zone (UTC in CI); time-zone.test.ts runs the same in Santiago.
describe('formatChileDateTime (002 §9 "date (DD/MM/YYYY HH:mm:ss)", on Chile\'s clock)', () => {
  it('summer (UTC-3): 23:08 UTC is 20:08 in Santiago', () => {
    expect(formatChileDateTime('2026-12-04T23:08:05.123Z')).toBe('04/12/2026 20:08:05');
  });
  it('winter (UTC-4): 15:00 UTC is 11:00', () => {
    expect(formatChileDateTime('2026-07-15T15:00:00Z')).toBe('15/07/2026 11:00:00');
  });
  it("near midnight the day is Santiago's too: 01:30 UTC on the 5th is 22:30 on the 4th", () => {
    expect(formatChileDateTime('2026-12-05T01:30:00Z')).toBe('04/12/2026 22:30:00');
    expect(formatChileDateTime(Date.UTC(2027, 0, 1, 2, 59, 59))).toBe('31/12/2026 23:59:59');
  });
  it("the clock changes with Chile's rules (back to UTC-4 on the first Sunday of April 2026)", () => {
    expect(formatChileDateTime('2026-04-04T12:00:00Z')).toBe('04/04/2026 09:00:00');
    expect(formatChileDateTime('2026-04-06T12:00:00Z')).toBe('06/04/2026 08:00:00');
  });
  it("'' for a missing or unreadable date", () => {
    expect(formatChileDateTime(undefined)).toBe('');
    expect(formatChileDateTime('')).toBe('');
    expect(formatChileDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('formatChileLongDate (002 §9 "the amount paid with a Spanish date")', () => {
  it("'26 de octubre de 2026': the day without a leading zero, the month in lower case", () => {
    expect(formatChileLongDate('2026-10-26T15:00:00Z')).toBe('26 de octubre de 2026');
    expect(formatChileLongDate('2026-01-05T12:00:00Z')).toBe('5 de enero de 2026');
  });
  it('every month in Spanish', () => {
    const months = Array.from(
      { length: 12 },
      (_, month) => formatChileLongDate(new Date(Date.UTC(2026, month, 1, 12))).split(' de ')[1],
    );
    expect(months).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });
  it("Santiago's day: 01:00 UTC on 1 January is still 31 December", () => {
    expect(formatChileLongDate('2027-01-01T01:00:00Z')).toBe('31 de diciembre de 2026');
  });
  it("leaves the other dates alone (the locale and the zone are this date's, not global)", () => {
    formatChileLongDate('2026-10-27T02:30:00Z');
    expect(formatDate('2026-10-27T02:30:00Z')).toBe('27/10/2026');
  });
  it("'' for a missing or unreadable date", () => {
    expect(formatChileLongDate(null)).toBe('');
    expect(formatChileLongDate('el lunes')).toBe('');
  });
});

describe("the formats and the zone are the spec's and the issue's", () => {
  it('"date (DD/MM/YYYY HH:mm:ss)" (002 §9), America/Santiago (issue 39)', () => {
    expect(DATE_TIME_FORMAT).toBe('DD/MM/YYYY HH:mm:ss');
    expect(SPANISH_LONG_DATE_FORMAT).toBe('D [de] MMMM [de] YYYY');
    expect(CHILE_TIME_ZONE).toBe('America/Santiago');
  });
});
