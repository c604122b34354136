// /v1/transactions (spec 001 §7 "GET /transactions/{id}; GET /transactions/ | page (default 1),
// limit (default 10), filters"; 002 §7 "List transactions by deliveryId and userId (docs)"). Bearer,
// owner only: another shopper's transaction or list → 404. Newest first.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { pageOf, pagingQuery, type PagingParams } from '../http/paging';
import { storedStatusesOf, toTransaction, TRANSACTION_STATUSES } from './transaction-view';
import { idField as id } from '../http/schema';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const listQuery = {
  type: 'object',
  required: ['userId'],
  properties: {
    userId: id,
    storeId: id,
    subscriptionId: id,
    deliveryId: id,
    status: { type: 'string', enum: [...TRANSACTION_STATUSES] },
    ...pagingQuery(10, 100),
  },
} as const;

interface ListQuery extends PagingParams {
  userId: string;
  storeId?: string;
  subscriptionId?: string;
  deliveryId?: string;
  status?: string;
}

export function registerTransactionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/transactions',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { userId, storeId, subscriptionId, deliveryId, status } = request.query;
      if (auth.userId !== userId) throw notFound();
      let query = ctx.db.selectFrom('transactions').where('user_id', '=', userId);
      if (storeId) query = query.where('store_id', '=', storeId);
      if (subscriptionId)
        query = query.where(
          sql<boolean>`subscription_ids @> ${JSON.stringify([subscriptionId])}::jsonb`,
        );
      if (deliveryId)
        query = query.where(sql<boolean>`delivery_ids @> ${JSON.stringify([deliveryId])}::jsonb`);
      if (status) query = query.where('status', 'in', storedStatusesOf(status));
      const list = await pageOf(query, request.query, {
        rows: (filtered) =>
          filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        docs: (rows) => rows.map(toTransaction),
      });
      return send(reply, list);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/transactions/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const row = await ctx.db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', auth.userId)
        .executeTakeFirst();
      if (!row) throw notFound(TRANSACTION_NOT_FOUND);
      return send(reply, toTransaction(row));
    },
  );
}
