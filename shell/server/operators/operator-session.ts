// Who may use the operators' page: whoever knows OPERATOR_TOKEN. Signing in with it (and a name,
// which the deploy history keeps as "who") sets a cookie holding the name and an HMAC keyed by the
// token: the token itself does not travel again, and a new token ends every session. Each form
// carries a token derived from the session (against cross-site requests, on top of the cookie's
// SameSite=Strict).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

export const OPERATOR_COOKIE = 'storefront_operator';
/** A session lasts a working day. */
const SESSION_SECONDS = 8 * 60 * 60;

const mac = (token: string, text: string) =>
  createHmac('sha256', token).update(text).digest('base64url');

/** Same length on both sides (hashes), compared in constant time. */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export const tokenMatches = (token: string, given: string) => sameSecret(token, given);

/** 1 to 60 visible characters after trimming: what the history shows as "who". */
export function operatorName(value: string | null | undefined): string | null {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= 60 && !/[\u0000-\u001f]/.test(name) ? name : null;
}

function cookieValue(req: http.IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

const secure = (req: http.IncomingMessage) =>
  (req.socket as { encrypted?: boolean }).encrypted === true ||
  req.headers['x-forwarded-proto'] === 'https';

/** The Set-Cookie of a session for `name`, scoped to the page's path. */
export function sessionCookie(
  req: http.IncomingMessage,
  token: string,
  name: string,
  path: string,
) {
  const value = `${Buffer.from(name).toString('base64url')}.${mac(token, `session:${name}`)}`;
  return `${OPERATOR_COOKIE}=${value}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=${SESSION_SECONDS}${secure(req) ? '; Secure' : ''}`;
}

export const endedSessionCookie = (path: string) =>
  `${OPERATOR_COOKIE}=; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=0`;

/** The signed-in operator's name, or null. */
export function sessionName(req: http.IncomingMessage, token: string): string | null {
  const value = cookieValue(req, OPERATOR_COOKIE);
  const [encoded, signature] = (value ?? '').split('.');
  if (!encoded || !signature) return null;
  const name = Buffer.from(encoded, 'base64url').toString();
  return operatorName(name) === name && sameSecret(signature, mac(token, `session:${name}`))
    ? name
    : null;
}

/** The hidden field every form of `name`'s session carries. */
export const formToken = (token: string, name: string) => mac(token, `form:${name}`);

export const formTokenMatches = (token: string, name: string, given: string) =>
  sameSecret(given, formToken(token, name));
