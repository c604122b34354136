// Spec 000 §5 "Validation rules" for the login, registration and reset forms, and 002 for the
// profile name dialog. Every validator returns null when valid, else the spec's exact text.

/** Spec 000 §9 "Password minimum 8". */
export const PASSWORD_MIN_LENGTH = 8;

export const AUTH_VALIDATION_MESSAGES = {
  emailRequired: 'Debes ingresar un correo',
  emailInvalid: 'El correo no es válido',
  required: 'Este campo es obligatorio',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordsDiffer: 'Ambas contraseñas deben coincidir',
  resetPasswordRequired: 'Debes ingresar una contraseña',
  termsRequired: 'Debes aceptar los términos y condiciones',
} as const;

/** Profile dialogs (spec 000 §5, 002 "Name dialog"). */
export const PROFILE_NAME_MESSAGES = {
  name: 'El nombre no puede quedar vacío',
  lastName: 'El apellido no puede quedar vacío',
} as const;

// "must match a x@y.z pattern": something, @, something, a dot, something; no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailValid(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

export function validateEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim();
  if (!email) return AUTH_VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return AUTH_VALIDATION_MESSAGES.emailInvalid;
  return null;
}

/** Password at login: only required (a wrong password is the server's answer, not a form rule). */
export function validateLoginPassword(value: string | null | undefined): string | null {
  return value ? null : AUTH_VALIDATION_MESSAGES.required;
}

/** New password (registration): required, at least 8 characters. */
export function validateNewPassword(value: string | null | undefined): string | null {
  if (!value) return AUTH_VALIDATION_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_VALIDATION_MESSAGES.passwordTooShort;
  return null;
}

/** Password on the reset page: its own required text, same minimum. */
export function validateResetPassword(value: string | null | undefined): string | null {
  if (!value) return AUTH_VALIDATION_MESSAGES.resetPasswordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_VALIDATION_MESSAGES.passwordTooShort;
  return null;
}

export function validatePasswordRepeat(password: string | null | undefined, repeat: string | null | undefined): string | null {
  return (password ?? '') === (repeat ?? '') ? null : AUTH_VALIDATION_MESSAGES.passwordsDiffer;
}

export function validateTermsAccepted(accepted: boolean | null | undefined): string | null {
  return accepted ? null : AUTH_VALIDATION_MESSAGES.termsRequired;
}

/**
 * Name or last name on the signup and user-info forms: required unless the store marks it
 * optional (store.userOptionalAttrs). Blank (spaces only) counts as empty.
 */
export function validatePersonName(value: string | null | undefined, options: { optional?: boolean } = {}): string | null {
  if (options.optional) return null;
  return (value ?? '').trim() ? null : AUTH_VALIDATION_MESSAGES.required;
}

/** Profile name dialog: 'name' or 'lastName' must not be blank (unless optional). */
export function validateProfileName(field: keyof typeof PROFILE_NAME_MESSAGES, value: string | null | undefined, options: { optional?: boolean } = {}): string | null {
  if (options.optional) return null;
  return (value ?? '').trim() ? null : PROFILE_NAME_MESSAGES[field];
}
