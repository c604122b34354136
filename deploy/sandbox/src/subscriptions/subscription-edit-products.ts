// The products part of a subscription edit (subscription-edit.ts): price-change flags and consents,
// quantities, removals and additions, with the stock they take or give back, under the products'
// row locks in id order (the checkout's order).
import type { Transaction } from 'kysely';
import type { Database, JsonObject } from '../db/schema/index';
import {
  promotionForPurchase,
  quantityDiscountFor,
  startUserPromotion,
  type OfferedPromotion,
} from '@storefront/domain/pricing';
import { unitPriceOf } from '../pricing/cart-line-price';
import { badRequest } from '../http/errors';
import type { SubscriptionRow } from './owned-subscription';
import type { EditProduct } from './subscription-edit-body';

type Trx = Transaction<Database>;

/** 001 §5 "Subscription edit save": "at least one product: 'La selección no puede estar vacía'". */
export const EMPTY_SELECTION = 'La selección no puede estar vacía';
/** 001 §5 Product dialog: quantity "at most available stock (... in edit mode the full stock)". */
export const NOT_ENOUGH_STOCK =
  'La cantidad seleccionada no es válida o el producto no tiene stock suficiente';

export type Item = JsonObject & { productId: string; quantity: number; price: number };

export interface Consent {
  productId: string;
  name: string;
  optIn: boolean;
  newPrice: number;
  priceDeploymentAt: string | null;
}

export const asObject = (value: unknown): JsonObject | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;

/** Applies the products part: flags, quantities, removals and additions, with the stock moves. */
export async function editProducts(
  trx: Trx,
  row: SubscriptionRow,
  changes: EditProduct[],
  now: Date,
): Promise<{ products: Item[]; consents: Consent[]; changedPrice: boolean }> {
  const named = changes.map((change) => change.productId);
  if (new Set(named).size !== named.length)
    throw badRequest('Each product may appear once', { products: 'duplicate productId' });
  const products = (row.products as Item[]).map((product) => ({ ...product }));
  const before = new Map(products.map((product) => [product.productId, product.quantity]));
  const consents: Consent[] = [];
  const added: EditProduct[] = [];

  for (const change of changes) {
    const index = products.findIndex((product) => product.productId === change.productId);
    if (index < 0) {
      // Only a quantity adds an item: flags name an item that is already there.
      if (change.quantity === undefined || change.priceChange)
        throw badRequest('Product not in subscription', { productId: change.productId });
      if (change.quantity === 0)
        throw badRequest('Product not in subscription', { productId: change.productId });
      added.push(change);
      continue;
    }
    const item = products[index]!;
    if (change.priceChange) {
      const priceChange = asObject(item.priceChange);
      if (!priceChange)
        throw badRequest('Product has no price change', { productId: change.productId });
      const { optIn } = change.priceChange;
      // 001 §4 "On means it stays subscribed; off means the item is removed and not charged in the
      // next period": a change of answer is a consent given or withdrawn, kept with its date.
      if (optIn !== undefined && optIn !== (priceChange.optIn !== false)) {
        consents.push({
          productId: item.productId,
          name: String(item.name ?? ''),
          optIn,
          newPrice: Number(priceChange.newPrice),
          priceDeploymentAt:
            typeof priceChange.priceDeploymentAt === 'string'
              ? priceChange.priceDeploymentAt
              : null,
        });
      }
      item.priceChange = { ...priceChange, ...change.priceChange };
    }
    if (change.quantity !== undefined) item.quantity = change.quantity;
  }

  let kept = products.filter((product) => product.quantity > 0);
  const productIds = [
    ...new Set([...products.map((p) => p.productId), ...added.map((a) => a.productId)]),
  ];
  // Products in id order, the checkout's order, so an edit and a checkout never deadlock.
  const catalogue = await trx
    .selectFrom('products')
    .select(['id', 'store_id', 'name', 'sku', 'stock', 'active', 'hidden', 'currency', 'doc'])
    .where('id', 'in', productIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const productOf = new Map(catalogue.map((product) => [product.id, product]));
  const billingType = String(row.doc.billingType ?? 'single');

  for (const change of added) {
    const product = productOf.get(change.productId);
    const unit = product ? unitPriceOf(product.doc, billingType, null) : 0;
    if (
      !product ||
      product.store_id !== row.store_id ||
      !product.active ||
      product.hidden ||
      product.currency !== row.currency ||
      product.doc.priceDefinedByUser ||
      unit <= 0
    )
      throw badRequest('Product not found', {
        productId: `${change.productId}: not one of the store's products for ${billingType}`,
      });
    // An added product is a purchase: it starts the promotion a purchase of it gets (API.md
    // "Promotions"); its total is priced with the rest below.
    const promotion = promotionForPurchase(
      (product.doc.promotions as OfferedPromotion[] | undefined) ?? [],
      billingType,
    );
    kept.push({
      productId: product.id,
      productOptionId: null,
      parentProductId: null,
      name: product.name,
      sku: product.sku,
      quantity: change.quantity!,
      price: unit,
      quantityDiscount: 0,
      totalPrice: 0,
      labels: [],
      promotions: promotion ? [startUserPromotion(promotion, now)] : [],
      product: {
        imageUrl: (product.doc.imageUrl as string | undefined) ?? null,
        stock: null,
        fullStock: null,
      },
    });
  }
  if (!kept.length)
    throw badRequest(EMPTY_SELECTION, { products: 'the subscription cannot be empty' });

  // Stock moves by the difference: more units are taken (at most the full stock, stock + what the
  // item already holds), fewer or a removal give units back.
  const after = new Map(kept.map((item) => [item.productId, item.quantity]));
  const stockAfter = new Map<string, number | null>();
  let changedPrice = false;
  for (const productId of productIds) {
    const delta = (after.get(productId) ?? 0) - (before.get(productId) ?? 0);
    const product = productOf.get(productId);
    if (delta !== 0) changedPrice = true;
    if (!product || product.stock === null) {
      stockAfter.set(productId, null);
      continue;
    }
    if (delta > product.stock)
      throw badRequest(NOT_ENOUGH_STOCK, {
        [productId]: `at most ${product.stock + (before.get(productId) ?? 0)}`,
      });
    if (delta !== 0)
      await trx
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', delta) }))
        .where('id', '=', productId)
        .execute();
    stockAfter.set(productId, product.stock - delta);
  }

  kept = kept.map((item) => {
    if ((before.get(item.productId) ?? 0) === item.quantity) return item;
    const product = productOf.get(item.productId);
    const discount = quantityDiscountFor(
      product?.doc.quantityDiscounts as number[] | undefined,
      item.quantity,
    );
    const stock = stockAfter.get(item.productId) ?? null;
    return {
      ...item,
      // The line's total is the engine's, with the rest (cyclePrice in editSubscription).
      quantityDiscount: discount,
      product: {
        ...(asObject(item.product) ?? {}),
        stock,
        fullStock: stock === null ? null : stock + item.quantity,
      },
    };
  });
  return { products: kept, consents, changedPrice };
}
