import { formatReceiptDateTime, formatReceiptLongDate } from './receipt-dates';

describe("receipt dates (002 §9; issue 39: a time of day on Chile's clock)", () => {
  it('"date (DD/MM/YYYY HH:mm:ss)" in Santiago: paid at 23:08 UTC in December is 20:08', () => {
    expect(formatReceiptDateTime('2026-12-04T23:08:00.123Z')).toBe('04/12/2026 20:08:00');
    expect(formatReceiptDateTime('2026-11-06T09:05:07Z')).toBe('06/11/2026 06:05:07');
  });

  it('"the amount paid with a Spanish date": the day she paid in Chile', () => {
    expect(formatReceiptLongDate('2026-11-06T09:05:07Z')).toBe('6 de noviembre de 2026');
    expect(formatReceiptLongDate('2026-10-01T02:00:00Z')).toBe('30 de septiembre de 2026');
  });

  it('a missing or unreadable date is empty', () => {
    expect(formatReceiptDateTime(null)).toBe('');
    expect(formatReceiptDateTime('mañana')).toBe('');
    expect(formatReceiptLongDate(undefined)).toBe('');
  });
});
