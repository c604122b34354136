import { CODE_FORM_TEXTS, LOGIN_TEXTS, RECOVER_SENT_TEXT } from './login-texts';

describe('login texts (spec 000 §8)', () => {
  it('the error catalogue rows, verbatim', () => {
    expect(LOGIN_TEXTS.loginFailed).toBe("ⓘ No has podido iniciar sesión. Vuelve a intentarlo o haz click en '¿Olvidaste tu contraseña?' para restablecerla.");
    expect(LOGIN_TEXTS.registrationFailed).toBe('ⓘ Ha habido un error, vuelve a intentarlo.');
    expect(LOGIN_TEXTS.emailNotFound).toBe('Correo no encontrado');
    expect(LOGIN_TEXTS.recoverBadToken).toBe('Lo sentimos, el link ha expirado o no es válido. Intenta recuperar la contraseña nuevamente.');
    expect(LOGIN_TEXTS.tokenErrorTitle).toBe('Ha ocurrido un error');
    expect(LOGIN_TEXTS.tokenErrorHint).toBe('Verifica la url o contáctate con un administrador.');
  });
  it('contract texts of the code form and recovery', () => {
    expect(CODE_FORM_TEXTS.sent('ana@demo.cl')).toBe('Te enviamos un código de 6 dígitos a ana@demo.cl');
    expect(CODE_FORM_TEXTS.resendWait(42)).toBe('Podrás pedir otro código en 42 s');
    expect(CODE_FORM_TEXTS.expired).toBe('El código expiró. Pide uno nuevo con Reenviar código.');
    expect(RECOVER_SENT_TEXT).toBe('Si el correo está registrado, te enviamos un link para restablecer tu contraseña.');
  });
});
