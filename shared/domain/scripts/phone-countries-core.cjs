// @ts-check
// Builds the phone country list from google-libphonenumber's metadata. Shared by the generator
// (scripts/generate-phone-countries.mjs writes src/phone/phone-countries.json) and the unit test
// that proves the committed JSON still matches the installed library.
'use strict';

/**
 * @param {any} libphonenumber the google-libphonenumber module
 * @param {Intl.DisplayNames} [displayNames] Spanish region names
 * @returns {import('./phone-countries-core.cjs').PhoneCountryEntry[]}
 */
function buildPhoneCountries(libphonenumber, displayNames = new Intl.DisplayNames(['es'], { type: 'region' })) {
  const util = libphonenumber.PhoneNumberUtil.getInstance();
  const { MOBILE, FIXED_LINE } = libphonenumber.PhoneNumberType;
  const entries = [];
  for (const iso2 of util.getSupportedRegions()) {
    // Spec 000 §5: "length equal to the example number length of the selected country"; the
    // mobile example, since shoppers give a mobile number, else the fixed-line one.
    const example = util.getExampleNumberForType(iso2, MOBILE) || util.getExampleNumberForType(iso2, FIXED_LINE);
    if (!example) continue;
    const cc = util.getCountryCodeForRegion(iso2);
    const entry = {
      iso2,
      name: displayNames.of(iso2) || iso2,
      prefix: `+${cc}`,
      exampleLength: util.getNationalSignificantNumber(example).length,
    };
    // Several regions share a calling code (+1, +7, +44…): mark the library's main one, so a
    // stored prefix alone ('+1') finds a sensible country.
    const shared = util.getRegionCodesForCountryCode(cc).length > 1;
    if (shared && util.getRegionCodeForCountryCode(cc) === iso2) entry.mainForPrefix = true;
    entries.push(entry);
  }
  const collator = new Intl.Collator('es');
  entries.sort((a, b) => {
    if (a.iso2 === 'CL' || b.iso2 === 'CL') return a.iso2 === 'CL' ? -1 : 1;
    return collator.compare(a.name, b.name) || a.iso2.localeCompare(b.iso2);
  });
  return entries;
}

module.exports = { buildPhoneCountries };
