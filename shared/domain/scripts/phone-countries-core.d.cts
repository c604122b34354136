export interface PhoneCountryEntry {
  iso2: string;
  name: string;
  prefix: string;
  exampleLength: number;
  mainForPrefix?: true;
}
export function buildPhoneCountries(libphonenumber: unknown, displayNames?: Intl.DisplayNames): PhoneCountryEntry[];
