// Spec 001 §5 Checkout form: the contact data (address, rut, phone of the natural person) and the
// company data (rut, address) are valid when every required field passes its rule. Rules reused:
// rut (000 §5, rut.js), phone (000 §5, the country's number length), address (001 §5 Address).
// A field the policy does not require is not shown, so it is not judged.
import { AUTH_VALIDATION_MESSAGES } from '../auth/validation/auth-validation';
import {
  cleanPhoneDigits,
  DEFAULT_PHONE_COUNTRY,
  validatePhone,
  type PhoneCountry,
} from '../phone/phone';
import { validateRut } from '../rut/rut';
import { addressError } from './address-rules';
import type { CheckoutAddress } from './checkout-inputs';
import type { RequiredCheckoutFields } from './required-fields';

export interface CheckoutContact {
  rut?: string | null;
  /** National number, without the prefix. */
  phone?: string | null;
  address?: CheckoutAddress | null;
}

export interface ContactOptions {
  /** The country of the phone prefix; undefined = Chile (+56, the default prefix), null = none chosen. */
  phoneCountry?: PhoneCountry | null;
  /** deliveryCoveragePolicy.deliverableCommunes. */
  deliverableCommunes?: readonly string[] | null;
}

/** Each field's message, or null when it passes (or is not required). */
export interface ContactErrors {
  address: string | null;
  rut: string | null;
  phone: string | null;
}

export function contactErrors(
  contact: CheckoutContact,
  required: RequiredCheckoutFields,
  options: ContactOptions = {},
): ContactErrors {
  const country = options.phoneCountry === undefined ? DEFAULT_PHONE_COUNTRY : options.phoneCountry;
  return {
    address: required.address ? addressError(contact.address, options.deliverableCommunes) : null,
    rut: required.rut ? validateRut(contact.rut) : null,
    phone: required.phone ? validatePhone(contact.phone, country) : null,
  };
}

export function isContactValid(
  contact: CheckoutContact,
  required: RequiredCheckoutFields,
  options: ContactOptions = {},
): boolean {
  return Object.values(contactErrors(contact, required, options)).every((error) => error === null);
}

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
