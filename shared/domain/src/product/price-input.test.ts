import { formatPriceInput, parsePriceInput, sanitizePriceInput } from './price-input';

describe('price input (spec 000 §5 "digits only, dots as thousands separators, empty means 0")', () => {
  it('reads dots as thousands separators', () => {
    expect(parsePriceInput('12.345')).toBe(12345);
    expect(parsePriceInput('1.234.567')).toBe(1234567);
  });
  it('"empty means 0"', () => {
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput(null)).toBe(0);
    expect(parsePriceInput('abc')).toBe(0);
  });
  it('"digits only": anything else is dropped', () => {
    expect(parsePriceInput('$ 10.000 CLP')).toBe(10000);
    expect(parsePriceInput('-500')).toBe(500);
  });
  it('formats with dots', () => {
    expect(formatPriceInput(12345)).toBe('12.345');
    expect(formatPriceInput(1000000)).toBe('1.000.000');
    expect(formatPriceInput(999)).toBe('999');
    expect(formatPriceInput(0)).toBe('0');
  });
  it('sanitizes what is typed, keeping an empty field empty', () => {
    expect(sanitizePriceInput('12345a')).toBe('12.345');
    expect(sanitizePriceInput('0012')).toBe('12');
    expect(sanitizePriceInput('')).toBe('');
    expect(sanitizePriceInput('x')).toBe('');
    expect(sanitizePriceInput('9'.repeat(20))).toBe('999.999.999.999.999');
  });
});
