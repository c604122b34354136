import { DATE_FORMAT, formatDate } from './format-date';

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

describe("the formats are the spec's", () => {
  it('"Dates shown DD/MM/YYYY" (001 §9)', () => {
    expect(DATE_FORMAT).toBe('DD/MM/YYYY');
  });
  it('epoch 0 is a date, not a missing one', () => {
    expect(formatDate(0)).toBe('01/01/1970');
  });
});
