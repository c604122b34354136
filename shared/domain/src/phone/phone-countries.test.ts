// The committed phone-countries.json must be what the pinned google-libphonenumber gives: a library
// update that changes a length or a calling code fails here until the JSON is regenerated
// (`npm run generate:phone -w @storefront/domain`).
import libphonenumber from 'google-libphonenumber';
import { buildPhoneCountries } from '../../scripts/phone-countries-core.cjs';
import committed from './phone-countries.json';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from './phone';

const list = committed as PhoneCountry[];
const byIso = (countries: readonly PhoneCountry[]) =>
  Object.fromEntries(countries.map(({ iso2, prefix, exampleLength, mainForPrefix }) => [iso2, { prefix, exampleLength, mainForPrefix }]));

describe('phone-countries.json (spec 000 §5 "A long list of country prefixes is offered")', () => {
  const fresh = buildPhoneCountries(libphonenumber);

  it('matches the library: every region, calling code, example length and main region', () => {
    expect(byIso(list)).toEqual(byIso(fresh));
    expect(list.length).toBe(libphonenumber.PhoneNumberUtil.getInstance().getSupportedRegions().length);
  });

  it('Spanish names (Intl.DisplayNames es), same order as a regeneration', () => {
    // Names come from the ICU of Node, not the library; a regeneration on this Node gives the same.
    expect(list.map((c) => c.name)).toEqual(fresh.map((c) => c.name));
    expect(list.every((c) => c.name && c.name !== c.iso2)).toBe(true);
  });

  it('Chile first, then by Spanish name', () => {
    expect(list[0]).toEqual(DEFAULT_PHONE_COUNTRY);
    const rest = list.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('es').compare));
  });

  it.each([
    ['CL', 'Chile', '+56', 9],
    ['AR', 'Argentina', '+54', 11],
    ['PE', 'Perú', '+51', 9],
    ['ES', 'España', '+34', 9],
    ['US', 'Estados Unidos', '+1', 10],
    ['DE', 'Alemania', '+49', 11],
  ])('%s → %s %s, %i digits', (iso2, name, prefix, exampleLength) => {
    expect(list.find((c) => c.iso2 === iso2)).toMatchObject({ iso2, name, prefix, exampleLength });
  });
});
