// Server-side checks of issue 4 inputs. The RUT check digit (spec 000 §5, module 11) comes from
// rut.js, the same library @storefront/domain's rut.ts uses.
import rut from 'rut.js';

export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email',
  storeNotFound: 'Store not found',
  registrationDisabled: 'Registration disabled',
  emailTaken: 'Email already registered',
  passwordTooShort: 'Password too short',
  invalidRut: 'Invalid rut',
  invalidPhone: 'Invalid phone',
  originNotAllowed: 'Origin not allowed',
  invalidRecoverToken: 'Invalid or expired token',
  tokenExpired: 'Token expired',
  invalidToken: 'Invalid token',
  codeNotFound: 'Given code and email could not be found.',
  codeExpired: 'Code has expired.',
  // 429s are Spanish on purpose: the storefront shows them as they come.
  codeTooSoon: 'Debes esperar un minuto antes de pedir un nuevo código.',
  codeTooMany: 'Has pedido demasiados códigos. Inténtalo de nuevo en una hora.',
  codeBurned: 'Superaste el número de intentos. Pide un código nuevo.',
  recoverTooMany: 'Has pedido demasiados correos de recuperación. Inténtalo de nuevo en una hora.',
  passwordLocked: 'Demasiados intentos fallidos. Espera 15 minutos o ingresa con un código.',
  clientTooMany:
    'Demasiadas solicitudes desde este dispositivo. Inténtalo de nuevo en unos minutos.',
  methodNotAllowed: 'Sign-in method not allowed',
  /** Issue 36: a token used in a store its account may not enter. */
  storeAccessDenied: 'Store access denied',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const isValidEmail = (email: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && email.length <= 320;

/** "12345678-5" or "12.345.678-5" → "12345678-5" when the check digit matches, else null. */
export function normalizeRut(value: string): string | null {
  const compact = value.replace(/[.\s]/g, '').toUpperCase();
  const match = /^(\d{1,8})-?([\dK])$/.exec(compact);
  if (!match) return null;
  const [, body = '', dv = ''] = match;
  const normalized = `${body}-${dv}`;
  return rut.validate(normalized) ? normalized : null;
}

/** Digits only; Chile (+56) exactly 9, other countries 4 to 15 (E.164). */
export function isValidPhone(phone: string, prefix: string | null | undefined): boolean {
  if (!/^\d+$/.test(phone)) return false;
  if ((prefix ?? '+56') === '+56') return phone.length === 9;
  return phone.length >= 4 && phone.length <= 15;
}

export const isValidPhonePrefix = (prefix: string) => /^\+\d{1,4}$/.test(prefix);
