// Product scenes for cart-validation tests (API.md "Sandbox-only"): take a product off sale, or
// copy one into a throwaway store (POST /sandbox/stores/clone has no catalogue) so a test can
// change its stock or state without other tests seeing it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { storeByName } from '../auth/accounts';
import { toProduct } from '../catalog/product-view';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { randomId } from '../ids';
import { requiredIds } from '../http/schema';

export function registerProductScenes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: string }; Body: { active?: boolean; hidden?: boolean } }>(
    '/sandbox/products/:id/state',
    {
      schema: {
        body: {
          type: 'object',
          minProperties: 1,
          properties: { active: { type: 'boolean' }, hidden: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const row = await ctx.db
        .updateTable('products')
        .set(request.body)
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return send(reply, toProduct(row, ctx.urls()));
    },
  );

  app.post<{ Params: { id: string }; Body: { storeName: string } }>(
    '/sandbox/products/:id/copy',
    {
      schema: {
        body: requiredIds('storeName'),
      },
    },
    async (request, reply) => {
      const store = await storeByName(ctx, request.body.storeName);
      const source = await ctx.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!source) throw notFound();
      // The price in pesos is generated (migration 0016): the copy computes its own.
      const { sort_price: _generated, ...copied } = source;
      const last = await ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      const row = await ctx.db
        .insertInto('products')
        .values({
          ...copied,
          id: randomId('p'),
          store_id: store.id,
          // The copy keeps no category of the source store; the catalogue lists it uncategorised.
          category_id: null,
          doc: JSON.stringify(source.doc),
          position: Number(last?.position ?? 0) + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toProduct(row, ctx.urls()), 201);
    },
  );
}
