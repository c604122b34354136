// /v1/catalog and /v1/categories: the public catalogue (spec 000 §7 "Catalogue").
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { paged, pagingQuery } from '../http/paging';
import { commaList } from '../text';
import { buildTree, loadCategories } from './category-tree';
import { decodeCursor, MAX_CURSOR_LENGTH } from './product-cursor';
import { productBySkuOrIdQuery, productBySkuQuery } from './product-lookup';
import { searchProducts } from './product-search';
import { PRODUCT_SORTS, type ProductSort } from './product-sorts';
import { toProduct } from './product-view';
import { idField } from '../http/schema';

const storeIdProp = { storeId: { type: 'string', minLength: 1, maxLength: 200 } } as const;
const storeQuery = { type: 'object', required: ['storeId'], properties: storeIdProp } as const;

const listQuery = {
  type: 'object',
  required: ['storeId'],
  properties: {
    ...storeIdProp,
    ...pagingQuery(100, 100),
    after: { type: 'string', minLength: 1, maxLength: MAX_CURSOR_LENGTH },
    search: { type: 'string', maxLength: 200 },
    sort: { type: 'string', enum: PRODUCT_SORTS, default: 'defaultPrice' },
    categories: { type: 'string', maxLength: 2000 },
    brands: { type: 'string', maxLength: 2000 },
    active: { type: 'boolean' },
  },
} as const;

interface ListQuery {
  storeId: string;
  page: number;
  limit: number;
  after?: string;
  search?: string;
  sort: ProductSort;
  categories?: string;
  brands?: string;
  active?: boolean;
}

const valueParams = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: idField },
  }) as const;

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/catalog/products',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const q = request.query;
      const found = await searchProducts(ctx.db, {
        storeId: q.storeId,
        page: q.page,
        limit: q.limit,
        after: q.after === undefined ? undefined : decodeCursor(q.after, q.sort),
        search: q.search,
        sort: q.sort,
        categories: commaList(q.categories),
        brands: commaList(q.brands),
        active: q.active,
      });
      const urls = ctx.urls();
      const docs = found.rows.map((row) => toProduct(row, urls));
      return send(reply, {
        ...paged(docs, found.page, q.limit, found.totalDocs),
        hasMore: found.hasMore,
        nextCursor: found.nextCursor,
      });
    },
  );

  app.get<{ Params: { sku: string }; Querystring: { storeId: string } }>(
    '/catalog/products/sku/:sku',
    { schema: { params: valueParams('sku'), querystring: storeQuery } },
    async (request, reply) => {
      const row = await productBySkuQuery(ctx.db, request.query.storeId, request.params.sku).executeTakeFirst();
      if (!row) throw notFound();
      return send(reply, toProduct(row, ctx.urls()));
    },
  );

  app.get<{ Params: { value: string }; Querystring: { storeId: string } }>(
    '/catalog/products/skuOrId/:value',
    { schema: { params: valueParams('value'), querystring: storeQuery } },
    async (request, reply) => {
      const row = await productBySkuOrIdQuery(ctx.db, request.query.storeId, request.params.value).executeTakeFirst();
      if (!row) throw notFound();
      return send(reply, toProduct(row, ctx.urls()));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { storeId?: string } }>(
    '/catalog/products/:id',
    { schema: { params: valueParams('id'), querystring: { type: 'object', properties: storeIdProp } } },
    async (request, reply) => {
      let query = ctx.db.selectFrom('products').selectAll().where('id', '=', request.params.id);
      if (request.query.storeId) query = query.where('store_id', '=', request.query.storeId);
      const row = await query.executeTakeFirst();
      if (!row) throw notFound();
      return send(reply, toProduct(row, ctx.urls()));
    },
  );

  app.get<{ Querystring: { storeId: string } }>(
    '/catalog/categories',
    { schema: { querystring: storeQuery } },
    async (request, reply) => {
      const rows = await loadCategories(ctx.db, request.query.storeId, true);
      return send(reply, buildTree(rows).roots);
    },
  );

  app.get<{ Querystring: { storeId: string } }>(
    '/catalog/brands',
    { schema: { querystring: storeQuery } },
    async (request, reply) => {
      const rows = await ctx.db
        .selectFrom('products')
        .select('brand')
        .distinct()
        .where('store_id', '=', request.query.storeId)
        .where('active', '=', true)
        .where('hidden', '=', false)
        .orderBy('brand')
        .execute();
      return send(reply, rows.map((row) => row.brand));
    },
  );

  app.get<{ Querystring: { storeId: string; onlyRoots?: boolean; onlyActive?: boolean } }>(
    '/categories',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['storeId'],
          properties: { ...storeIdProp, onlyRoots: { type: 'boolean' }, onlyActive: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const { storeId, onlyRoots = false, onlyActive = false } = request.query;
      const tree = buildTree(await loadCategories(ctx.db, storeId, onlyActive));
      return send(reply, onlyRoots ? tree.roots : tree.all);
    },
  );

  app.get<{ Querystring: { storeId: string; name: string } }>(
    '/categories/name',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['storeId', 'name'],
          properties: { ...storeIdProp, name: idField },
        },
      },
    },
    async (request, reply) => {
      const { storeId, name } = request.query;
      const category = await ctx.db
        .selectFrom('categories')
        .select('id')
        .where('store_id', '=', storeId)
        .where('name', '=', name)
        .executeTakeFirst();
      if (!category) throw notFound();
      const children = await ctx.db
        .selectFrom('categories')
        .select('name')
        .where('parent_id', '=', category.id)
        .orderBy('position')
        .orderBy('name')
        .execute();
      return send(reply, { name, children: children.map((child) => child.name) });
    },
  );
}
