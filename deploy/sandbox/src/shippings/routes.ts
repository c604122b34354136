// /v1/shippings (spec 001 §7 "GET shippings/getPrice", "GET shippings/{id}"). A quote holds
// nothing personal (store, commune, amount), so any bearer may read any quote; the bearer is
// asked for only so anonymous callers cannot fill the table. The id is a hash of the quote: the
// same question gives the same row (no growth when the checkout asks again), and asking renews
// it. A quote prices one store, commune, currency and amount, for SHIPPING_QUOTE_TTL_MS: checkout
// and the subscription edit refuse it for another cart amount or address, or once it expired.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { sha256 } from '../ids';
import { isCovered, shippingPrice, type ShippingRates } from './shipping-price';
import { toShipping } from './shipping-view';
import { idField, requiredIds } from '../http/schema';

export const SHIPPING_CURRENCIES = ['clp', 'uf'] as const;
export const OUTSIDE_COVERAGE = 'Commune outside delivery coverage';
export const SHIPPING_EXPIRED = 'Shipping quote expired';
/** A quote is good for this long after it was last asked for (API.md "Shipping"). */
export const SHIPPING_QUOTE_TTL_MS = 30 * 60_000;

/** Whether a quote (asked at `created_at`, refreshed by asking again) is too old to pay with. */
export const quoteExpired = (quote: { created_at: Date }, now: Date) =>
  now.getTime() - new Date(quote.created_at).getTime() > SHIPPING_QUOTE_TTL_MS;

interface PriceQuery {
  storeId: string;
  commune: string;
  currency: (typeof SHIPPING_CURRENCIES)[number];
  amount: number;
}

const priceQuery = {
  type: 'object',
  required: ['storeId', 'commune', 'currency', 'amount'],
  properties: {
    storeId: idField,
    commune: { type: 'string', minLength: 1, maxLength: 100 },
    currency: { type: 'string', enum: SHIPPING_CURRENCIES },
    amount: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
  },
} as const;

const idParams = requiredIds('id');

export function registerShippingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: PriceQuery }>(
    '/shippings/getPrice',
    { schema: { querystring: priceQuery } },
    async (request, reply) => {
      await requireUser(ctx, request);
      const { storeId, currency, amount } = request.query;
      const commune = request.query.commune.trim();
      if (!commune) throw badRequest('Invalid commune', { commune: 'required' });
      const store = await ctx.db
        .selectFrom('stores')
        .innerJoin('policies', 'policies.store_id', 'stores.id')
        .select(['stores.id', 'stores.doc as storeDoc', 'policies.doc as policyDoc'])
        .where('stores.id', '=', storeId)
        .executeTakeFirst();
      if (!store) throw notFound('Store not found');
      const coverage = store.policyDoc.deliveryCoveragePolicy as
        { deliverableCommunes?: string[] } | undefined;
      if (!isCovered(commune, coverage?.deliverableCommunes)) {
        throw badRequest(OUTSIDE_COVERAGE, { commune: 'outside the store’s deliverableCommunes' });
      }
      const price = shippingPrice(
        store.storeDoc.shippingRates as ShippingRates | undefined,
        currency,
        amount,
      );
      const id = `ship-${sha256(JSON.stringify([storeId, commune, currency, amount, price])).slice(0, 24)}`;
      await ctx.db
        .insertInto('shippings')
        .values({ id, store_id: storeId, commune, currency, amount, price, created_at: new Date() })
        // Asking again renews the quote's time (it expires SHIPPING_QUOTE_TTL_MS later).
        .onConflict((oc) => oc.column('id').doUpdateSet({ created_at: new Date() }))
        .execute();
      const row = await ctx.db
        .selectFrom('shippings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return send(reply, toShipping(row));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/shippings/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      await requireUser(ctx, request);
      const row = await ctx.db
        .selectFrom('shippings')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('Shipping not found');
      return send(reply, toShipping(row));
    },
  );
}
