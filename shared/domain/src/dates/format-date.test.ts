import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime } from './format-date';

afterEach(() => jest.restoreAllMocks());

describe('formatDate (001 §9 "Dates shown DD/MM/YYYY …; dates are UTC")', () => {
  it('DD/MM/YYYY with leading zeros', () => {
    expect(formatDate('2026-03-05T15:00:00.000Z')).toBe('05/03/2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 12)))).toBe('31/12/2025');
  });
  it('the UTC day, not the local one (late evening in Chile is already the next day in UTC)', () => {
    expect(formatDate('2026-10-27T02:30:00.000Z')).toBe('27/10/2026');
    expect(formatDate('2026-10-26T23:59:59-03:00')).toBe('27/10/2026');
    // This machine may itself run in UTC: make the local calendar lie, the answer must not move.
    jest.spyOn(Date.prototype, 'getDate').mockReturnValue(26);
    jest.spyOn(Date.prototype, 'getMonth').mockReturnValue(0);
    jest.spyOn(Date.prototype, 'getFullYear').mockReturnValue(1999);
    expect(formatDate('2026-10-27T02:30:00.000Z')).toBe('27/10/2026');
  });
  it("'' for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });
});

describe('formatDateTime (002 §9 the receipt\'s "date (DD/MM/YYYY HH:mm:ss)"; 001 §9 "dates are UTC")', () => {
  it('DD/MM/YYYY HH:mm:ss on a 24-hour clock, the UTC time', () => {
    expect(formatDateTime('2026-11-06T09:05:07.123Z')).toBe('06/11/2026 09:05:07');
    expect(formatDateTime('2026-11-06T21:05:07Z')).toBe('06/11/2026 21:05:07');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe('01/01/2026 00:00:00');
  });
  it('an instant written with another offset is read in UTC (Santiago 23:59:59 is 02:59:59 next day)', () => {
    expect(formatDateTime('2026-10-26T23:59:59-03:00')).toBe('27/10/2026 02:59:59');
  });
  it("'' for a missing or unreadable date", () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe("the formats are the spec's", () => {
  it('"Dates shown DD/MM/YYYY" (001 §9) and "date (DD/MM/YYYY HH:mm:ss)" (002 §9)', () => {
    expect(DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(DATE_TIME_FORMAT).toBe('DD/MM/YYYY HH:mm:ss');
  });
  it('epoch 0 is a date, not a missing one', () => {
    expect(formatDate(0)).toBe('01/01/1970');
  });
});
