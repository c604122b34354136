// The sandbox mailbox (GET /sandbox/mailbox/{email}, newest first) and the login scenes a test
// sets up through the sandbox: one-time codes, recover links, login links, policy patches.
import { expect } from '@playwright/test';
import { SANDBOX_URL, type StoreName } from './env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: string;
}

async function sandboxCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => null)) as {
    data?: T;
    message?: string;
  } | null;
  if (!response.ok)
    throw new Error(`${method} ${path}: HTTP ${response.status} ${json?.message ?? ''}`);
  return (json && 'data' in json ? json.data : json) as T;
}

export async function mailbox(email: string): Promise<MailMessage[]> {
  return sandboxCall<MailMessage[]>('GET', `/sandbox/mailbox/${encodeURIComponent(email)}`);
}

/**
 * Waits for a message with `subject` newer than `after` (a count of such messages seen before, so
 * a resend is told apart from the first code) and returns it.
 */
export async function waitForMail(
  email: string,
  subject: string,
  options: { seenBefore?: number } = {},
): Promise<MailMessage> {
  const seenBefore = options.seenBefore ?? 0;
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailbox(email)).filter((m) => m.subject === subject);
        found = matching.length > seenBefore ? matching[0] : undefined;
        return Boolean(found);
      },
      { message: `mail "${subject}" to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const CODE_SUBJECT = 'Tu código de acceso';
export const RECOVER_SUBJECT = 'Recupera tu contraseña';

/** How many codes were mailed to `email` so far. */
export async function codeCount(email: string): Promise<number> {
  return (await mailbox(email)).filter((m) => m.subject === CODE_SUBJECT).length;
}

/** The latest one-time code mailed to `email` (after `seenBefore` earlier ones). */
export async function latestCode(email: string, seenBefore = 0): Promise<string> {
  const mail = await waitForMail(email, CODE_SUBJECT, { seenBefore });
  if (!mail.code) throw new Error(`the code mail to ${email} carries no code`);
  return mail.code;
}

/** Moves the latest code's send and expiry times back (POST /sandbox/otp/backdate). */
export async function backdateCode(email: string, seconds: number): Promise<void> {
  await sandboxCall('POST', '/sandbox/otp/backdate', { email, seconds });
}

/** A bypass or access-token link's token (POST /sandbox/loginLinks). */
export async function loginLink(input: {
  storeName: StoreName;
  email: string;
  type?: string | null;
  callbackUrl?: string;
  errorUrl?: string;
  ttlSeconds?: number;
}): Promise<string> {
  return (await sandboxCall<{ token: string }>('POST', '/sandbox/loginLinks', input)).token;
}

/** A fresh address nobody registered: registration journeys and code journeys stay independent. */
export function newEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@demo.cl`;
}

export interface Shopper {
  email: string;
  password: string;
}

/**
 * A fresh registered shopper with a complete profile (name, last name, rut: nothing for user-info
 * to ask) and a password, whose e-mail is proven, as a shopper who signed up some time ago. Made
 * with the scene POST /sandbox/session { email, password }, then the profile through PUT /v1/auth:
 * a sign-up through POST /v1/auth/register would leave the e-mail unproven, and the first code,
 * recovery link, bypass link or Google sign-in of a test would then wipe that profile (issue 36).
 * Users are platform-wide, and the shopper is made a customer of every demo store, so it can sign
 * in on each; its own mailbox keeps code limits per test.
 */
export async function newShopper(tag: string): Promise<Shopper> {
  const email = newEmail(tag);
  const password = 'clave-e2e-1';
  const { access } = await sandboxCall<{ access: string }>('POST', '/sandbox/session', {
    email,
    password,
  });
  const profile = await fetch(`${SANDBOX_URL}/v1/auth`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ name: 'Prueba', lastName: 'Login', rut: '11111111-1' }),
  });
  if (!profile.ok) throw new Error(`PUT /v1/auth: HTTP ${profile.status}`);
  // A customer of every demo store (farmacia-demo lets in only its own customers), as Ana is.
  for (const storeName of ['tienda-demo', 'farmacia-demo', 'servicios-demo']) {
    await sandboxCall('POST', '/sandbox/members', { email, storeName });
  }
  return { email, password };
}

/**
 * A throwaway store of its own (POST /sandbox/stores/clone): a copy of `from` (template, content,
 * policy) with `policy` and `store` deep-merged in. Parallel workers share one sandbox, so a test
 * that needs another login policy makes its own store instead of changing a seeded one.
 * Returns the new store's name, to use with storeUrl().
 */
export async function cloneStore(
  from: StoreName,
  tag: string,
  patches: { policy?: Record<string, unknown>; store?: Record<string, unknown> } = {},
): Promise<StoreName> {
  const name = `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await sandboxCall('POST', '/sandbox/stores/clone', { from, name, ...patches });
  return name as StoreName;
}
