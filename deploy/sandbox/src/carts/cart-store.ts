// Carts: found by user when a userId is given (adopting the guest's cart the first time), else by
// guestId; lines are priced on every read from the current product by the price engine
// (pricing/cart-line-price.ts), so price, promotion and stock changes show at once.
import type { Selectable } from 'kysely';
import type { CartsTable, Db, DbExecutor } from '../db/schema/index';
import { lockKey } from '../db/advisory-lock';
import { resolveUrls, type PublicUrls } from '../config/public-urls';
import { randomId } from '../ids';
import { priceOrder } from '@storefront/domain/pricing';
import { priceCartLine } from '../pricing/cart-line-price';

export interface CartKey {
  storeId: string;
  guestId: string;
  userId?: string;
}

type CartRow = Selectable<CartsTable>;

export async function findCart(db: DbExecutor, key: CartKey): Promise<CartRow | undefined> {
  if (key.userId) {
    const byUser = await db
      .selectFrom('carts')
      .selectAll()
      .where('store_id', '=', key.storeId)
      .where('user_id', '=', key.userId)
      .executeTakeFirst();
    if (byUser) return byUser;
  }
  return db
    .selectFrom('carts')
    .selectAll()
    .where('store_id', '=', key.storeId)
    .where('guest_id', '=', key.guestId)
    .where('user_id', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
}

/**
 * Queues every change to this shopper's cart of the store until the transaction ends: two tabs
 * adding at once must not both create a cart, nor both read a quantity and write it back. The
 * user's key comes before the guest's everywhere (adoption and mergeCarts take both), so two
 * requests never wait on each other in a circle.
 */
export async function lockCart(trx: DbExecutor, key: CartKey): Promise<void> {
  if (key.userId) await lockKey(trx, `cart:${key.storeId}:user:${key.userId}`);
  await lockKey(trx, `cart:${key.storeId}:guest:${key.guestId}`);
}

/** The shopper's cart, created or adopted if need be, in a transaction of its own. */
export const openCart = (db: Db, key: CartKey): Promise<CartRow> =>
  db.transaction().execute(async (trx) => {
    await lockCart(trx, key);
    return getOrCreateCart(trx, key);
  });

/** Finds, adopts or creates the cart; the caller holds lockCart in its transaction. */
export async function getOrCreateCart(db: DbExecutor, key: CartKey): Promise<CartRow> {
  const found = await findCart(db, key);
  if (found && (found.user_id || !key.userId)) return found;
  if (found && key.userId) {
    // The guest's cart becomes the user's when they sign in (userId "added when logged in").
    return db
      .updateTable('carts')
      .set({ user_id: key.userId, updated_at: new Date() })
      .where('id', '=', found.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('carts')
    .values({ id: randomId('cart'), store_id: key.storeId, guest_id: key.guestId, user_id: key.userId ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const touchCart = (db: DbExecutor, cartId: string) =>
  db.updateTable('carts').set({ updated_at: new Date() }).where('id', '=', cartId).execute();

export async function countLines(db: Db, cartId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A cart's lines, in order, with what the price engine and both readers need of their product. */
export function cartLineRows(db: DbExecutor, cartId: string) {
  return db
    .selectFrom('cart_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.product_id',
      'l.quantity',
      'l.billing_type',
      'l.labels',
      'l.expiration_cycles',
      'l.base_payday',
      'l.custom_price',
      'p.name',
      'p.sku',
      'p.currency',
      'p.active',
      'p.hidden',
      'p.stock',
      'p.product_family_id',
      'p.doc',
    ])
    .where('l.cart_id', '=', cartId)
    .orderBy('l.position')
    .execute();
}

export async function cartView(db: DbExecutor, cart: CartRow, urls: PublicUrls) {
  const rows = await cartLineRows(db, cart.id);

  const products = rows.map((row) => {
    const doc = row.doc;
    const line = priceCartLine(row);
    return {
      _id: row.id,
      productId: row.product_id,
      productFamilyId: row.product_family_id,
      name: row.name,
      sku: row.sku,
      currency: row.currency,
      metadata: doc.metadata ?? {},
      singlePrice: line.unitPrice,
      // What the line costs: the promotion in effect and the quantity discount taken off.
      price: line.total,
      fullPrice: line.fullPrice,
      labels: row.labels,
      quantity: row.quantity,
      quantityDiscount: line.quantityDiscount,
      discount: line.discount,
      /** The promotion this purchase gets (null: none), as the checkout will charge it. */
      promotion: line.promotion,
      expirationCycles: row.expiration_cycles,
      basePayday: row.base_payday,
      promotions: doc.promotions ?? [],
      deliveryType: row.billing_type,
      billingType: row.billing_type,
      dimensions: doc.dimensions ?? null,
      externalId: doc.externalId ?? null,
      subProducts: doc.subProducts ?? [],
      imageUrl: doc.imageUrl ?? null,
      stock: row.stock,
      quantifiable: doc.quantifiable !== false,
      priceDefinedByUser: Boolean(doc.priceDefinedByUser),
      quantityDiscounts: doc.quantityDiscounts ?? [],
    };
  });

  const currency = products[0]?.currency ?? 'clp';
  const sum = (values: number[]) => priceOrder(values, 0, currency).products;
  return resolveUrls(
    {
      _id: cart.id,
      storeId: cart.store_id,
      guestId: cart.guest_id,
      userId: cart.user_id,
      products,
      bundles: [] as unknown[],
      productsPrice: sum(products.map((line) => line.price)),
      bundlesPrice: 0,
      productsFullPrice: sum(products.map((line) => line.fullPrice)),
      bundlesFullPrice: 0,
      updatedAt: cart.updated_at,
      totalLength: products.length,
    },
    urls,
  );
}
