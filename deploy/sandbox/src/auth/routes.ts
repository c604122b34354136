// /v1/auth: login, guest login, refresh (rotation), profile. Issue 4 adds the rest of spec 000 §7.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { notFound, unauthorized } from '../http/errors';
import { requireUser } from '../http/authenticate';
import { randomId } from '../ids';
import { checkPassword } from './passwords';
import { rotateRefreshToken, signIn } from './sign-in';
import { toUser } from './user-view';

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 320 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const guestBody = {
  type: ['object', 'null'],
  properties: { guestId: { type: 'string', maxLength: 200 } },
} as const;

const refreshBody = {
  type: 'object',
  required: ['refreshToken'],
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { email: string; password: string } }>(
    '/auth/login',
    { schema: { body: loginBody } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const user = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .where('is_guest', '=', false)
        .executeTakeFirst();
      const ok = user?.password_hash ? await checkPassword(request.body.password, user.password_hash) : false;
      if (!user || !ok) throw unauthorized('Invalid credentials');
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

  app.get('/auth/profile', async (request, reply) => {
    const auth = await requireUser(ctx, request);
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirst();
    if (!user) throw notFound();
    return send(reply, toUser(user));
  });
}
