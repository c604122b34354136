// One-time sign-in codes (spec 000 §4 "Code form", §9): 6 digits, valid 30 minutes, a new one at
// most once a minute and 5 per e-mail per rolling hour; 5 wrong tries burn it. The newest code of
// an e-mail supersedes the older ones. Only an HMAC (server secret, e-mail, code) is stored: the
// code itself exists only in the mail.
import crypto from 'node:crypto';
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { HttpError, badRequest } from '../http/errors';
import { randomId } from '../ids';
import { sendMail } from '../mail/send-mail';
import { AUTH_MESSAGES } from './validation';

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 30 * 60_000;
export const OTP_RESEND_AFTER_MS = 60_000;
export const OTP_MAX_PER_HOUR = 5;
export const OTP_MAX_ATTEMPTS = 5;
const HOUR_MS = 3600_000;

const tooMany = (message: string) => new HttpError(429, message);

export function hashCode(secret: Uint8Array, email: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export interface CodeSent {
  sentAt: string;
  expiresAt: string;
  resendAt: string;
}

export async function generateCode(
  ctx: AppContext,
  email: string,
  store: { id: string; doc: Record<string, unknown> },
): Promise<CodeSent> {
  const now = Date.now();
  const recent = await ctx.db
    .selectFrom('otp_codes')
    .select(['sent_at'])
    .where('email', '=', email)
    .where('sent_at', '>', new Date(now - HOUR_MS))
    .orderBy('sent_at', 'desc')
    .execute();
  if (recent.length >= OTP_MAX_PER_HOUR) throw tooMany(AUTH_MESSAGES.codeTooMany);
  const last = recent[0];
  if (last && now - last.sent_at.getTime() < OTP_RESEND_AFTER_MS)
    throw tooMany(AUTH_MESSAGES.codeTooSoon);

  const code = String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const sentAt = new Date(now);
  const expiresAt = new Date(now + OTP_VALIDITY_MS);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ status: 'superseded' })
      .where('email', '=', email)
      .where('status', '=', 'active')
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        id: randomId('otp'),
        email,
        store_id: store.id,
        code_hash: hashCode(ctx.secret, email, code),
        sent_at: sentAt,
        expires_at: expiresAt,
      })
      .execute();
    const navbar =
      (store.doc.content as { navigation?: { navbar?: { storeName?: string } } } | undefined)
        ?.navigation?.navbar ?? {};
    const storeName = navbar.storeName ?? 'la tienda';
    await sendMail(trx, {
      to: email,
      subject: 'Tu código de acceso',
      text: `Tu código de acceso a ${storeName} es ${code}. Vence en 30 minutos. Si no lo pediste, ignora este correo.`,
      code,
    });
  });
  return {
    sentAt: sentAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    resendAt: new Date(now + OTP_RESEND_AFTER_MS).toISOString(),
  };
}

/**
 * Checks a code against the newest code of the e-mail; its id, for claimCode. Throws the contract's
 * errors (a wrong try is counted at once, outside any sign-in transaction): wrong/used/other store → 400 codeNotFound; right but old → 400 codeExpired; the 5th
 * wrong try (and every try after it) → 429 codeBurned.
 */
export async function checkCode(
  ctx: AppContext,
  email: string,
  code: string,
  storeId: string,
): Promise<string> {
  const latest = await ctx.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('email', '=', email)
    .orderBy('sent_at', 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!latest || latest.status === 'used' || latest.status === 'superseded')
    throw badRequest(AUTH_MESSAGES.codeNotFound);
  if (latest.status === 'burned') throw tooMany(AUTH_MESSAGES.codeBurned);
  const matches =
    latest.store_id === storeId &&
    crypto.timingSafeEqual(
      Buffer.from(latest.code_hash, 'hex'),
      Buffer.from(hashCode(ctx.secret, email, code), 'hex'),
    );
  if (!matches) {
    const attempts = latest.attempts + 1;
    const burned = attempts >= OTP_MAX_ATTEMPTS;
    await ctx.db
      .updateTable('otp_codes')
      .set(burned ? { attempts, status: 'burned' } : { attempts })
      .where('id', '=', latest.id)
      .execute();
    if (burned) throw tooMany(AUTH_MESSAGES.codeBurned);
    throw badRequest(AUTH_MESSAGES.codeNotFound);
  }
  if (latest.expires_at.getTime() <= Date.now()) throw badRequest(AUTH_MESSAGES.codeExpired);
  return latest.id;
}

/**
 * Marks the checked code used, in the sign-in's transaction (so a sign-in that fails after it
 * leaves the code usable). Atomic: of two concurrent verifications, one wins; the other → 400.
 */
export async function claimCode(db: DbExecutor, codeId: string): Promise<void> {
  const claimed = await db
    .updateTable('otp_codes')
    .set({ status: 'used' })
    .where('id', '=', codeId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!Number(claimed.numUpdatedRows)) throw badRequest(AUTH_MESSAGES.codeNotFound);
}
