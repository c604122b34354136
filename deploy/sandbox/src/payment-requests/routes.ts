// /v1/paymentRequests (spec 002 "Single payments"). The link is the capability: ids carry 128
// random bits, and a guest session (made by the single-payment page) holding the link may read it;
// a registered shopper only reads their own (by user id, or by e-mail once that e-mail is proven),
// anyone else's is 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { toPaymentRequest } from './payment-request-view';

export function registerPaymentRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>(
    '/paymentRequests/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const row = await ctx.db
        .selectFrom('payment_requests')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      // What is addressed to an e-mail is nobody's until that e-mail is proven (issue 10).
      const owner =
        auth.emailVerified &&
        (row.user_id === auth.userId ||
          (auth.email !== null && row.user_email.toLowerCase() === auth.email.toLowerCase()));
      if (!auth.isGuest && !owner) throw notFound();
      return send(reply, toPaymentRequest(row));
    },
  );
}
