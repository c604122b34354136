// /v1 issue 4 password recovery: the recovery e-mail, its link checked, and the new password set
// through it. Errors and messages: API.md "Auth".
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { rotateCalendarLinks } from '../calendar/calendar-links';
import { isStoreOrigin } from '../config/store-origin';
import { send } from '../http/envelope';
import { badRequest } from '../http/errors';
import { storeById } from './accounts';
import { endSessions, proveEmail } from './email-proof';
import { hashPassword } from './passwords';
import { claimRecoverToken, liveRecoverToken, startRecovery } from './recover';
import { email, emailOf, id, text } from './session-fields';
import { signIn } from './sign-in';
import { enterStore } from './store-access';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './validation';

export function registerRecoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { email: string; storeId: string; origin: string } }>(
    '/auth/recoverPassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeId', 'origin'],
          properties: { email, storeId: id, origin: text(2000, 1) },
        },
      },
    },
    async (request, reply) => {
      const address = emailOf(request.body.email);
      const store = await storeById(ctx, request.body.storeId);
      if (!isStoreOrigin(request.body.origin, store, ctx.urls())) {
        throw badRequest(AUTH_MESSAGES.originNotAllowed, { origin: 'not the store URL' });
      }
      await startRecovery(ctx, address, store.id, request.body.origin);
      return send(reply, { sent: true });
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/auth/validateRecoverToken',
    {
      schema: {
        querystring: { type: 'object', required: ['token'], properties: { token: text(500) } },
      },
    },
    async (request, reply) => {
      const row = await liveRecoverToken(ctx.db, request.query.token);
      return send(reply, { email: row.email });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/auth/changePassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: { token: text(500), password: text(200) },
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw badRequest(AUTH_MESSAGES.passwordTooShort, {
          password: `at least ${PASSWORD_MIN_LENGTH} characters`,
        });
      }
      const live = await liveRecoverToken(ctx.db, token); // a bad token fails before the slow hash
      const passwordHash = await hashPassword(password);
      const tokens = await ctx.db.transaction().execute(async (trx) => {
        const userId = await claimRecoverToken(trx, token);
        await enterStore({ db: trx }, userId, live.store_id);
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        // The link proves the e-mail (the first proof wipes the unproven setup, email-proof.ts);
        // a new password ends every other session and moves every calendar feed URL on (issue
        // 36: whoever held the old password may hold the feed's URL too).
        await proveEmail(trx, ctx.secret, user);
        await endSessions(trx, userId);
        await rotateCalendarLinks(trx, ctx.secret, userId);
        const changed = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return signIn({ db: trx, tokens: ctx.tokens }, changed);
      });
      return send(reply, tokens);
    },
  );
}
