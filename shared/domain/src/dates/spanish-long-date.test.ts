import { formatSpanishLongDate, SPANISH_LONG_DATE_FORMAT } from './spanish-long-date';
import { formatDate } from './format-date';

describe('formatSpanishLongDate (002 §9 "the amount paid with a Spanish date"; 001 §9 "dates are UTC")', () => {
  it("'26 de octubre de 2026': the day without a leading zero, the month in lower case", () => {
    expect(formatSpanishLongDate('2026-10-26T15:00:00Z')).toBe('26 de octubre de 2026');
    expect(formatSpanishLongDate('2026-01-05T00:00:00Z')).toBe('5 de enero de 2026');
    expect(SPANISH_LONG_DATE_FORMAT).toBe('D [de] MMMM [de] YYYY');
  });
  it('every month in Spanish', () => {
    const months = Array.from(
      { length: 12 },
      (_, month) => formatSpanishLongDate(new Date(Date.UTC(2026, month, 1, 12))).split(' de ')[1],
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
  it('the UTC day: 31 December 22:00 in Santiago is already 1 January', () => {
    expect(formatSpanishLongDate('2026-12-31T22:00:00-03:00')).toBe('1 de enero de 2027');
  });
  it("leaves the other dates alone (the Spanish locale is this one date's, not global)", () => {
    formatSpanishLongDate('2026-10-26T15:00:00Z');
    expect(formatDate('2026-10-26T15:00:00Z')).toBe('26/10/2026');
  });
  it("'' for a missing or unreadable date", () => {
    expect(formatSpanishLongDate(null)).toBe('');
    expect(formatSpanishLongDate('')).toBe('');
    expect(formatSpanishLongDate('el lunes')).toBe('');
  });
});
