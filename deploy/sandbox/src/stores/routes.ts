// /v1/stores, /v1/templates, /v1/policies: public tenant configuration (spec 000 §7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { resolveUrls } from '../config/public-urls';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { pageOf, pagingQuery, type PagingParams } from '../http/paging';
import { toStore } from './store-view';
import { requiredIds } from '../http/schema';

interface StoreListQuery extends PagingParams {
  name?: string;
  domain?: string;
  active?: boolean;
}

const listQuery = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    domain: { type: 'string', maxLength: 300 },
    active: { type: 'boolean' },
    ...pagingQuery(100, 100),
  },
} as const;

const idParams = requiredIds('id');

export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: StoreListQuery }>('/stores', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { name, domain, active } = request.query;
    let query = ctx.db.selectFrom('stores');
    if (name) query = query.where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
    if (domain) query = query.where((eb) => eb(eb.fn('lower', ['domain']), '=', domain.trim().toLowerCase()));
    if (active !== undefined) query = query.where('active', '=', active);
    const list = await pageOf(query, request.query, {
      rows: (filtered) => filtered.selectAll().orderBy('position').orderBy('id'),
      docs: (rows) => {
        const urls = ctx.urls();
        return rows.map((row) => toStore(row, urls));
      },
    });
    return send(reply, list);
  });

  app.get<{ Params: { id: string } }>('/stores/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await ctx.db.selectFrom('stores').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound();
    return send(reply, toStore(row, ctx.urls()));
  });

  app.get<{ Params: { id: string } }>(
    '/stores/:id/availablePaymentMethods',
    { schema: { params: idParams } },
    async (request, reply) => {
      const row = await ctx.db
        .selectFrom('stores')
        .select('payment_methods')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return send(reply, row.payment_methods);
    },
  );

  app.get<{ Params: { id: string } }>('/templates/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await ctx.db.selectFrom('templates').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound();
    return send(reply, resolveUrls({ _id: row.id, ...row.doc }, ctx.urls()));
  });

  app.get<{ Params: { id: string } }>('/policies/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await ctx.db
      .selectFrom('policies')
      .selectAll()
      .where('store_id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return send(reply, { storeId: row.store_id, ...row.doc });
  });
}
