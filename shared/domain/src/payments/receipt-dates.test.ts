import { formatReceiptDateTime, formatSpanishLongDate } from './receipt-dates';

describe('receipt dates (002 §9; 000 §9 "dates are UTC")', () => {
  it('"date (DD/MM/YYYY HH:mm:ss)"', () => {
    expect(formatReceiptDateTime('2026-11-06T09:05:07.123Z')).toBe('06/11/2026 09:05:07');
    expect(formatReceiptDateTime('2026-01-31T23:59:59Z')).toBe('31/01/2026 23:59:59');
  });

  it('"the amount paid with a Spanish date"', () => {
    expect(formatSpanishLongDate('2026-11-06T09:05:07Z')).toBe('6 de noviembre de 2026');
    expect(formatSpanishLongDate('2026-09-30T23:00:00Z')).toBe('30 de septiembre de 2026');
  });

  it('a missing or unreadable date is empty', () => {
    expect(formatReceiptDateTime(null)).toBe('');
    expect(formatReceiptDateTime('mañana')).toBe('');
    expect(formatSpanishLongDate(undefined)).toBe('');
  });
});
