// /v1/auth: login, guest login, refresh (rotation), logout (issue 36), profile. Issue 4 adds the
// rest of spec 000 §7.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { notFound, unauthorized } from '../http/errors';
import { requireUser } from '../http/authenticate';
import { randomId } from '../ids';
import { storeById } from './accounts';
import { brakePasswordAttempt, passwordFailed, passwordSucceeded } from './login-brakes';
import { checkPassword, comparisonStandIn } from './passwords';
import { rotateRefreshToken, signIn } from './sign-in';
import { joinStore, mayEnter, requireMethod } from './store-access';
import { normalizeEmail } from './validation';
import { toUser } from './user-view';
import { idField } from '../http/schema';

const loginBody = {
  type: 'object',
  required: ['email', 'password', 'storeId'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 320 },
    password: idField,
    // The store signed in at: its policy decides whether passwords are taken and who may enter.
    storeId: idField,
  },
} as const;

const guestBody = {
  type: ['object', 'null'],
  properties: { guestId: { type: 'string', maxLength: 200 } },
} as const;

/** No body, `null` or `{}`: the bearer says which sign-in ends. */
const logoutBody = { type: ['object', 'null'], properties: {} } as const;

const refreshBody = {
  type: 'object',
  required: ['refreshToken'],
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { email: string; password: string; storeId: string } }>(
    '/auth/login',
    { schema: { body: loginBody } },
    async (request, reply) => {
      const { password, storeId } = request.body;
      const email = normalizeEmail(request.body.email);
      await storeById(ctx, storeId);
      await requireMethod(ctx.db, storeId, 'password');
      await brakePasswordAttempt(ctx.limits, email, request.ip);
      const user = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .where('is_guest', '=', false)
        .executeTakeFirst();
      // Same work whether or not the account exists, may enter the store or has a password.
      const admitted = await mayEnter(ctx.db, user?.id ?? '', storeId);
      const hash = user?.password_hash && admitted ? user.password_hash : null;
      const matches = await checkPassword(password, hash ?? (await comparisonStandIn()));
      if (!user || !hash || !matches) {
        await passwordFailed(ctx.limits, request.ip);
        throw unauthorized('Invalid credentials');
      }
      await passwordSucceeded(ctx.limits, email);
      await joinStore(ctx.db, user.id, storeId);
      return send(reply, await signIn(ctx, user));
    },
  );

  app.post<{ Body: { guestId?: string } | null }>(
    '/auth/guestLogin',
    { schema: { body: guestBody } },
    async (request, reply) => {
      const user = await ctx.db
        .insertInto('users')
        .values({
          id: randomId('g'),
          is_guest: true,
          guest_id: request.body?.guestId ?? null,
          addresses: '[]',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, await signIn(ctx, user), 201);
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/auth/refresh',
    { schema: { body: refreshBody } },
    async (request, reply) => send(reply, await rotateRefreshToken(ctx, request.body.refreshToken)),
  );

  // Issue 36: ends the bearer's sign-in (its `sid`): every refresh token of that family answers
  // 401 "Refresh token revoked" from now on, and its access tokens 401 at once (the bearer guard
  // checks the session). No body: the bearer names the sign-in. Guests too.
  app.post<{ Body: Record<string, never> | null }>(
    '/auth/logout',
    { schema: { body: logoutBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      await ctx.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', auth.sid)
        .where('revoked_at', 'is', null)
        .execute();
      return send(reply, { loggedOut: true });
    },
  );

  app.get('/auth/profile', async (request, reply) => {
    const auth = await requireUser(ctx, request);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    if (!user) throw notFound();
    return send(reply, toUser(user));
  });
}
