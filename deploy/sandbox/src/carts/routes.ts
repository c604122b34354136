// /v1/carts (spec 000 §7 "Carts"). A guest cart needs only its guestId; a userId needs the bearer
// of that user (another user's cart is 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { authenticate, requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { randomId } from '../ids';
import { BILLING_TYPES } from '../billing/billing-types';
import {
  cartView,
  countLines,
  findCart,
  getOrCreateCart,
  lockCart,
  openCart,
  touchCart,
  type CartKey,
} from './cart-store';
import { mergeGuestCart } from './merge-carts';
import { reconcileCart } from './reconcile-cart';
import { checkBasePayday } from './base-payday-check';
import { PRODUCT_MESSAGES, userPriceError, userPriceFloor } from '@storefront/domain/pricing';
import { storeById } from '../auth/accounts';
import { idField } from '../http/schema';

const keyProps = {
  storeId: idField,
  guestId: idField,
  // Empty or null means "no user" (a guest cart), as when the SDK has no session.
  userId: { type: ['string', 'null'], maxLength: 200 },
} as const;
const keyQuery = {
  type: 'object',
  required: ['storeId', 'guestId'],
  properties: keyProps,
} as const;

const addBody = {
  type: 'object',
  required: ['storeId', 'guestId', 'product'],
  properties: {
    ...keyProps,
    product: {
      type: 'object',
      required: ['productId', 'quantity', 'billingType'],
      properties: {
        productId: idField,
        quantity: { type: 'integer', minimum: 1, maximum: 10000 },
        billingType: { type: 'string', enum: BILLING_TYPES },
        labels: { type: 'array', maxItems: 50 },
        expirationCycles: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
        basePayday: { type: ['string', 'null'], maxLength: 40 },
        price: { type: ['number', 'null'], minimum: 0 },
      },
    },
  },
} as const;

const patchBody = {
  type: 'object',
  required: ['storeId', 'guestId', 'product'],
  properties: {
    ...keyProps,
    productId: { type: 'string', maxLength: 200 },
    product: {
      type: 'object',
      required: ['productOptionId', 'quantity'],
      properties: {
        productOptionId: idField,
        quantity: { type: 'integer', minimum: 1, maximum: 10000 },
        quantityDiscount: { type: ['number', 'null'] },
        discount: { type: ['number', 'null'] },
        labels: { type: 'array', maxItems: 50 },
      },
    },
  },
} as const;

const removeBody = {
  type: 'object',
  required: ['storeId', 'guestId', 'productOptionId'],
  properties: { ...keyProps, productOptionId: idField },
} as const;

interface AddBody extends CartKey {
  product: {
    productId: string;
    quantity: number;
    billingType: string;
    labels?: unknown[];
    expirationCycles?: number | null;
    basePayday?: string | null;
    price?: number | null;
  };
}
interface PatchBody extends CartKey {
  productId?: string;
  product: { productOptionId: string; quantity: number; labels?: unknown[] };
}
interface RemoveBody extends CartKey {
  productOptionId: string;
}

/** A userId is only honoured with that user's bearer; the store must exist. */
async function checkKey(ctx: AppContext, request: FastifyRequest, key: CartKey): Promise<void> {
  if (key.userId) {
    const auth = await requireUser(ctx, request);
    if (auth.userId !== key.userId) throw notFound();
  } else {
    await authenticate(ctx, request); // a bad bearer is still a 401, so the SDK refreshes
  }
  await storeById(ctx, key.storeId);
}

const keyOf = (source: { storeId: string; guestId: string; userId?: string | null }): CartKey => ({
  storeId: source.storeId,
  guestId: source.guestId,
  userId: source.userId || undefined,
});

