import { isPharmacyStore } from './pharmacy-store';

describe('isPharmacyStore (000 §1: "a store whose name matches that kind of store")', () => {
  it('matches a name with "farmacia", in any case', () => {
    expect(isPharmacyStore('farmacia-demo')).toBe(true);
    expect(isPharmacyStore('Mi Farmacia')).toBe(true);
  });

  it('does not match other stores', () => {
    expect(isPharmacyStore('tienda-demo')).toBe(false);
    expect(isPharmacyStore('servicios-demo')).toBe(false);
  });
});
