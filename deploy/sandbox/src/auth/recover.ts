// Password recovery (spec 000 §7 Auth): a random token mailed as `{origin}/recover/{token}`,
// stored hashed, valid 1 hour, single use; at most 5 requests per e-mail per rolling hour. Unknown
// e-mails get the same answer (no account discovery) and no mail.
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { HttpError, badRequest } from '../http/errors';
import { randomToken, sha256 } from '../ids';
import { sendMail } from '../mail/send-mail';
import { findUserByEmail } from './accounts';
import { mayEnter } from './store-access';
import { AUTH_MESSAGES } from './validation';

export const RECOVER_TTL_MS = 3600_000;
export const RECOVER_MAX_PER_HOUR = 5;

export async function startRecovery(
  ctx: AppContext,
  email: string,
  storeId: string,
  origin: string,
): Promise<void> {
  const now = Date.now();
  const recent = await ctx.db
    .selectFrom('recover_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>', new Date(now - 3600_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= RECOVER_MAX_PER_HOUR)
    throw new HttpError(429, AUTH_MESSAGES.recoverTooMany);

  const user = await findUserByEmail(ctx.db, email);
  // No link for an account this store would not let in (the answer is the same either way).
  const registered =
    user && !user.is_guest && (await mayEnter(ctx.db, user.id, storeId)) ? user : undefined;
  const token = randomToken();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('recover_tokens')
      .values({
        token_hash: sha256(token),
        email,
        user_id: registered?.id ?? null,
        store_id: storeId,
        expires_at: new Date(now + RECOVER_TTL_MS),
        created_at: new Date(now),
      })
      .execute();
    if (!registered) return;
    const link = `${origin.replace(/\/+$/, '')}/recover/${token}`;
    await sendMail(trx, {
      to: email,
      subject: 'Recupera tu contraseña',
      text: `Para crear una nueva contraseña abre este enlace (vence en 1 hora): ${link}. Si no lo pediste, ignora este correo.`,
      link,
    });
  });
}

/** The live token's row (unused, unexpired, of a known user), else 400. */
export async function liveRecoverToken(db: DbExecutor, token: string) {
  const row = await db
    .selectFrom('recover_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('user_id', 'is not', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row?.user_id) throw badRequest(AUTH_MESSAGES.invalidRecoverToken);
  return { ...row, user_id: row.user_id };
}

/**
 * Claims the token (atomically, in the password change's transaction) and every other open token
 * of the user: each link works once.
 */
export async function claimRecoverToken(db: DbExecutor, token: string): Promise<string> {
  const row = await liveRecoverToken(db, token);
  const claimed = await db
    .updateTable('recover_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!Number(claimed.numUpdatedRows)) throw badRequest(AUTH_MESSAGES.invalidRecoverToken);
  await db
    .updateTable('recover_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', row.user_id)
    .where('used_at', 'is', null)
    .execute();
  return row.user_id;
}