/** Quantity of a product already in the cart, other than the line `exceptLineId`. */
async function quantityInCart(
  db: DbExecutor,
  cartId: string,
  productId: string,
  exceptLineId?: string,
): Promise<number> {
  let query = db
    .selectFrom('cart_lines')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId);
  if (exceptLineId) query = query.where('id', '!=', exceptLineId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: CartKey }>(
    '/carts/getOrCreate',
    { schema: { querystring: keyQuery } },
    async (request, reply) => {
      const key = keyOf(request.query);
      await checkKey(ctx, request, key);
      const cart = await openCart(ctx.db, key);
      await reconcileCart(ctx.db, cart.id);
      return send(reply, await cartView(ctx.db, cart, ctx.urls()));
    },
  );

  // Bearer: the guest's cart (that guestId, no user) joins the signed-in user's cart of the store.
  app.get<{ Querystring: { storeId: string; guestId: string } }>(
    '/carts/mergeCarts',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['storeId', 'guestId'],
          properties: { storeId: keyProps.storeId, guestId: keyProps.guestId },
        },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { storeId, guestId } = request.query;
      await storeById(ctx, storeId);
      const cart = await mergeGuestCart(ctx.db, storeId, guestId, auth.userId);
      await reconcileCart(ctx.db, cart.id);
      return send(reply, await cartView(ctx.db, cart, ctx.urls()));
    },
  );

  app.get<{ Querystring: CartKey }>(
    '/carts/count',
    { schema: { querystring: keyQuery } },
    async (request, reply) => {
      const key = keyOf(request.query);
      await checkKey(ctx, request, key);
      const cart = await findCart(ctx.db, key);
      if (cart) await reconcileCart(ctx.db, cart.id);
      return send(reply, { totalLength: cart ? await countLines(ctx.db, cart.id) : 0 });
    },
  );

  app.post<{ Body: AddBody }>(
    '/carts/addProduct',
    { schema: { body: addBody } },
    async (request, reply) => {
      const key = keyOf(request.body);
      await checkKey(ctx, request, key);
      const input = request.body.product;
      const product = await ctx.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', input.productId)
        .where('store_id', '=', key.storeId)
        .executeTakeFirst();
      if (!product || !product.active || product.hidden) throw notFound('Product not found');
      const doc = product.doc;
      const prices = (doc.prices ?? {}) as Record<string, number | null>;
      if (!prices[input.billingType]) {
        throw badRequest('Billing type not available for this product', {
          'product.billingType': 'not available',
        });
      }
      if (doc.priceDefinedByUser) {
        // The product form's own rule (API.md "Prices"): whole pesos (2 decimals for uf), never
        // below the product's floor.
        const problem = userPriceError(input.price, {
          floor: userPriceFloor(
            doc as { prices?: Record<string, number | null> },
            input.billingType,
          ),
          currency: product.currency,
        });
        if (problem)
          throw badRequest(
            problem === PRODUCT_MESSAGES.amount ? 'Price is required' : 'Invalid price',
            { 'product.price': problem },
          );
      } else if (input.price !== undefined && input.price !== null) {
        throw badRequest('Price is set by the store', {
          'product.price': 'only a user-defined price takes one',
        });
      }
      if (input.basePayday) await checkBasePayday(ctx, key.storeId, input.basePayday);
      if (doc.quantifiable === false && input.quantity > 1) {
        throw badRequest('Product is not quantifiable', { 'product.quantity': 'must be 1' });
      }
      if (doc.expirable && input.billingType !== 'single' && !input.expirationCycles) {
        throw badRequest('Expiration cycles are required', {
          'product.expirationCycles': 'required',
        });
      }

      // One transaction behind the cart's lock: the quantity read, the stock check and the write
      // happen as one, so simultaneous adds add up instead of overwriting each other.
      const { removed } = await ctx.db.transaction().execute(async (trx) => {
        await lockCart(trx, key);
        let removed = false;
        const cart = await getOrCreateCart(trx, key);
        const lines = await trx
          .selectFrom('cart_lines')
          .selectAll()
          .where('cart_id', '=', cart.id)
          .execute();
        const customPrice = doc.priceDefinedByUser ? (input.price ?? null) : null;
        const labels = input.labels ?? [];
        const same = lines.find(
          (line) =>
            line.product_id === product.id &&
            line.billing_type === input.billingType &&
            sameJson(line.labels, labels) &&
            line.custom_price === customPrice,
        );
        const inCart = await quantityInCart(trx, cart.id, product.id);
        if (product.stock !== null && inCart + input.quantity > product.stock) {
          throw badRequest('Insufficient stock', {
            'product.quantity': `at most ${Math.max(0, product.stock - inCart)}`,
          });
        }

        if (same) {
          await trx
            .updateTable('cart_lines')
            .set({ quantity: same.quantity + input.quantity })
            .where('id', '=', same.id)
            .execute();
        } else {
          // One product of a family per cart: a sibling already there is replaced (spec 000 §4 Cart).
          if (product.product_family_id) {
            const siblings = await trx
              .selectFrom('cart_lines as l')
              .innerJoin('products as p', 'p.id', 'l.product_id')
              .select('l.id')
              .where('l.cart_id', '=', cart.id)
              .where('p.product_family_id', '=', product.product_family_id)
              .where('p.id', '!=', product.id)
              .execute();
            if (siblings.length) {
              await trx
                .deleteFrom('cart_lines')
                .where(
                  'id',
                  'in',
                  siblings.map((line) => line.id),
                )
                .execute();
              removed = true;
            }
          }
          await trx
            .insertInto('cart_lines')
            .values({
              id: randomId('po'),
              cart_id: cart.id,
              product_id: product.id,
              quantity: input.quantity,
              billing_type: input.billingType,
              labels: JSON.stringify(labels),
              expiration_cycles: input.expirationCycles ?? null,
              base_payday: input.basePayday ?? null,
              custom_price: customPrice,
            })
            .execute();
        }
        await touchCart(trx, cart.id);
        return { removed };
      });
      const fresh = await openCart(ctx.db, key);
      return send(reply, { cart: await cartView(ctx.db, fresh, ctx.urls()), removed });
    },
  );

  app.put<{ Body: PatchBody }>(
    '/carts/patchProduct',
    { schema: { body: patchBody } },
    async (request, reply) => {
      const key = keyOf(request.body);
      await checkKey(ctx, request, key);
      // Behind the cart's lock: the stock check counts the other lines as they stay.
      const cart = await ctx.db.transaction().execute(async (trx) => {
        await lockCart(trx, key);
        const cart = await findCart(trx, key);
        const { productOptionId, quantity, labels } = request.body.product;
        const line = cart
          ? await trx
              .selectFrom('cart_lines as l')
              .innerJoin('products as p', 'p.id', 'l.product_id')
              .select(['l.id', 'l.product_id', 'p.stock', 'p.doc'])
              .where('l.cart_id', '=', cart.id)
              .where('l.id', '=', productOptionId)
              .executeTakeFirst()
          : undefined;
        if (!cart || !line) throw notFound('Cart product not found');
        if (line.doc.quantifiable === false && quantity > 1) {
          throw badRequest('Product is not quantifiable', { 'product.quantity': 'must be 1' });
        }
        const others = await quantityInCart(trx, cart.id, line.product_id, line.id);
        if (line.stock !== null && others + quantity > line.stock) {
          throw badRequest('Insufficient stock', {
            'product.quantity': `at most ${Math.max(0, line.stock - others)}`,
          });
        }
        await trx
          .updateTable('cart_lines')
          .set(labels ? { quantity, labels: JSON.stringify(labels) } : { quantity })
          .where('id', '=', line.id)
          .execute();
        await touchCart(trx, cart.id);
        return cart;
      });
      // 000 §4: change detection runs after a patch too, so the answer is the validated cart.
      await reconcileCart(ctx.db, cart.id);
      const fresh = await openCart(ctx.db, key);
      return send(reply, await cartView(ctx.db, fresh, ctx.urls()));
    },
  );

  app.put<{ Body: RemoveBody }>(
    '/carts/removeProduct',
    { schema: { body: removeBody } },
    async (request, reply) => {
      const key = keyOf(request.body);
      await checkKey(ctx, request, key);
      const cart = await findCart(ctx.db, key);
      if (!cart) throw notFound('Cart product not found');
      const deleted = await ctx.db
        .deleteFrom('cart_lines')
        .where('cart_id', '=', cart.id)
        .where('id', '=', request.body.productOptionId)
        .executeTakeFirst();
      if (!Number(deleted.numDeletedRows)) throw notFound('Cart product not found');
      await touchCart(ctx.db, cart.id);
      await reconcileCart(ctx.db, cart.id);
      const fresh = await openCart(ctx.db, key);
      return send(reply, await cartView(ctx.db, fresh, ctx.urls()));
    },
  );
}
