// Bypass and access-token links (spec 000 §4 "Token flow"): opaque random tokens a merchant mints
// (here the scene POST /sandbox/loginLinks), stored hashed with what they carry. Each signs in
// once (issue 36): POST auth/bypass, or verifyCode with `token`.
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { unauthorized } from '../http/errors';
import { randomToken, sha256 } from '../ids';
import { AUTH_MESSAGES } from './validation';

export interface NewLoginLink {
  type: string | null;
  email: string;
  storeId: string;
  callbackUrl: string | null;
  errorUrl: string | null;
  ttlSeconds: number;
}

export async function mintLoginLink(ctx: AppContext, link: NewLoginLink): Promise<string> {
  const token = randomToken();
  await ctx.db
    .insertInto('login_links')
    .values({
      token_hash: sha256(token),
      type: link.type,
      email: link.email,
      store_id: link.storeId,
      callback_url: link.callbackUrl,
      error_url: link.errorUrl,
      expires_at: new Date(Date.now() + link.ttlSeconds * 1000),
    })
    .execute();
  return token;
}

/**
 * The link of a token: 401 "Invalid token" when unknown or already used (issue 36: each link
 * signs in once, and a used one is dead everywhere, decodeUser included), 401 "Token expired" when
 * past its time.
 */
export async function readLoginLink(db: DbExecutor, token: string) {
  const row = await db
    .selectFrom('login_links')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.used_at) throw unauthorized(AUTH_MESSAGES.invalidToken);
  if (row.expires_at.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.tokenExpired);
  return row;
}

/**
 * Uses the link, in the sign-in's own transaction: one conditional update stamps it only while it
 * is unused and unexpired. Of two uses, even simultaneous ones on a PostgreSQL server (the second
 * update waits for the first's row lock, then finds `used_at` set), one wins; the other → 401
 * "Invalid token". A sign-in that fails after it rolls the stamp back with everything else.
 */
export async function claimLoginLink(db: DbExecutor, tokenHash: string): Promise<void> {
  const claimed = await db
    .updateTable('login_links')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('token_hash')
    .executeTakeFirst();
  if (!claimed) throw unauthorized(AUTH_MESSAGES.invalidToken);
}
