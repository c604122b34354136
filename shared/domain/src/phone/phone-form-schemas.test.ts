import * as v from 'valibot';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from './phone';
import { phoneFormSchema } from './phone-form-schemas';

const COUNTRIES: PhoneCountry[] = [
  DEFAULT_PHONE_COUNTRY,
  { iso2: 'AR', name: 'Argentina', prefix: '+54', exampleLength: 11 },
  { iso2: 'US', name: 'Estados Unidos', prefix: '+1', exampleLength: 10, mainForPrefix: true },
  { iso2: 'CA', name: 'Canadá', prefix: '+1', exampleLength: 10 },
];

const messages = (phone: { prefix: string; number: string }, countries = COUNTRIES) => {
  const schema = phoneFormSchema(countries);
  const result = v.safeParse(schema, { phone });
  return result.success ? null : v.flatten<typeof schema>(result.issues).nested;
};

describe('the "Editar teléfono" form (spec 000 §5 "Phone")', () => {
  it('required: "Este campo es obligatorio"', () => {
    expect(messages({ prefix: '+56', number: '' })).toEqual({
      phone: ['Este campo es obligatorio'],
    });
  });

  it('digits only: "Debe contener sólo números"', () => {
    expect(messages({ prefix: '+56', number: 'abc' })).toEqual({
      phone: ['Debe contener sólo números'],
    });
  });

  it('"length equal to the example number length of the selected country": "Debe contener exactamente N dígitos"', () => {
    expect(messages({ prefix: '+56', number: '91234567' })).toEqual({
      phone: ['Debe contener exactamente 9 dígitos'],
    });
    expect(messages({ prefix: '+54', number: '912345678' })).toEqual({
      phone: ['Debe contener exactamente 11 dígitos'],
    });
    expect(messages({ prefix: '+56', number: '912345678' })).toBeNull();
    expect(messages({ prefix: '+1', number: '2025550123' })).toBeNull();
  });

  it('"country must be selected": "Debes seleccionar un país"', () => {
    expect(messages({ prefix: '', number: '912345678' })).toEqual({
      phone: ['Debes seleccionar un país'],
    });
  });

  it('nothing is valid while the country list is not there (an empty list knows no country)', () => {
    expect(messages({ prefix: '+56', number: '912345678' }, [])).toEqual({
      phone: ['Debes seleccionar un país'],
    });
  });
});
