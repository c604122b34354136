// Checkout scenes (API.md "Sandbox-only"): a card for a shopper without walking the inscription
// page (e.g. the declining test card ending in 0002), and the charges a checkout made, so a test
// can count them.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { storeByName } from '../auth/accounts';
import { toCard } from '../cards/card-view';
import { send } from '../http/envelope';
import { randomId } from '../ids';
import { sceneUser } from './scene-user';
import { idField, requiredIds } from '../http/schema';

export function registerCheckoutScenes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{
    Body: { email: string; storeName: string; number: string; brand?: string; type?: string };
  }>(
    '/sandbox/cards',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeName', 'number'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            storeName: idField,
            number: { type: 'string', pattern: '^[0-9 ]{4,23}$' },
            brand: { type: 'string', enum: ['Visa', 'RedCompra', 'MasterCard'] },
            type: { type: 'string', enum: ['Credit', 'Debit', 'Prepaid'] },
          },
        },
      },
    },
    async (request, reply) => {
      const { email, storeName, number, brand = 'Visa', type = 'Credit' } = request.body;
      const store = await storeByName(ctx, storeName);
      const user = await sceneUser(ctx, email, store.id);
      const row = await ctx.db
        .insertInto('cards')
        .values({
          id: randomId('card'),
          store_id: store.id,
          user_id: user.id,
          brand,
          type,
          digits: number.replace(/ /g, '').slice(-4),
          created_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toCard(row), 201);
    },
  );

  app.get<{ Querystring: { userId: string } }>(
    '/sandbox/transactions',
    {
      schema: {
        querystring: requiredIds('userId'),
      },
    },
    async (request, reply) => {
      const rows = await ctx.db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', request.query.userId)
        .orderBy('created_at')
        .execute();
      return send(
        reply,
        rows.map((row) => ({
          _id: row.id,
          storeId: row.store_id,
          userId: row.user_id,
          cardId: row.card_id,
          kind: row.kind,
          status: row.status,
          amount: row.amount,
          currency: row.currency,
          issuerFees: row.issuer_fees,
          subscriptionIds: row.subscription_ids,
          deliveryIds: row.delivery_ids,
          createdAt: row.created_at,
        })),
      );
    },
  );
}
