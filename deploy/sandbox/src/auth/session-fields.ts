// What the session routes share: their schemas' string fields, the e-mail check, and the profile
// fields a registration and a profile patch both take (API.md "Auth").
import { badRequest } from '../http/errors';
import { text } from '../http/schema';
import {
  AUTH_MESSAGES,
  isValidEmail,
  isValidPhone,
  isValidPhonePrefix,
  normalizeEmail,
  normalizeRut,
} from './validation';

export { idField as id, text } from '../http/schema';
export const email = text(320, 1);
export const optionalName = { type: ['string', 'null'], maxLength: 100 } as const;

export function emailOf(value: string): string {
  if (!isValidEmail(value))
    throw badRequest(AUTH_MESSAGES.invalidEmail, { email: 'is not a valid e-mail' });
  return normalizeEmail(value);
}

export const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Checks and normalises rut / phone / phonePrefix of a profile body (400 "Invalid rut" / "Invalid phone"). */
export function profileFields(
  body: { rut?: string | null; phone?: string | null; phonePrefix?: string | null },
  currentPrefix?: string | null,
) {
  const out: { rut?: string | null; phone?: string | null; phone_prefix?: string | null } = {};
  if (body.rut !== undefined) {
    const raw = blankToNull(body.rut);
    const rut = raw === null ? null : normalizeRut(raw);
    if (raw !== null && !rut)
      throw badRequest(AUTH_MESSAGES.invalidRut, { rut: 'check digit or format' });
    out.rut = rut;
  }
  if (body.phonePrefix !== undefined) {
    const prefix = blankToNull(body.phonePrefix);
    if (prefix !== null && !isValidPhonePrefix(prefix))
      throw badRequest(AUTH_MESSAGES.invalidPhone, { phonePrefix: 'like +56' });
    out.phone_prefix = prefix;
  }
  if (body.phone !== undefined) {
    const phone = blankToNull(body.phone)?.replace(/\s+/g, '') ?? null;
    const prefix = out.phone_prefix !== undefined ? out.phone_prefix : currentPrefix;
    if (phone !== null && !isValidPhone(phone, prefix))
      throw badRequest(AUTH_MESSAGES.invalidPhone, { phone: 'digits only, 9 for +56' });
    out.phone = phone;
  }
  return out;
}
