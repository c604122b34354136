// Sign-ins and refresh-token rotation. Each sign-in is a session (`sid`); each refresh token works
// once and is replaced; presenting a used one again revokes the whole session (access tokens
// included, the guard checks the session), which stops a stolen token being replayed.
import type { AppContext } from '../context';
import { REFRESH_TTL_SECONDS } from '../config/options';
import type { DbExecutor } from '../db/schema/index';
import { unauthorized } from '../http/errors';
import { randomId, randomToken, sha256 } from '../ids';
import type { UserRow } from './user-view';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** What a sign-in needs: a database handle (or the sign-in's own transaction) and the token signer. */
export interface SessionIssuer {
  db: DbExecutor;
  tokens: AppContext['tokens'];
}

async function issuePair(
  ctx: SessionIssuer,
  user: UserRow,
  sessionId: string,
  accessTtlSeconds?: number,
): Promise<TokenPair> {
  const refresh = randomToken();
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      token_hash: sha256(refresh),
      session_id: sessionId,
      expires_at: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    })
    .execute();
  return { access: await ctx.tokens.sign(user, sessionId, accessTtlSeconds), refresh };
}

export async function signIn(
  ctx: SessionIssuer,
  user: UserRow,
  accessTtlSeconds?: number,
): Promise<TokenPair> {
  const sessionId = randomId('sid');
  await ctx.db.insertInto('sessions').values({ id: sessionId, user_id: user.id }).execute();
  return issuePair(ctx, user, sessionId, accessTtlSeconds);
}

export async function rotateRefreshToken(
  ctx: AppContext,
  refreshToken: string,
): Promise<TokenPair> {
  const hash = sha256(refreshToken);
  // Claim the token atomically: of two concurrent refreshes with it, one wins.
  const claimed = await ctx.db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning(['session_id', 'expires_at'])
    .executeTakeFirst();
  if (!claimed) {
    const known = await ctx.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!known) throw unauthorized('Invalid refresh token');
    await ctx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', known.session_id)
      .where('revoked_at', 'is', null)
      .execute();
    throw unauthorized('Refresh token reused');
  }
  if (claimed.expires_at.getTime() <= Date.now()) throw unauthorized('Refresh token expired');
  const session = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.revoked_at')
    .where('sessions.id', '=', claimed.session_id)
    .executeTakeFirst();
  if (!session || session.revoked_at) throw unauthorized('Refresh token revoked');
  const { revoked_at: _revoked, ...user } = session;
  return issuePair(ctx, user, claimed.session_id);
}
