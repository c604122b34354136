// /v1/subscriptions (spec 001 §7 "Subscription get by {id}; patch {id}"; 002 §7 list with userId,
// storeId, statuses, page, limit 100). Owner only: another shopper's subscription or list → 404.
// The patch (subscription-edit.ts) is the edit screen's save and the cart page's price-change flags;
// priceConsents lists the price-change answers it recorded.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { CHARGE_ID_OF_ROW } from './instalments';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { paged, pageOf, pagingQuery, type PagingParams } from '../http/paging';
import { ownedSubscription } from './owned-subscription';
import { editSubscription } from './subscription-edit';
import { editBodySchema, type EditBody } from './subscription-edit-body';
import { toPriceConsent } from './price-consent-view';
import { toSubscription } from './subscription-view';
import { idField as id } from '../http/schema';

/** Spec 001 §4 "Subscription statuses". */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'paused',
  'failed attempt 1',
  'failed attempt 2',
  'failed attempt 3',
  'failed',
  'canceled',
  'completed',
  'no renewal',
  'awaiting response',
] as const;

const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const listQuery = {
  type: 'object',
  required: ['userId', 'storeId'],
  properties: {
    userId: id,
    storeId: id,
    // A comma list ("active,paused") or the parameter repeated; each name is checked below.
    statuses: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 300 } },
    ...pagingQuery(100, 100),
  },
} as const;

interface ListQuery extends PagingParams {
  userId: string;
  storeId: string;
  statuses?: string[];
}

/** Splits comma lists and keeps known statuses; undefined = no filter. */
export function statusFilter(
  values: string[] | undefined,
  known: readonly string[],
): string[] | undefined {
  if (!values?.length) return undefined;
  const names = values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) return undefined;
  return names.filter((name) => known.includes(name));
}

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/subscriptions',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { userId, storeId, page, limit } = request.query;
      if (auth.userId !== userId) throw notFound();
      const statuses = statusFilter(request.query.statuses, SUBSCRIPTION_STATUSES);
      if (statuses && !statuses.length) return send(reply, paged([], page, limit, 0));
      let query = ctx.db
        .selectFrom('subscriptions')
        .where('user_id', '=', userId)
        .where('store_id', '=', storeId)
        // Instalments are the charges panel's (GET /charges/{id}), not the shopper's subscriptions.
        .where(CHARGE_ID_OF_ROW, 'is', null);
      if (statuses) query = query.where('status', 'in', statuses);
      const list = await pageOf(query, request.query, {
        rows: (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id'),
        docs: (rows) => {
          const urls = ctx.urls();
          return rows.map((row) => toSubscription(row, urls));
        },
      });
      return send(reply, list);
    },
  );

  // Spec 002 §7 names the one subscription `subscription/{id}` (GET and PATCH): the SDK's path. The
  // plural stays as an alias, like the list's (API.md "Paths the seeds name").
  for (const url of ['/subscription/:id', '/subscriptions/:id']) {
    app.get<{ Params: { id: string } }>(
      url,
      { schema: { params: idParams } },
      async (request, reply) => {
        const auth = await requireUser(ctx, request);
        const row = await ctx.db
          .selectFrom('subscriptions')
          .selectAll()
          .where('id', '=', request.params.id)
          .where('user_id', '=', auth.userId)
          .executeTakeFirst();
        if (!row) throw notFound('Subscription not found');
        return send(reply, toSubscription(row, ctx.urls()));
      },
    );

    app.patch<{ Params: { id: string }; Body: EditBody }>(
      url,
      { schema: { params: idParams, body: editBodySchema } },
      async (request, reply) => {
        const auth = await requireUser(ctx, request);
        const row = await ctx.db.transaction().execute((trx) =>
          editSubscription(trx, {
            subscriptionId: request.params.id,
            userId: auth.userId,
            body: request.body,
            now: new Date(),
          }),
        );
        return send(reply, toSubscription(row, ctx.urls()));
      },
    );
  }

  // Issue 12 "Price changes as consent": the subscription's opt-ins and opt-outs, newest first.
  app.get<{ Params: { id: string } }>(
    '/subscriptions/:id/priceConsents',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const row = await ownedSubscription(ctx.db, request.params.id, auth.userId);
      const consents = await ctx.db
        .selectFrom('price_consents')
        .selectAll()
        .where('subscription_id', '=', row.id)
        .orderBy('id', 'desc')
        .execute();
      return send(reply, consents.map(toPriceConsent));
    },
  );
}
