import * as v from 'valibot';
import { companyFormSchema } from './company-form-schemas';

const messages = (values: { rut: string; address: string }) => {
  const result = v.safeParse(companyFormSchema, values);
  return result.success ? null : v.flatten<typeof companyFormSchema>(result.issues).nested;
};

describe('the company data form (002 "Payer … company {rut, address}"; rut rules of 000 §5)', () => {
  it('both required: the rut\'s "Este campo es obligatorio. Por ejemplo: {code}", the address\'s "Este campo es obligatorio"', () => {
    expect(messages({ rut: '', address: '  ' })).toEqual({
      rut: ['Este campo es obligatorio. Por ejemplo: 12345678-5'],
      address: ['Este campo es obligatorio'],
    });
  });

  it('the rut\'s check digit: "Dígito verificador incorrecto"', () => {
    expect(messages({ rut: '12345678-9', address: 'Los Leones 45' })).toEqual({
      rut: ['Dígito verificador incorrecto'],
    });
  });

  it('a valid rut and an address pass', () => {
    expect(messages({ rut: '76086428-5', address: 'Av. Apoquindo 123' })).toBeNull();
  });
});
