// Sandbox-only payment scenes (API.md "Sandbox-only"): a merchant's payment link, and an intent's
// expiry moved so a browser test sees the countdown end without waiting ten minutes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { unguessableId } from '../ids';
import { PAYMENT_INTENT_NOT_FOUND, toPaymentIntent } from '../payments/intents/intent-view';
import { toPaymentLink } from '../payments/links/link-view';
import { idField, requiredIds } from '../http/schema';
import { storeById } from '../auth/accounts';

export function registerPaymentScenes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{
    Body: { storeId: string; price: number; description: string; currency?: 'clp' | 'uf' };
  }>(
    '/sandbox/paymentLinks',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeId', 'price', 'description'],
          properties: {
            storeId: idField,
            price: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 },
            description: { type: 'string', minLength: 1, maxLength: 500 },
            currency: { type: 'string', enum: ['clp', 'uf'] },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const store = await storeById(ctx, body.storeId);
      const row = await ctx.db
        .insertInto('payment_links')
        .values({
          id: unguessableId('pl'),
          store_id: store.id,
          price: body.price,
          currency: body.currency ?? 'clp',
          description: body.description,
          status: 'active',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toPaymentLink(row), 201);
    },
  );

  app.post<{ Params: { id: string }; Body: { seconds: number } }>(
    '/sandbox/paymentIntents/:id/expireIn',
    {
      schema: {
        params: requiredIds('id'),
        body: {
          type: 'object',
          required: ['seconds'],
          properties: { seconds: { type: 'integer', minimum: -86400, maximum: 86400 } },
        },
      },
    },
    async (request, reply) => {
      const row = await ctx.db
        .updateTable('payment_intents')
        .set({ expiration_date: new Date(Date.now() + request.body.seconds * 1000) })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(PAYMENT_INTENT_NOT_FOUND);
      return send(reply, toPaymentIntent(row));
    },
  );
}
