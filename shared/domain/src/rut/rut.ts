// Spec 000 §5 "Rut": input cleaned to digits, K and the hyphen, uppercased, maximum 10 characters,
// with a hyphen auto-inserted after 8 characters; format digits, hyphen and one digit or K, no
// dots; the check digit must match (module 11, checked by rut.js).
import { format, getCheckDigit, validate } from 'rut.js';

export const RUT_MAX_LENGTH = 10;
/** A valid example for the "{code}" in the messages. */
export const RUT_EXAMPLE = '12345678-5';

export const RUT_MESSAGES = {
  required: (code: string = RUT_EXAMPLE) => `Este campo es obligatorio. Por ejemplo: ${code}`,
  format: (code: string = RUT_EXAMPLE) => `Ingresa tu rut sin puntos y con guión. Por ejemplo: ${code}`,
  checkDigit: 'Dígito verificador incorrecto',
} as const;

/** What an input shows as the shopper types: "12.345.678-5" → "12345678-5", "123456785" → "12345678-5". */
export function cleanRut(input: string): string {
  let value = input.replace(/[^0-9kK-]/g, '').toUpperCase();
  // Typing past 8 characters without a hyphen: put it before the 9th.
  if (!value.includes('-') && value.length > 8) value = `${value.slice(0, 8)}-${value.slice(8)}`;
  return value.slice(0, RUT_MAX_LENGTH);
}

export function isRutFormatValid(rut: string): boolean {
  return /^\d{1,8}-[\dkK]$/.test(rut);
}

/** Module 11 check digit of the number part: '0'..'9' or 'K' (rut.js, the widely used Chilean RUT
 *  library, rather than our own arithmetic). */
export function rutCheckDigit(body: string | number): string {
  const digits = String(body).replace(/\D/g, '');
  return digits ? getCheckDigit(digits) : '';
}

export function isRutCheckDigitValid(rut: string): boolean {
  return isRutFormatValid(rut) && validate(rut);
}

/** null when valid, else the spec's message (with `{code}` = `example`). */
export function validateRut(value: string | null | undefined, example: string = RUT_EXAMPLE): string | null {
  const rut = (value ?? '').trim();
  if (!rut) return RUT_MESSAGES.required(example);
  if (!isRutFormatValid(rut)) return RUT_MESSAGES.format(example);
  if (!isRutCheckDigitValid(rut)) return RUT_MESSAGES.checkDigit;
  return null;
}

/** A RUT as a document prints it: "11111111-1" → "11.111.111-1" (rut.js's format, dots and hyphen). */
export function displayRut(rut: string): string {
  return format(rut);
}
