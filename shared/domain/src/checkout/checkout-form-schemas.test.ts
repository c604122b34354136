import * as v from 'valibot';
import { DEFAULT_PHONE_COUNTRY } from '../phone/phone';
import { checkoutCompanyFormSchema, checkoutContactFormSchema } from './checkout-form-schemas';

const chile = [DEFAULT_PHONE_COUNTRY];
const ar = { iso2: 'AR', name: 'Argentina', prefix: '+54', exampleLength: 10 };
const good = { rut: '12345678-5', phone: { prefix: '+56', number: '912345678' } };

function messages<S extends v.GenericSchema>(schema: S, values: unknown) {
  const result = v.safeParse(schema, values);
  return result.success ? null : v.flatten<S>(result.issues).nested;
}

describe('contact data (spec 001 §5 Checkout form "contact data valid")', () => {
  const all = checkoutContactFormSchema({ rut: true, phone: true }, chile);

  it('a valid rut and a 9-digit Chilean phone pass as typed', () => {
    expect(messages(all, good)).toBeNull();
    expect(v.parse(all, good)).toEqual(good);
  });

  it('each required field answers with its own spec text: "Dígito verificador incorrecto", "Debe contener exactamente 9 dígitos"', () => {
    expect(messages(all, { rut: '12345678-9', phone: { prefix: '+56', number: '9123' } })).toEqual({
      rut: ['Dígito verificador incorrecto'],
      phone: ['Debe contener exactamente 9 dígitos'],
    });
    expect(messages(all, { rut: '', phone: { prefix: '+56', number: '' } })).toEqual({
      rut: ['Este campo es obligatorio. Por ejemplo: 12345678-5'],
      phone: ['Este campo es obligatorio'],
    });
  });

  it('a field the policy excludes is not judged', () => {
    const noPhone = checkoutContactFormSchema({ rut: true, phone: false }, chile);
    expect(messages(noPhone, { rut: good.rut, phone: { prefix: '', number: '' } })).toBeNull();
    expect(messages(noPhone, { rut: '', phone: good.phone })).toEqual({
      rut: ['Este campo es obligatorio. Por ejemplo: 12345678-5'],
    });
  });

  it('the phone is measured against the chosen country; none chosen → "Debes seleccionar un país"', () => {
    const withAr = checkoutContactFormSchema({ rut: true, phone: true }, [...chile, ar]);
    expect(
      messages(withAr, { ...good, phone: { prefix: '+54', number: '1123456789' } }),
    ).toBeNull();
    expect(messages(withAr, { ...good, phone: { prefix: '', number: '912345678' } })).toEqual({
      phone: ['Debes seleccionar un país'],
    });
  });
});

describe('company data ("Company address and rut required only when the company policy says so")', () => {
  it('not required → always valid', () =>
    expect(
      messages(checkoutCompanyFormSchema({ rut: false, address: false }), { rut: '', address: '' }),
    ).toBeNull());

  it('required rut and address: "Este campo es obligatorio. Por ejemplo: {code}", "Este campo es obligatorio"', () => {
    const both = checkoutCompanyFormSchema({ rut: true, address: true });
    expect(messages(both, { rut: '', address: ' ' })).toEqual({
      rut: ['Este campo es obligatorio. Por ejemplo: 12345678-5'],
      address: ['Este campo es obligatorio'],
    });
    expect(
      messages(both, { rut: '76086428-5', address: 'Av. Apoquindo 3000, Las Condes' }),
    ).toBeNull();
  });
});
