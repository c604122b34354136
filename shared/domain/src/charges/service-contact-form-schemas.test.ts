import * as v from 'valibot';
import { DEFAULT_PHONE_COUNTRY } from '../phone/phone';
import {
  serviceContactFormSchema,
  type ServiceContactFormRules,
} from './service-contact-form-schemas';

const rules: ServiceContactFormRules = {
  optional: { name: false, lastName: false },
  rut: true,
  phone: true,
  countries: [DEFAULT_PHONE_COUNTRY],
};
const valid = {
  name: 'Ana',
  lastName: 'Pérez',
  rut: '11111111-1',
  phone: { prefix: '+56', number: '912345678' },
};

const messages = (values: unknown, given = rules) => {
  const schema = serviceContactFormSchema(given);
  const result = v.safeParse(schema, values);
  return result.success ? null : v.flatten<typeof schema>(result.issues).nested;
};

describe("the service checkout's user data (002 §5 \"user data valid, else 'La información de usuario es obligatoria'\")", () => {
  it('valid data passes as typed', () => {
    expect(messages(valid)).toBeNull();
    expect(v.parse(serviceContactFormSchema(rules), valid)).toEqual(valid);
  });

  it('name and last name by the Name dialog\'s rules: "El nombre no puede quedar vacío", "El apellido no puede quedar vacío"', () => {
    expect(messages({ ...valid, name: ' ', lastName: '' })).toEqual({
      name: ['El nombre no puede quedar vacío'],
      lastName: ['El apellido no puede quedar vacío'],
    });
  });

  it('"required unless the store\'s userOptionalAttrs marks it optional"', () => {
    expect(
      messages(
        { ...valid, name: '', lastName: '' },
        { ...rules, optional: { name: true, lastName: true } },
      ),
    ).toBeNull();
  });

  it('rut by its rule (000 §5): "Dígito verificador incorrecto", "Este campo es obligatorio. Por ejemplo: {code}"', () => {
    expect(messages({ ...valid, rut: '12345678-9' })).toEqual({
      rut: ['Dígito verificador incorrecto'],
    });
    expect(messages({ ...valid, rut: '' })).toEqual({
      rut: ['Este campo es obligatorio. Por ejemplo: 12345678-5'],
    });
  });

  it('phone by its rule (000 §5): "Debe contener exactamente N dígitos", "Debes seleccionar un país"', () => {
    expect(messages({ ...valid, phone: { prefix: '+56', number: '12' } })).toEqual({
      phone: ['Debe contener exactamente 9 dígitos'],
    });
    expect(messages({ ...valid, phone: { prefix: '', number: '912345678' } })).toEqual({
      phone: ['Debes seleccionar un país'],
    });
  });

  it('rut and phone are not checked when the policy excludes them (001 §5)', () => {
    expect(
      messages(
        { ...valid, rut: '', phone: { prefix: '', number: '' } },
        { ...rules, rut: false, phone: false, countries: [] },
      ),
    ).toBeNull();
  });
});
