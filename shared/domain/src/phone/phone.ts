// Spec 000 §5 "Phone": required, digits only ("Debe contener sólo números"), length equal to the
// example number length of the selected country ("Debe contener exactamente N dígitos"), country
// must be selected ("Debes seleccionar un país"). Default prefix +56 (§9). "A long list of country
// prefixes is offered": phone-countries.json, generated from google-libphonenumber by
// scripts/generate-phone-countries.mjs. @storefront/domain is a singleton every route loads, so the
// list (~17 KB) is only reached through loadPhoneCountries(), a separate chunk.

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, upper case: 'CL'. */
  iso2: string;
  /** Spanish name: 'Chile'. */
  name: string;
  /** '+' and the calling code: '+56'. */
  prefix: string;
  /** Digits of the library's example (mobile) national number: Chile 9. */
  exampleLength: number;
  /** Set on the main region of a calling code several regions share (+1 → US, +44 → GB). */
  mainForPrefix?: boolean;
}

export const DEFAULT_PHONE_PREFIX = '+56';
/** Chile, as in the generated list (a test keeps them equal): usable before the list loads. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = { iso2: 'CL', name: 'Chile', prefix: '+56', exampleLength: 9 };

export const PHONE_MESSAGES = {
  countryRequired: 'Debes seleccionar un país',
  required: 'Este campo es obligatorio',
  digitsOnly: 'Debe contener sólo números',
  exactLength: (n: number) => `Debe contener exactamente ${n} dígitos`,
} as const;

let countriesPromise: Promise<PhoneCountry[]> | null = null;

/** The whole list, Chile first then by Spanish name; loaded once, in its own chunk. */
export function loadPhoneCountries(): Promise<PhoneCountry[]> {
  countriesPromise ??= import(/* webpackChunkName: "phone-countries" */ './phone-countries.json').then(
    (module) => module.default as PhoneCountry[],
    (error: unknown) => {
      countriesPromise = null; // a failed chunk load may be retried
      throw error;
    },
  );
  return countriesPromise;
}

/** What a phone input keeps: digits only. */
export function cleanPhoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * A country by calling code ('+56', '56') or ISO code ('cl', 'CL'). A calling code shared by
 * several regions gives the main one (+1 → US). null when nothing matches.
 */
export function findPhoneCountry(countries: readonly PhoneCountry[], prefixOrIso2: string | null | undefined): PhoneCountry | null {
  const key = (prefixOrIso2 ?? '').trim();
  if (!key) return null;
  if (/^\+?\d+$/.test(key)) {
    const prefix = key.startsWith('+') ? key : `+${key}`;
    const matches = countries.filter((c) => c.prefix === prefix);
    return matches.find((c) => c.mainForPrefix) ?? matches[0] ?? null;
  }
  const iso2 = key.toUpperCase();
  return countries.find((c) => c.iso2 === iso2) ?? null;
}

/** null when valid, else the spec's text. `number` is the national number without the prefix. */
export function validatePhone(number: string | null | undefined, country: PhoneCountry | null | undefined): string | null {
  if (!country) return PHONE_MESSAGES.countryRequired;
  const value = (number ?? '').trim();
  if (!value) return PHONE_MESSAGES.required;
  if (!/^\d+$/.test(value)) return PHONE_MESSAGES.digitsOnly;
  if (value.length !== country.exampleLength) return PHONE_MESSAGES.exactLength(country.exampleLength);
  return null;
}
