// The user's data on the service checkout (spec 002 §5 "Service checkout: user data valid, else 'La
// información de usuario es obligatoria'"): name and last name by the Name dialog's rules ("El
// nombre no puede quedar vacío", "El apellido no puede quedar vacío"; required unless the store's
// userOptionalAttrs marks them optional), rut and phone by their own rules (000 §5) unless the
// policy excludes them (001 §5). A field the form does not ask is not checked.
import * as v from 'valibot';
import { validateProfileName } from '../auth/validation/auth-validation';
import { textRule } from '../forms/field-rule';
import { phoneRule } from '../phone/phone-form-schemas';
import type { PhoneCountry } from '../phone/phone';
import { rutRule } from '../rut/rut-form-schemas';

export interface ServiceContactFormRules {
  /** store.userOptionalAttrs: name / last name may stay empty. */
  optional?: { name?: boolean | null; lastName?: boolean | null } | null;
  /** requiredCheckoutFields(policy, store).rut / .phone (001 §5: unless the policy excludes them). */
  rut: boolean;
  phone: boolean;
  /** The list the phone prefix is looked up in (see phoneRule). */
  countries: readonly PhoneCountry[];
}

export function serviceContactFormSchema(rules: ServiceContactFormRules) {
  const name = (field: 'name' | 'lastName') =>
    textRule((value) =>
      validateProfileName(field, value, { optional: Boolean(rules.optional?.[field]) }),
    );
  return v.object({
    name: name('name'),
    lastName: name('lastName'),
    rut: rules.rut ? rutRule() : v.string(),
    phone: rules.phone
      ? phoneRule(rules.countries)
      : v.object({ prefix: v.string(), number: v.string() }),
  });
}
