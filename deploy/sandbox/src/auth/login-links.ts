// Bypass and access-token links (spec 000 §4 "Token flow"): opaque random tokens a merchant mints
// (here the scene POST /sandbox/loginLinks), stored hashed with what they carry.
import type { AppContext } from '../context';
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

/** The link of a token; 401 "Invalid token" when unknown, 401 "Token expired" when past its time. */
export async function readLoginLink(ctx: AppContext, token: string) {
  const row = await ctx.db
    .selectFrom('login_links')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) throw unauthorized(AUTH_MESSAGES.invalidToken);
  if (row.expires_at.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.tokenExpired);
  return row;
}

/** A valid, unexpired link of this e-mail and store, or null (never throws). */
export async function matchingLoginLink(
  ctx: AppContext,
  token: string,
  email: string,
  storeId: string,
) {
  try {
    const row = await readLoginLink(ctx, token);
    return row.email === email && row.store_id === storeId ? row : null;
  } catch {
    return null;
  }
}
