import {
  isEmailValid,
  PASSWORD_MIN_LENGTH,
  validateEmail,
  validateLoginPassword,
  validateNewPassword,
  validatePasswordRepeat,
  validatePersonName,
  validateProfileName,
  validateResetPassword,
  validateTermsAccepted,
} from './auth-validation';

describe('auth form validation (spec 000 §5)', () => {
  describe('Email: required ("Debes ingresar un correo"); must match a x@y.z pattern ("El correo no es válido")', () => {
    it('required', () => {
      expect(validateEmail('')).toBe('Debes ingresar un correo');
      expect(validateEmail('   ')).toBe('Debes ingresar un correo');
      expect(validateEmail(undefined)).toBe('Debes ingresar un correo');
    });
    it('x@y.z', () => {
      for (const bad of ['ana', 'ana@', 'ana@demo', '@demo.cl', 'ana@demo.', 'an a@demo.cl', 'ana@@demo.cl']) {
        expect(validateEmail(bad)).toBe('El correo no es válido');
      }
      expect(validateEmail('ana@demo.cl')).toBeNull();
      expect(validateEmail(' ana.perez+x@mail.demo.cl ')).toBeNull();
      expect(isEmailValid('a@b.c')).toBe(true);
      expect(isEmailValid('a@b')).toBe(false);
    });
  });

  it('Password at login: required ("Este campo es obligatorio"), no length rule', () => {
    expect(validateLoginPassword('')).toBe('Este campo es obligatorio');
    expect(validateLoginPassword('x')).toBeNull();
  });

  it('New password: required, at least 8 characters ("La contraseña debe tener al menos 8 caracteres")', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateNewPassword('')).toBe('Este campo es obligatorio');
    expect(validateNewPassword('1234567')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(validateNewPassword('12345678')).toBeNull();
  });

  it('the repeat must match ("Ambas contraseñas deben coincidir")', () => {
    expect(validatePasswordRepeat('12345678', '1234567')).toBe('Ambas contraseñas deben coincidir');
    expect(validatePasswordRepeat('12345678', '12345678')).toBeNull();
  });

  it('On the reset page: required ("Debes ingresar una contraseña"), same minimum', () => {
    expect(validateResetPassword('')).toBe('Debes ingresar una contraseña');
    expect(validateResetPassword('short')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(validateResetPassword('long enough')).toBeNull();
  });

  it('Terms acceptance: "Debes aceptar los términos y condiciones"', () => {
    expect(validateTermsAccepted(false)).toBe('Debes aceptar los términos y condiciones');
    expect(validateTermsAccepted(undefined)).toBe('Debes aceptar los términos y condiciones');
    expect(validateTermsAccepted(true)).toBeNull();
  });

  it('Name and last name: required unless the store marks them optional ("Este campo es obligatorio")', () => {
    expect(validatePersonName('')).toBe('Este campo es obligatorio');
    expect(validatePersonName('  ')).toBe('Este campo es obligatorio');
    expect(validatePersonName('', { optional: true })).toBeNull();
    expect(validatePersonName('Ana')).toBeNull();
  });

  it('In profile dialogs: "El nombre no puede quedar vacío", "El apellido no puede quedar vacío"', () => {
    expect(validateProfileName('name', ' ')).toBe('El nombre no puede quedar vacío');
    expect(validateProfileName('lastName', '')).toBe('El apellido no puede quedar vacío');
    expect(validateProfileName('lastName', '', { optional: true })).toBeNull();
    expect(validateProfileName('name', 'Ana')).toBeNull();
  });
});
