import {
  codeErrorText,
  isCodeComplete,
  OTP_LENGTH,
  OTP_RESEND_AFTER_MS,
  OTP_SENT_AT_KEY,
  OTP_VALIDITY_MS,
  otpTimer,
  reusableSentAt,
  sanitizeCodeInput,
} from './otp-code';

const T0 = Date.parse('2025-03-01T12:00:00.000Z');
const MIN = 60_000;

describe('one-time code (spec 000 §4 "Code form", §5, §9)', () => {
  it('§9 "Code: 6 digits, 30 minutes validity, resend after 1 minute"', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_VALIDITY_MS).toBe(30 * 60 * 1000);
    expect(OTP_RESEND_AFTER_MS).toBe(60 * 1000);
    expect(OTP_SENT_AT_KEY).toBe('OTPCodeSentAt');
  });

  it('§5 "6 digits, numeric only; pasting takes at most the first 6 characters"', () => {
    expect(sanitizeCodeInput('12a3')).toBe('123');
    expect(sanitizeCodeInput('123456789')).toBe('123456');
    expect(sanitizeCodeInput(' 123 456 ')).toBe('123456');
    expect(sanitizeCodeInput(null)).toBe('');
  });

  it('§5 "Continue is enabled once the code is complete"', () => {
    expect(isCodeComplete('12345')).toBe(false);
    expect(isCodeComplete('123456')).toBe(true);
    expect(isCodeComplete('12345a')).toBe(false);
    expect(isCodeComplete('1234567')).toBe(false);
  });

  describe('otpTimer: "valid for 30 minutes and can be resent after 1 minute"', () => {
    it('right after sending: no resend for 60 s', () => {
      expect(otpTimer(T0, T0)).toEqual({ expired: false, canResend: false, msUntilResend: MIN, secondsUntilResend: 60, msUntilExpiry: 30 * MIN });
      expect(otpTimer(T0, T0 + 59_001)).toMatchObject({ canResend: false, msUntilResend: 999, secondsUntilResend: 1 });
    });
    it('at 1 minute the code can be resent', () => {
      expect(otpTimer(T0, T0 + MIN)).toMatchObject({ expired: false, canResend: true, msUntilResend: 0, secondsUntilResend: 0 });
    });
    it('at 30 minutes it has expired', () => {
      expect(otpTimer(T0, T0 + 30 * MIN - 1).expired).toBe(false);
      expect(otpTimer(T0, T0 + 30 * MIN)).toMatchObject({ expired: true, canResend: true, msUntilExpiry: 0 });
    });
  });

  describe('reusableSentAt: "The send time is stored locally and reused on reload while under 30 minutes"', () => {
    it('reads an ISO string or epoch ms', () => {
      expect(reusableSentAt(new Date(T0).toISOString(), T0 + 5 * MIN)).toBe(T0);
      expect(reusableSentAt(String(T0), T0 + 5 * MIN)).toBe(T0);
    });
    it('null when missing, unreadable, 30 minutes old or in the future', () => {
      expect(reusableSentAt(null, T0)).toBeNull();
      expect(reusableSentAt('', T0)).toBeNull();
      expect(reusableSentAt('not a date', T0)).toBeNull();
      expect(reusableSentAt(String(T0), T0 + 30 * MIN - 1)).toBe(T0);
      expect(reusableSentAt(String(T0), T0 + 30 * MIN)).toBeNull();
      expect(reusableSentAt(String(T0 + MIN), T0)).toBeNull();
    });
  });

  describe('codeErrorText (§8)', () => {
    it('"Given code and email could not be found." → "El código ingresado no es correcto o ya ha sido usado."', () => {
      expect(codeErrorText('Given code and email could not be found.')).toBe('El código ingresado no es correcto o ya ha sido usado.');
    });
    it('"Code has expired." → "El código ingresado ya expiró."', () => {
      expect(codeErrorText('Code has expired.')).toBe('El código ingresado ya expiró.');
    });
    it('429: the server’s Spanish message as it comes', () => {
      expect(codeErrorText('Superaste el número de intentos. Pide un código nuevo.')).toBe('Superaste el número de intentos. Pide un código nuevo.');
      expect(codeErrorText('Debes esperar un minuto antes de pedir un nuevo código.')).toBe('Debes esperar un minuto antes de pedir un nuevo código.');
      expect(codeErrorText('Has pedido demasiados códigos. Inténtalo de nuevo en una hora.')).toBe('Has pedido demasiados códigos. Inténtalo de nuevo en una hora.');
      expect(codeErrorText('Otro límite.', 429)).toBe('Otro límite.');
    });
    it('registration disabled → "Correo no encontrado"', () => {
      expect(codeErrorText('Registration disabled', 403)).toBe('Correo no encontrado');
    });
    it('anything else → "ⓘ Ha habido un error, vuelve a intentarlo."', () => {
      expect(codeErrorText('boom', 500)).toBe('ⓘ Ha habido un error, vuelve a intentarlo.');
      expect(codeErrorText(undefined)).toBe('ⓘ Ha habido un error, vuelve a intentarlo.');
      expect(codeErrorText('', 429)).toBe('ⓘ Ha habido un error, vuelve a intentarlo.');
    });
  });
});
