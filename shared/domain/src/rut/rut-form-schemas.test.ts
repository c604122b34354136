import * as v from 'valibot';
import { rutFormSchema } from './rut-form-schemas';

const messages = (rut: unknown) => {
  const result = v.safeParse(rutFormSchema, { rut });
  return result.success ? null : v.flatten<typeof rutFormSchema>(result.issues).nested;
};

describe('the "Editar rut" form (spec 000 §5 "Rut")', () => {
  it('required: "Este campo es obligatorio. Por ejemplo: {code}"', () => {
    expect(messages('')).toEqual({ rut: ['Este campo es obligatorio. Por ejemplo: 12345678-5'] });
    expect(messages('  ')).toEqual({ rut: ['Este campo es obligatorio. Por ejemplo: 12345678-5'] });
  });

  it('"format digits, hyphen and one digit or k, no dots": "Ingresa tu rut sin puntos y con guión. Por ejemplo: {code}"', () => {
    for (const bad of ['12.345.678-5', '123456785', '1234'])
      expect(messages(bad)).toEqual({
        rut: ['Ingresa tu rut sin puntos y con guión. Por ejemplo: 12345678-5'],
      });
  });

  it('"the check digit must match": "Dígito verificador incorrecto"', () => {
    expect(messages('12345678-9')).toEqual({ rut: ['Dígito verificador incorrecto'] });
  });

  it('a valid rut passes as typed', () => {
    expect(messages('12345678-5')).toBeNull();
    expect(messages('76086428-5')).toBeNull();
    expect(v.parse(rutFormSchema, { rut: '12345678-5' })).toEqual({ rut: '12345678-5' });
  });

  it('a missing value is not a rut', () => {
    expect(messages(undefined)).not.toBeNull();
  });
});
