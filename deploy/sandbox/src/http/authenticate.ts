// The bearer guard: a valid, unexpired access token of a session that was not revoked, for a
// user that still exists (a reset removes run-time users).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { GUEST_NOT_ALLOWED, unauthorized } from './errors';

export interface AuthUser {
  userId: string;
  email: string | null;
  isGuest: boolean;
  /** Proven e-mail (issue 10): only then does what is addressed to that e-mail belong to the user. */
  emailVerified: boolean;
  sid: string;
}

// One check per request: the store admission hook (auth/store-scope.ts) and the handler both ask.
const checked = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/** null when no Authorization header; throws 401 for a bad one. Checked once per request. */
export function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  let found = checked.get(request);
  if (!found) {
    found = checkBearer(ctx, request);
    checked.set(request, found);
  }
  return found;
}

async function checkBearer(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const claims = await ctx.tokens.verify(match[1]);
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.is_guest', 'users.email_verified'])
    .where('sessions.id', '=', claims.sid)
    .where('sessions.user_id', '=', claims.sub)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return {
    userId: row.id,
    email: row.email,
    isGuest: row.is_guest,
    emailVerified: row.email_verified,
    sid: claims.sid,
  };
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

/** A signed-in shopper who is not a guest. */
export async function requireRegistered(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthUser> {
  const user = await requireUser(ctx, request);
  if (user.isGuest) throw unauthorized(GUEST_NOT_ALLOWED);
  return user;
}
