import { companyErrors, isCompanyValid, profilePatchOnBlur } from './contact-validation';
import { requiredCheckoutFields } from './required-fields';

const all = requiredCheckoutFields(null, { serviceType: 'deliverable' });
const withCompany = requiredCheckoutFields(
  { checkoutPolicy: { naturalPersonFields: {}, companyFields: { rut: true, address: true } } },
  { serviceType: 'deliverable' },
);
describe('company data ("Company address and rut required only when the company policy says so")', () => {
  it('not required → always valid', () => expect(isCompanyValid(null, all)).toBe(true));
  it('required rut and address', () => {
    expect(companyErrors({ rut: '', address: ' ' }, withCompany)).toEqual({
      rut: 'Este campo es obligatorio. Por ejemplo: 12345678-5',
      address: 'Este campo es obligatorio',
    });
    expect(
      isCompanyValid({ rut: '76086428-5', address: 'Av. Apoquindo 3000, Las Condes' }, withCompany),
    ).toBe(true);
  });
});

describe('profilePatchOnBlur ("Rut and phone are saved to the profile on blur only when valid")', () => {
  const saved = { rut: '11111111-1', phone: '987654321', phonePrefix: '+56' };
  it('a valid new rut is saved; an invalid or unchanged one is not', () => {
    expect(profilePatchOnBlur('rut', '12345678-5', saved)).toEqual({ rut: '12345678-5' });
    expect(profilePatchOnBlur('rut', '12345678-9', saved)).toBeNull();
    expect(profilePatchOnBlur('rut', '11111111-1', saved)).toBeNull();
  });
  it('a valid phone is saved with its prefix; 8 digits in Chile is not', () => {
    expect(profilePatchOnBlur('phone', '912345678', saved)).toEqual({
      phone: '912345678',
      phonePrefix: '+56',
    });
    expect(profilePatchOnBlur('phone', '91234567', saved)).toBeNull();
    expect(profilePatchOnBlur('phone', '987654321', saved)).toBeNull();
  });
});
