import { isPharmacyStore, PHARMACY_INFO_TEXTS } from './pharmacy-store';

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

describe('PHARMACY_INFO_TEXTS (001 §1 "a phone line for changes")', () => {
  it('names the support e-mail when the store has one', () => {
    expect(PHARMACY_INFO_TEXTS.changes('ayuda@farmacia.cl')).toBe(
      'Si necesitas hacer cambios, comunícate con nuestra línea de atención o escríbenos a ayuda@farmacia.cl.',
    );
    expect(PHARMACY_INFO_TEXTS.changes(null)).toBe(
      'Si necesitas hacer cambios, comunícate con nuestra línea de atención.',
    );
  });
});
