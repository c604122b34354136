// GET /v1/billings/invoices/payment-intent/{paymentIntentId} (002 §7 "returns the invoice"):
// bearer, guests allowed, by the read rule of the intent's payment request; none → 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { send } from '../../http/envelope';
import { HttpError, notFound } from '../../http/errors';
import { readableIntent } from '../intents/readable-intent';
import { INVOICE_NOT_FOUND, toInvoice } from './invoice-view';
import { requiredIds } from '../../http/schema';

const params = requiredIds('paymentIntentId');

export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { paymentIntentId: string } }>(
    '/billings/invoices/payment-intent/:paymentIntentId',
    { schema: { params } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const intent = await readableIntent(ctx.db, auth, request.params.paymentIntentId).catch(
        (error: unknown) => {
          throw error instanceof HttpError ? notFound(INVOICE_NOT_FOUND) : error;
        },
      );
      const row = await ctx.db
        .selectFrom('invoices')
        .selectAll()
        .where('payment_intent_id', '=', intent.id)
        .executeTakeFirst();
      if (!row) throw notFound(INVOICE_NOT_FOUND);
      return send(reply, toInvoice(row));
    },
  );
}
