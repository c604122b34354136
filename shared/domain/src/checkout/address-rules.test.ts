import { ADDRESS_MESSAGES, addressError, hasStreetNumber, isCommuneCovered } from './address-rules';

// tienda-demo's deliveryCoveragePolicy (deploy/sandbox seed).
const COVERED = ['Providencia', 'Las Condes', 'Ñuñoa', 'Santiago', 'Vitacura'];
const home = { street: 'Av. Providencia', number: '1234', commune: 'Providencia' };

describe('addressError (spec 001 §5 Address)', () => {
  it("the spec's texts", () => {
    expect(ADDRESS_MESSAGES).toEqual({
      required: 'Debes seleccionar una dirección',
      number: 'La dirección debe tener un número',
      coverage: 'La dirección ingresada no está dentro de la cobertura',
    });
  });
  it('"Must be selected: \'Debes seleccionar una dirección\'"', () => {
    expect(addressError(null, COVERED)).toBe('Debes seleccionar una dirección');
    expect(addressError(undefined, [])).toBe('Debes seleccionar una dirección');
  });
  it('"Description must contain a street number: \'La dirección debe tener un número\'"', () => {
    expect(addressError({ ...home, number: '' }, COVERED)).toBe(
      'La dirección debe tener un número',
    );
    expect(addressError({ ...home, number: 's/n' }, COVERED)).toBe(
      'La dirección debe tener un número',
    );
    expect(
      addressError(
        { description: 'Av. Providencia, Providencia, Chile', commune: 'Providencia' },
        COVERED,
      ),
    ).toBe('La dirección debe tener un número');
  });
  it('"Commune … must be among deliverableCommunes when that list is non-empty: \'La dirección ingresada no está dentro de la cobertura\'"', () => {
    expect(addressError({ ...home, commune: 'Puerto Montt' }, COVERED)).toBe(
      'La dirección ingresada no está dentro de la cobertura',
    );
    expect(addressError({ ...home, commune: '' }, COVERED)).toBe(
      'La dirección ingresada no está dentro de la cobertura',
    );
    expect(addressError({ ...home, commune: 'Puerto Montt' }, [])).toBeNull();
    expect(addressError({ ...home, commune: 'Puerto Montt' }, null)).toBeNull();
  });
  it('the number is checked before coverage (a numberless address out of coverage reads the number text)', () => {
    expect(addressError({ ...home, number: null, commune: 'Puerto Montt' }, COVERED)).toBe(
      'La dirección debe tener un número',
    );
  });
  it('a valid address → null', () => {
    expect(addressError(home, COVERED)).toBeNull();
    expect(addressError({ ...home, number: 1234 }, COVERED)).toBeNull();
  });
});

describe('isCommuneCovered: accents, case and spacing do not matter', () => {
  it('"Nunoa", "ÑUÑOA", " las  condes " are covered by "Ñuñoa" and "Las Condes"', () => {
    expect(isCommuneCovered('Nunoa', COVERED)).toBe(true);
    expect(isCommuneCovered('ÑUÑOA', COVERED)).toBe(true);
    expect(isCommuneCovered(' las  condes ', COVERED)).toBe(true);
    expect(isCommuneCovered('Lo Barnechea', COVERED)).toBe(false);
  });
  it('a policy typed without accents covers the accented commune', () => {
    expect(isCommuneCovered('Peñalolén', ['Penalolen'])).toBe(true);
  });
});

describe('hasStreetNumber', () => {
  it('the number field decides when present', () => {
    expect(hasStreetNumber({ number: '742' })).toBe(true);
    expect(hasStreetNumber({ number: '', description: 'Calle 5 1234, Santiago' })).toBe(false);
  });
  it("without a number field, the description's street part (before the first comma)", () => {
    expect(hasStreetNumber({ description: 'Av. Providencia 1234, Providencia, Chile' })).toBe(true);
    expect(hasStreetNumber({ description: 'Av. Providencia, Providencia 7500000' })).toBe(false);
  });
});
