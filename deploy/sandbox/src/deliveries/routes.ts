// /v1/deliveries: the orders of single purchases (spec 002 §3 Delivery, §7 "Orders": get by id,
// list by storeId and userId, default limit 100). Owner only: another shopper's → 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { pageOf, pagingQuery, type PagingParams } from '../http/paging';
import { toDelivery } from './delivery-view';
import { idField as id } from '../http/schema';

const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const listQuery = {
  type: 'object',
  required: ['userId', 'storeId'],
  properties: { userId: id, storeId: id, ...pagingQuery(100, 100) },
} as const;

interface ListQuery extends PagingParams {
  userId: string;
  storeId: string;
}

export function registerDeliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Spec 002 §7 names them `delivery/` and `delivery/{id}`: the SDK's paths; the plural stays as an
  // alias (API.md "Paths the seeds name").
  for (const base of ['/delivery', '/deliveries']) {
    app.get<{ Querystring: ListQuery }>(
      base,
      { schema: { querystring: listQuery } },
      async (request, reply) => {
        const auth = await requireUser(ctx, request);
        const { userId, storeId } = request.query;
        if (auth.userId !== userId) throw notFound();
        const query = ctx.db
          .selectFrom('deliveries')
          .where('user_id', '=', userId)
          .where('store_id', '=', storeId);
        const list = await pageOf(query, request.query, {
          rows: (filtered) =>
            filtered.selectAll().orderBy('created_at', 'desc').orderBy('delivery_number', 'desc'),
          docs: (rows) => {
            const urls = ctx.urls();
            return rows.map((row) => toDelivery(row, urls));
          },
        });
        return send(reply, list);
      },
    );

    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { schema: { params: idParams } },
      async (request, reply) => {
        const auth = await requireUser(ctx, request);
        const row = await ctx.db
          .selectFrom('deliveries')
          .selectAll()
          .where('id', '=', request.params.id)
          .where('user_id', '=', auth.userId)
          .executeTakeFirst();
        if (!row) throw notFound('Delivery not found');
        return send(reply, toDelivery(row, ctx.urls()));
      },
    );
  }
}
