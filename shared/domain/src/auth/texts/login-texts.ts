// Spec 000 §8 "The error catalogue" texts of the login, registration and recovery screens, plus
// the UI texts the spec leaves open that the team fixed in the issue 4 contract.

export const LOGIN_TEXTS = {
  loginFailed: "ⓘ No has podido iniciar sesión. Vuelve a intentarlo o haz click en '¿Olvidaste tu contraseña?' para restablecerla.",
  registrationFailed: 'ⓘ Ha habido un error, vuelve a intentarlo.',
  emailNotFound: 'Correo no encontrado',
  recoverBadToken: 'Lo sentimos, el link ha expirado o no es válido. Intenta recuperar la contraseña nuevamente.',
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
export const RECOVER_SENT_TEXT = 'Si el correo está registrado, te enviamos un link para restablecer tu contraseña.';
