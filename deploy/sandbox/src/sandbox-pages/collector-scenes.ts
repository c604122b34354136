// Sandbox-only reads for issue 11's tests (API.md "Sandbox-only"): what the analytics collector
// received, and the CLP 50 verification charge of a card.
import type { FastifyInstance } from 'fastify';
import { toVerification } from '../cards/card-verification';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';

const text = { type: 'string', minLength: 1, maxLength: 200 } as const;
const MAX_EVENTS = 1_000;

export function registerCollectorScenes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { storeId?: string; event?: string; type?: string; userId?: string } }>(
    '/sandbox/analytics',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { storeId: text, event: text, type: text, userId: text },
        },
      },
    },
    async (request, reply) => {
      const { storeId, event, type, userId } = request.query;
      let query = ctx.db.selectFrom('analytics_events').selectAll();
      if (storeId) query = query.where('store_id', '=', storeId);
      if (event) query = query.where('event', '=', event);
      if (type) query = query.where('type', '=', type as 'track');
      if (userId) query = query.where('user_id', '=', userId);
      // In the order received (oldest first), the latest MAX_EVENTS.
      const rows = await query.orderBy('id', 'desc').limit(MAX_EVENTS).execute();
      return send(
        reply,
        rows.reverse().map((row) => ({
          _id: String(row.id),
          storeId: row.store_id,
          type: row.type,
          event: row.event,
          userId: row.user_id,
          anonymousId: row.anonymous_id,
          properties: row.properties,
          receivedAt: row.received_at.toISOString(),
        })),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sandbox/cards/:id/verification',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: text } } } },
    async (request, reply) => {
      const row = await ctx.db
        .selectFrom('card_verifications')
        .selectAll()
        .where('card_id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('No verification charge for this card');
      return send(reply, toVerification(row));
    },
  );
}
