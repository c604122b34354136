import { missingUserFields, requiredUserFields, userInfoEditMode } from './required-user-fields';

const empty = { name: '', lastName: '', rut: '' };
const full = { name: 'Ana', lastName: 'Pérez', rut: '12345678-5' };

describe('required user fields (spec 000 §4 "Session", 001 §3 checkoutRequiredFields)', () => {
  describe('requiredUserFields: "Required user fields (name, lastName, rut) come from policy"', () => {
    it('none given → all three', () => {
      expect(requiredUserFields(undefined)).toEqual(['name', 'lastName', 'rut']);
      expect(requiredUserFields({ paymentLinkPolicy: null })).toEqual(['name', 'lastName', 'rut']);
      expect(requiredUserFields({ paymentLinkPolicy: { checkoutRequiredFields: null } })).toEqual(['name', 'lastName', 'rut']);
    });
    it('flags: the true ones', () => {
      expect(requiredUserFields({ paymentLinkPolicy: { checkoutRequiredFields: { name: true, lastName: true, rut: true } } })).toEqual(['name', 'lastName', 'rut']);
      expect(requiredUserFields({ paymentLinkPolicy: { checkoutRequiredFields: { rut: true, name: false } } })).toEqual(['rut']);
      expect(requiredUserFields({ paymentLinkPolicy: { checkoutRequiredFields: {} } })).toEqual([]);
    });
    it('a list, in name, lastName, rut order', () => {
      expect(requiredUserFields({ paymentLinkPolicy: { checkoutRequiredFields: ['rut', 'name', 'phone'] } })).toEqual(['name', 'rut']);
    });
  });

  describe('missingUserFields', () => {
    it('"Logged-in users fill only what is missing"', () => {
      const required = ['name', 'lastName', 'rut'] as const;
      expect(missingUserFields({ ...full, rut: '' }, { required, isGuest: false })).toEqual(['rut']);
      expect(missingUserFields({ name: ' ', lastName: null, rut: '1-9' }, { required, isGuest: false })).toEqual(['name', 'lastName']);
      expect(missingUserFields(full, { required, isGuest: false })).toEqual([]);
      expect(missingUserFields(empty, { required: ['rut'], isGuest: false })).toEqual(['rut']);
      expect(missingUserFields(empty, { required: [], isGuest: false })).toEqual([]);
    });
    it('"guests fill all three (name and last name unless the store marks them optional)"', () => {
      expect(missingUserFields(empty, { required: [], isGuest: true })).toEqual(['name', 'lastName', 'rut']);
      expect(missingUserFields(empty, { required: [], isGuest: true, optional: { name: true } })).toEqual(['lastName', 'rut']);
      expect(missingUserFields(empty, { required: ['rut'], isGuest: true, optional: { name: true, lastName: true } })).toEqual(['rut']);
      expect(missingUserFields(full, { required: [], isGuest: true })).toEqual([]);
    });
    it('an optional name is never owed (else user-info would loop)', () => {
      expect(missingUserFields(empty, { required: ['name', 'lastName', 'rut'], isGuest: false, optional: { lastName: true } })).toEqual(['name', 'rut']);
    });
  });

  it('user-info "Edit mode is on when the redirect contains "payment""', () => {
    expect(userInfoEditMode('/payment/sub-1')).toBe(true);
    expect(userInfoEditMode('%2Ffast-checkout%2F1%2Fpayment')).toBe(true);
    expect(userInfoEditMode('/checkout')).toBe(false);
    expect(userInfoEditMode(null)).toBe(false);
  });
});
