// Spec 000 §4 "Code form" and §5/§9: the code is 6 digits, numeric only; pasting takes at most
// the first 6; it is valid for 30 minutes and can be resent after 1 minute. The send time is
// stored locally (client-stored item OTPCodeSentAt, §3) and reused on reload while under 30
// minutes. Server messages map to the §8 texts.

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 30 * 60_000;
export const OTP_RESEND_AFTER_MS = 60_000;
/** localStorage key of the send time (spec 000 §3 client-stored items). */
export const OTP_SENT_AT_KEY = 'OTPCodeSentAt';

/** What the code input keeps of what was typed or pasted: digits only, the first 6. */
export function sanitizeCodeInput(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Continue is enabled once the code is complete. */
export function isCodeComplete(value: string | null | undefined): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value ?? '');
}

export interface OtpTimer {
  /** 30 minutes or more since the send: the form asks to resend. */
  expired: boolean;
  /** 1 minute or more since the send. */
  canResend: boolean;
  /** 0 once canResend. */
  msUntilResend: number;
  /** msUntilResend rounded up to whole seconds, for "Podrás pedir otro código en {s} s". */
  secondsUntilResend: number;
  /** 0 once expired. */
  msUntilExpiry: number;
}

export function otpTimer(sentAtMs: number, nowMs: number): OtpTimer {
  const elapsed = Math.max(0, nowMs - sentAtMs);
  const msUntilResend = Math.max(0, OTP_RESEND_AFTER_MS - elapsed);
  const msUntilExpiry = Math.max(0, OTP_VALIDITY_MS - elapsed);
  return {
    expired: msUntilExpiry === 0,
    canResend: msUntilResend === 0,
    msUntilResend,
    secondsUntilResend: Math.ceil(msUntilResend / 1000),
    msUntilExpiry,
  };
}

/** Parses a stored send time: an ISO date or epoch milliseconds. NaN when unreadable. */
function parseSentAt(stored: string): number {
  const trimmed = stored.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return Date.parse(trimmed);
}

/**
 * The stored OTPCodeSentAt as epoch ms when it can be reused on reload (under 30 minutes old),
 * else null (missing, unreadable, expired, or in the future, which only a tampered value is).
 */
export function reusableSentAt(stored: string | null | undefined, nowMs: number): number | null {
  if (!stored) return null;
  const sentAt = parseSentAt(stored);
  if (!Number.isFinite(sentAt) || sentAt > nowMs) return null;
  return nowMs - sentAt < OTP_VALIDITY_MS ? sentAt : null;
}

/** Server messages of auth/verifyCode and auth/generateCode (deploy/sandbox/API.md). */
export const OTP_SERVER_MESSAGES = {
  notFound: 'Given code and email could not be found.',
  expired: 'Code has expired.',
  registrationDisabled: 'Registration disabled',
} as const;

export const CODE_ERROR_TEXTS = {
  notFound: 'El código ingresado no es correcto o ya ha sido usado.',
  expired: 'El código ingresado ya expiró.',
  /** Spec 000 §8 "Registration disabled": "Correo no encontrado". */
  registrationDisabled: 'Correo no encontrado',
  generic: 'ⓘ Ha habido un error, vuelve a intentarlo.',
} as const;

/** The 429 messages the server already writes in Spanish; shown as they come. */
export const OTP_RATE_LIMIT_MESSAGES = [
  'Debes esperar un minuto antes de pedir un nuevo código.',
  'Has pedido demasiados códigos. Inténtalo de nuevo en una hora.',
  'Superaste el número de intentos. Pide un código nuevo.',
] as const;

/**
 * The text under the code form for a failed verify or send (spec 000 §8). A 429 (status given,
 * or one of the known Spanish messages) shows the server's own message; anything else unknown
 * shows the generic registration-failure text.
 */
export function codeErrorText(serverMessage: string | null | undefined, status?: number): string {
  const message = (serverMessage ?? '').trim();
  if (message === OTP_SERVER_MESSAGES.notFound) return CODE_ERROR_TEXTS.notFound;
  if (message === OTP_SERVER_MESSAGES.expired) return CODE_ERROR_TEXTS.expired;
  if (message === OTP_SERVER_MESSAGES.registrationDisabled) return CODE_ERROR_TEXTS.registrationDisabled;
  if ((OTP_RATE_LIMIT_MESSAGES as readonly string[]).includes(message)) return message;
  if (status === 429 && message) return message;
  return CODE_ERROR_TEXTS.generic;
}
