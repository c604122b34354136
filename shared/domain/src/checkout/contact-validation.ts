// Spec 001 §5 Checkout form: the company data (rut, address) is valid when every required field
// passes its rule; rut and phone are saved to the profile on blur when valid. Rules reused: rut
// (000 §5, rut.js), phone (000 §5, the country's number length). A field the policy does not
// require is not shown, so it is not judged. The checkout's forms: checkout-form-schemas.ts.
import { AUTH_VALIDATION_MESSAGES } from '../auth/validation/auth-validation';
import {
  cleanPhoneDigits,
  DEFAULT_PHONE_COUNTRY,
  validatePhone,
  type PhoneCountry,
} from '../phone/phone';
import { validateRut } from '../rut/rut';
import type { RequiredCheckoutFields } from './required-fields';

/** Payer.company: rut and a free-text address. */
export interface CheckoutCompany {
  rut?: string | null;
  address?: string | null;
}

export interface CompanyErrors {
  rut: string | null;
  address: string | null;
}

export function companyErrors(
  company: CheckoutCompany | null | undefined,
  required: RequiredCheckoutFields,
): CompanyErrors {
  return {
    rut: required.company.rut ? validateRut(company?.rut) : null,
    address: required.company.address ? validateCompanyAddress(company?.address) : null,
  };
}

/** The company's free-text address: required, blank counts as empty ("Este campo es obligatorio"). */
export function validateCompanyAddress(value: string | null | undefined): string | null {
  return (value ?? '').trim() ? null : AUTH_VALIDATION_MESSAGES.required;
}

export function isCompanyValid(
  company: CheckoutCompany | null | undefined,
  required: RequiredCheckoutFields,
): boolean {
  return Object.values(companyErrors(company, required)).every((error) => error === null);
}

export type ProfilePatch = { rut: string } | { phone: string; phonePrefix: string };

/**
 * Spec 001 §5 "Rut and phone are saved to the profile on blur only when valid": the profile patch
 * to send when the field loses focus, or null (invalid, or unchanged from the saved value).
 */
export function profilePatchOnBlur(
  field: 'rut' | 'phone',
  value: string | null | undefined,
  saved: { rut?: string | null; phone?: string | null; phonePrefix?: string | null },
  phoneCountry: PhoneCountry | null = DEFAULT_PHONE_COUNTRY,
): ProfilePatch | null {
  if (field === 'rut') {
    const rut = (value ?? '').trim();
    return validateRut(rut) === null && rut !== saved.rut ? { rut } : null;
  }
  const phone = cleanPhoneDigits(value);
  if (validatePhone(phone, phoneCountry) !== null || !phoneCountry) return null;
  return phone === saved.phone && phoneCountry.prefix === saved.phonePrefix
    ? null
    : { phone, phonePrefix: phoneCountry.prefix };
}
