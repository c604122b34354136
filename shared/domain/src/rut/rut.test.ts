import {
  cleanRut,
  displayRut,
  isRutCheckDigitValid,
  isRutFormatValid,
  RUT_EXAMPLE,
  rutCheckDigit,
  validateRut,
} from './rut';

describe('rut (spec 000 §5 "Rut")', () => {
  describe('"Input is cleaned to digits, K and the hyphen, uppercased, maximum 10 characters, with a hyphen auto-inserted after 8 characters"', () => {
    it('drops dots, spaces and letters other than K; uppercases k', () => {
      expect(cleanRut('12.345.678-5')).toBe('12345678-5');
      expect(cleanRut('7.654.321-k')).toBe('7654321-K');
      expect(cleanRut('ab 1x2')).toBe('12');
    });
    it('auto-inserts the hyphen when a 9th character is typed without one', () => {
      expect(cleanRut('12345678')).toBe('12345678');
      expect(cleanRut('123456785')).toBe('12345678-5');
    });
    it('keeps at most 10 characters', () => expect(cleanRut('1234567890123')).toBe('12345678-9'));
  });

  it('"format digits, hyphen and one digit or k, no dots"', () => {
    expect(isRutFormatValid('12345678-5')).toBe(true);
    expect(isRutFormatValid('7654321-k')).toBe(true);
    expect(isRutFormatValid('12.345.678-5')).toBe(false);
    expect(isRutFormatValid('123456785')).toBe(false);
    expect(isRutFormatValid('12345678-55')).toBe(false);
  });

  it('module 11 check digit, including 0 and K', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('1000005')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0'); // 4·2 + 1·3 = 11 → 11 − 0 = 11 → '0'
    expect(isRutCheckDigitValid('10000013-k')).toBe(true);
    expect(isRutCheckDigitValid(RUT_EXAMPLE)).toBe(true);
  });

  it('the three messages, with {code}', () => {
    expect(validateRut('')).toBe(`Este campo es obligatorio. Por ejemplo: ${RUT_EXAMPLE}`);
    expect(validateRut('12.345.678-5', '11111111-1')).toBe('Ingresa tu rut sin puntos y con guión. Por ejemplo: 11111111-1');
    expect(validateRut('12345678-9')).toBe('Dígito verificador incorrecto');
    expect(validateRut('12345678-5')).toBeNull();
  });
});

describe('displayRut (a document prints the RUT with dots: the receipt, issue 39)', () => {
  it('"11111111-1" → "11.111.111-1", "12345678-5" → "12.345.678-5", "7654321-k" → "7.654.321-K"', () => {
    expect(displayRut('11111111-1')).toBe('11.111.111-1');
    expect(displayRut(RUT_EXAMPLE)).toBe('12.345.678-5');
    expect(displayRut('7654321-k')).toBe('7.654.321-K');
  });
});
