import {
  companyErrors,
  contactErrors,
  isCompanyValid,
  isContactValid,
  profilePatchOnBlur,
} from './contact-validation';
import { requiredCheckoutFields } from './required-fields';

const all = requiredCheckoutFields(null, { serviceType: 'deliverable' });
const noPhone = requiredCheckoutFields(
  { checkoutPolicy: { naturalPersonFields: { address: false, rut: true, phone: false } } },
  { serviceType: 'service' },
);
const withCompany = requiredCheckoutFields(
  { checkoutPolicy: { naturalPersonFields: {}, companyFields: { rut: true, address: true } } },
  { serviceType: 'deliverable' },
);
const good = {
  rut: '12345678-5',
  phone: '912345678',
  address: { street: 'Av. Providencia', number: '1234', commune: 'Providencia' },
};

describe('contact data (spec 001 §5 Checkout form "contact data valid")', () => {
  it('valid rut, a 9-digit Chilean phone and a numbered address in coverage pass', () => {
    expect(contactErrors(good, all, { deliverableCommunes: ['Providencia'] })).toEqual({
      address: null,
      rut: null,
      phone: null,
    });
    expect(isContactValid(good, all)).toBe(true);
  });
  it('each required field answers with its own spec text', () => {
    expect(contactErrors({ rut: '12345678-9', phone: '9123', address: null }, all)).toEqual({
      address: 'Debes seleccionar una dirección',
      rut: 'Dígito verificador incorrecto',
      phone: 'Debe contener exactamente 9 dígitos',
    });
    expect(
      contactErrors({ ...good, address: { ...good.address, commune: 'Arica' } }, all, {
        deliverableCommunes: ['Providencia'],
      }).address,
    ).toBe('La dirección ingresada no está dentro de la cobertura');
  });
  it('a field the policy excludes is not judged', () => {
    expect(isContactValid({ rut: good.rut }, noPhone)).toBe(true);
    expect(isContactValid({ phone: good.phone }, noPhone)).toBe(false);
  });
  it('the phone is measured against the chosen country; none chosen → "Debes seleccionar un país"', () => {
    const ar = { iso2: 'AR', name: 'Argentina', prefix: '+54', exampleLength: 10 };
    expect(
      contactErrors({ ...good, phone: '1123456789' }, all, { phoneCountry: ar }).phone,
    ).toBeNull();
    expect(contactErrors(good, all, { phoneCountry: null }).phone).toBe(
      'Debes seleccionar un país',
    );
  });
});

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
