import { cleanPhoneDigits, DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, findPhoneCountry, loadPhoneCountries, type PhoneCountry, validatePhone } from './phone';

const CHILE: PhoneCountry = { iso2: 'CL', name: 'Chile', prefix: '+56', exampleLength: 9 };
const ARGENTINA: PhoneCountry = { iso2: 'AR', name: 'Argentina', prefix: '+54', exampleLength: 11 };

describe('phone (spec 000 §5 "Phone", §9 "Default phone prefix +56")', () => {
  it('Default prefix +56', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+56');
    expect(DEFAULT_PHONE_COUNTRY).toEqual(CHILE);
  });

  it('"country must be selected ("Debes seleccionar un país")"', () => {
    expect(validatePhone('912345678', null)).toBe('Debes seleccionar un país');
  });
  it('required: "Este campo es obligatorio"', () => {
    expect(validatePhone('', CHILE)).toBe('Este campo es obligatorio');
    expect(validatePhone('  ', CHILE)).toBe('Este campo es obligatorio');
  });
  it('"digits only ("Debe contener sólo números")"', () => {
    expect(validatePhone('9 1234 5678', CHILE)).toBe('Debe contener sólo números');
    expect(validatePhone('+56912345678', CHILE)).toBe('Debe contener sólo números');
    expect(validatePhone('91234567a', CHILE)).toBe('Debe contener sólo números');
  });
  it('"length equal to the example number length of the selected country ("Debe contener exactamente N dígitos")"', () => {
    expect(validatePhone('91234567', CHILE)).toBe('Debe contener exactamente 9 dígitos');
    expect(validatePhone('9123456789', CHILE)).toBe('Debe contener exactamente 9 dígitos');
    expect(validatePhone('912345678', CHILE)).toBeNull();
    expect(validatePhone('912345678', ARGENTINA)).toBe('Debe contener exactamente 11 dígitos');
  });

  it('cleanPhoneDigits keeps digits only', () => {
    expect(cleanPhoneDigits('+56 9 1234-5678')).toBe('56912345678');
    expect(cleanPhoneDigits(undefined)).toBe('');
  });

  describe('findPhoneCountry and loadPhoneCountries', () => {
    it('loads the generated list once (same promise), Chile first', async () => {
      const first = loadPhoneCountries();
      expect(loadPhoneCountries()).toBe(first);
      const countries = await first;
      expect(countries.length).toBeGreaterThan(200);
      expect(countries[0]).toEqual(CHILE);
    });
    it('by prefix (with or without +) or ISO code, any case; shared codes give the main region', async () => {
      const countries = await loadPhoneCountries();
      expect(findPhoneCountry(countries, '+56')).toEqual(CHILE);
      expect(findPhoneCountry(countries, '56')).toEqual(CHILE);
      expect(findPhoneCountry(countries, 'cl')).toEqual(CHILE);
      expect(findPhoneCountry(countries, '+1')?.iso2).toBe('US');
      expect(findPhoneCountry(countries, '+44')?.iso2).toBe('GB');
      expect(findPhoneCountry(countries, 'CA')).toMatchObject({ iso2: 'CA', prefix: '+1', name: 'Canadá' });
      expect(findPhoneCountry(countries, '+999')).toBeNull();
      expect(findPhoneCountry(countries, '')).toBeNull();
      expect(findPhoneCountry(countries, 'zz')).toBeNull();
    });
  });
});
