// /v1/paymentRequests (spec 002 "Single payments"). The link is the capability: ids carry 128
// random bits, and a guest session (made by the single-payment page) holding the link may read it;
// a registered shopper only reads their own (request-access.ts), anyone else's is 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { readablePaymentRequest } from './request-access';
import { toPaymentRequest } from './payment-request-view';
import { requiredIds } from '../http/schema';

export function registerPaymentRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>(
    '/paymentRequests/:id',
    {
      schema: {
        params: requiredIds('id'),
      },
    },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const row = await readablePaymentRequest(ctx.db, auth, request.params.id, {
        message: 'Not found',
      });
      return send(reply, toPaymentRequest(row));
    },
  );
}
