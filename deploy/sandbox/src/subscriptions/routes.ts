// /v1/subscriptions (spec 001 §7 "Subscription get by {id}; patch {id}"; 002 §7 list with userId,
// storeId, statuses, page, limit 100). Owner only: another shopper's subscription or list → 404.
// The patch takes, for now, only what the cart page's price-change notice writes (000 §4 "Price
// change notice on items"): `products` entries naming an item of the subscription by productId with
// `priceChange.seen` / `priceChange.userAction`. The rest of 001 §7's body (status, payday,
// quantities, contact, ...) comes with the subscription edit screens.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { paged, pagingQuery } from '../http/paging';
import { toSubscription } from './subscription-view';

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

const id = { type: 'string', minLength: 1, maxLength: 200 } as const;
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

const flag = { type: 'boolean' } as const;
const patchBody = {
  type: 'object',
  required: ['products'],
  properties: {
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['productId', 'priceChange'],
        properties: {
          productId: id,
          priceChange: {
            type: 'object',
            minProperties: 1,
            properties: { seen: flag, userAction: flag },
          },
        },
      },
    },
  },
} as const;

interface PatchBody {
  products: { productId: string; priceChange: { seen?: boolean; userAction?: boolean } }[];
}

interface ListQuery {
  userId: string;
  storeId: string;
  statuses?: string[];
  page: number;
  limit: number;
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
        .where('store_id', '=', storeId);
      if (statuses) query = query.where('status', 'in', statuses);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const urls = ctx.urls();
      return send(
        reply,
        paged(
          rows.map((row) => toSubscription(row, urls)),
          page,
          limit,
          Number(count.n),
        ),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/subscriptions/:id',
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

  app.patch<{ Params: { id: string }; Body: PatchBody }>(
    '/subscriptions/:id',
    { schema: { params: idParams, body: patchBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const changes = request.body.products;
      const named = changes.map((change) => change.productId);
      if (new Set(named).size !== named.length)
        throw badRequest('Each product may appear once', { products: 'duplicate productId' });
      const row = await ctx.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('id', '=', request.params.id)
          .where('user_id', '=', auth.userId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound('Subscription not found');
        const products = current.products.map((product) => ({ ...product }));
        for (const change of changes) {
          const index = products.findIndex((product) => product.productId === change.productId);
          const priceChange = products[index]?.priceChange;
          if (index < 0) throw badRequest('Product not in subscription', { productId: change.productId });
          if (!priceChange || typeof priceChange !== 'object' || Array.isArray(priceChange))
            throw badRequest('Product has no price change', { productId: change.productId });
          // Only the shopper's own flags; newPrice, priceDeploymentAt and optIn stay as they are.
          products[index] = { ...products[index], priceChange: { ...priceChange, ...change.priceChange } };
        }
        return trx
          .updateTable('subscriptions')
          .set({ products: JSON.stringify(products) })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return send(reply, toSubscription(row, ctx.urls()));
    },
  );
}
