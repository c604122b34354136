// Form schemas of a phone (spec 000 §5 "Phone"): the pair { prefix, number } checked by
// validatePhone against the country of the prefix, so its messages are the spec's ("Debes
// seleccionar un país", "Este campo es obligatorio", "Debe contener sólo números", "Debe contener
// exactamente N dígitos").
import * as v from 'valibot';
import { findPhoneCountry, validatePhone, type PhoneCountry } from './phone';

/** What a phone field holds: the prefix ('+56'; '' when no country is chosen) and the number. */
export interface PhoneFormValue {
  prefix: string;
  number: string;
}

/**
 * A required phone field. `countries` is the list the prefix is looked up in (a prefix several
 * countries share: the main one, as findPhoneCountry); an empty list (still loading) knows no
 * country, so nothing is valid until it is there.
 */
export function phoneRule(countries: readonly PhoneCountry[]) {
  return v.pipe(
    v.object({ prefix: v.string(), number: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { prefix, number } = dataset.value;
      const message = validatePhone(number, findPhoneCountry(countries, prefix));
      if (message) addIssue({ message });
    }),
  );
}

/** The profile's "Editar teléfono" form. */
export const phoneFormSchema = (countries: readonly PhoneCountry[]) =>
  v.object({ phone: phoneRule(countries) });
