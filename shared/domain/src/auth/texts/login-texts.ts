// Spec 000 §8 "The error catalogue" texts of the login, registration and recovery screens, plus
// the UI texts the spec leaves open that the team fixed in the issue 4 contract.

export const LOGIN_TEXTS = {
  loginFailed:
    "ⓘ No has podido iniciar sesión. Vuelve a intentarlo o haz click en '¿Olvidaste tu contraseña?' para restablecerla.",
  registrationFailed: 'ⓘ Ha habido un error, vuelve a intentarlo.',
  emailNotFound: 'Correo no encontrado',
  recoverBadToken:
    'Lo sentimos, el link ha expirado o no es válido. Intenta recuperar la contraseña nuevamente.',
  tokenErrorTitle: 'Ha ocurrido un error',
  tokenErrorHint: 'Verifica la url o contáctate con un administrador.',
} as const;

/** Code form texts (issue 4 contract §4; not in the spec). */
export const CODE_FORM_TEXTS = {
  sent: (email: string) => `Te enviamos un código de 6 dígitos a ${email}`,
  resendWait: (seconds: number) => `Podrás pedir otro código en ${seconds} s`,
  expired: 'El código expiró. Pide uno nuevo con Reenviar código.',
} as const;

/** Password recovery request sent (issue 4 contract §4): says nothing about whether the account exists. */
export const RECOVER_SENT_TEXT =
  'Si el correo está registrado, te enviamos un link para restablecer tu contraseña.';

/**
 * Issue 39: the first proof of her e-mail (a code, Google, a merchant's link) removes a password
 * set before it, with what was saved then (the provider's guard against pre-registration). She is
 * told once, after that sign-in, and how to have a password again (not in the spec).
 */
export const PASSWORD_REMOVED_TEXTS = {
  title: 'Verificamos tu correo',
  description:
    "Por seguridad, quitamos la contraseña y los datos guardados antes de verificarlo. Para volver a entrar con contraseña, créala con '¿Olvidaste tu contraseña?'.",
  /** Long enough to read it (the spec's long toasts last 10 s). */
  durationMs: 10_000,
} as const;
