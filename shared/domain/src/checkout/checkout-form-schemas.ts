// The checkout's contact and company forms (spec 001 §5 Checkout form: "contact data valid",
// "Company address and rut required only when the company policy says so"): each field the policy
// asks for (requiredCheckoutFields) by its own rule, so its message is the spec's: the rut of
// 000 §5, the phone of 000 §5 (the chosen country's length), the company's address non-blank
// ("Este campo es obligatorio"). A field the policy does not ask is not shown, so not judged. The
// delivery address is chosen from the profile's (a radio group, judged by addressError).
import * as v from 'valibot';
import { textRule } from '../forms/field-rule';
import { phoneRule } from '../phone/phone-form-schemas';
import type { PhoneCountry } from '../phone/phone';
import { rutRule } from '../rut/rut-form-schemas';
import { validateCompanyAddress } from './contact-validation';

const anyPhone = () => v.object({ prefix: v.string(), number: v.string() });

/** Rut and phone of the natural person; `countries`: the list the prefix is looked up in. */
export function checkoutContactFormSchema(
  required: { rut: boolean; phone: boolean },
  countries: readonly PhoneCountry[],
) {
  return v.object({
    rut: required.rut ? rutRule() : v.string(),
    phone: required.phone ? phoneRule(countries) : anyPhone(),
  });
}

/** The company's rut and address: requiredCheckoutFields(…).company. */
export function checkoutCompanyFormSchema(required: { rut: boolean; address: boolean }) {
  return v.object({
    rut: required.rut ? rutRule() : v.string(),
    address: required.address ? textRule(validateCompanyAddress) : v.string(),
  });
}
