// /v1 issue 4 login links a merchant sends: what a link says (decodeUser) and the bypass sign-in
// it gives, once (issue 36). Errors and messages: API.md "Auth".
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { unauthorized } from '../http/errors';
import { findUserByEmail, signInUserFor } from './accounts';
import { proveEmailTelling, tellingRemovedPassword } from './email-proof';
import { claimLoginLink, readLoginLink } from './login-links';
import { text } from './session-fields';
import { signIn } from './sign-in';
import { joinStore } from './store-access';
import { AUTH_MESSAGES } from './validation';

export function registerLoginLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { token: string } }>(
    '/auth/decodeUser',
    {
      schema: {
        querystring: { type: 'object', required: ['token'], properties: { token: text(500) } },
      },
    },
    async (request, reply) => {
      const link = await readLoginLink(ctx.db, request.query.token);
      const user = await findUserByEmail(ctx.db, link.email);
      return send(reply, {
        type: link.type,
        email: link.email,
        userId: user && !user.is_guest ? user.id : null,
        storeId: link.store_id,
        callbackUrl: link.callback_url,
        errorUrl: link.error_url,
      });
    },
  );

  app.post<{ Body: { bypass: string } }>(
    '/auth/bypass',
    {
      schema: { body: { type: 'object', required: ['bypass'], properties: { bypass: text(500) } } },
    },
    async (request, reply) => {
      const link = await readLoginLink(ctx.db, request.body.bypass);
      if (link.type !== 'bypass') throw unauthorized(AUTH_MESSAGES.invalidToken);
      const tokens = await ctx.db.transaction().execute(async (trx) => {
        await claimLoginLink(trx, link.token_hash); // once (issue 36)
        const user = await signInUserFor(trx, link.email);
        // The merchant vouches for the e-mail it sent the link to: it enters and proves it.
        await joinStore(trx, user.id, link.store_id);
        const proof = await proveEmailTelling(trx, ctx.secret, user);
        const tokens = await signIn({ db: trx, tokens: ctx.tokens }, proof.user);
        return tellingRemovedPassword(tokens, proof.passwordRemoved);
      });
      return send(reply, {
        ...tokens,
        callbackUrl: link.callback_url,
        errorUrl: link.error_url,
      });
    },
  );
}
