// What a subscription's next cycle costs, computed by the one price engine from the server's own
// rows (API.md "Prices"): each item at its subscribed unit price, lowered by the promotion it holds
// while that is live at the cycle's payday, then its quantity discount; plus the delivery its store
// charges for that amount (deliverable stores; shippingChargeType "once" only until the delivery
// was paid once; never for a subscription whose doc says chargesDelivery false, a merchant's fast
// checkout). The row's `price` is always this amount for its payday, so every way of paying a
// cycle (the clock, a retry or prepay, a rail) charges the same number the shopper was shown.
import {
  endedEarly,
  isPromotionLive,
  livePromotion,
  priceLine,
  priceOrder,
  usedOnce,
  userPromotionsOf,
} from '@storefront/domain/pricing';
import type { DbExecutor, JsonObject } from '../db/schema/index';
import { shippingPrice, type ShippingRates } from '../shippings/shipping-price';

/** What pricing a store's cycles needs of the store. */
export interface StorePricing {
  deliverable: boolean;
  rates: ShippingRates | undefined;
  /** subscriptionPolicy.shippingChargeType (001 §3: always or once; default always). */
  chargeType: string;
}

export async function storePricing(db: DbExecutor, storeId: string): Promise<StorePricing> {
  const row = await db
    .selectFrom('stores')
    .leftJoin('policies', 'policies.store_id', 'stores.id')
    .select(['stores.service_type', 'stores.doc as storeDoc', 'policies.doc as policy'])
    .where('stores.id', '=', storeId)
    .executeTakeFirstOrThrow();
  const policy = (row.policy ?? {}) as { subscriptionPolicy?: { shippingChargeType?: string } };
  return {
    deliverable: row.service_type === 'deliverable',
    rates: row.storeDoc.shippingRates as ShippingRates | undefined,
    chargeType: policy.subscriptionPolicy?.shippingChargeType ?? 'always',
  };
}

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** An item's line at `at`: its unit price, its live promotion, its quantity discount. */
export function priceItem(item: JsonObject, currency: string, at: Date) {
  const promotion = livePromotion(userPromotionsOf(item.promotions as unknown[] | undefined), at);
  // The item keeps the quantity discount's fraction it was priced with (000 §4: for its quantity).
  return priceLine({
    unitPrice: numberOf(item.price),
    quantity: numberOf(item.quantity),
    quantityDiscounts: [numberOf(item.quantityDiscount)],
    currency,
    promotion,
  });
}

/** Whether a row is priced from its products (a checkout's or a fast checkout's), not a charge's
 * instalment (its price is the charge's share, 002 §5). */
export const pricedFromProducts = (row: { doc: JsonObject; products: JsonObject[] }) =>
  typeof row.doc.chargeId !== 'string' && row.products.length > 0;

export interface CyclePrice {
  /** The items with each `totalPrice` as the cycle charges it. */
  products: JsonObject[];
  productsPrice: number;
  deliveryPrice: number;
  price: number;
}

/** The subscription's own shippingChargeType (kept at checkout), else its store's. */
const chargeTypeOf = (row: { doc: JsonObject }, store: StorePricing) =>
  typeof row.doc.shippingChargeType === 'string' ? row.doc.shippingChargeType : store.chargeType;

/**
 * A purchase's first shipment carries the one delivery its checkout quoted (issue 39: two
 * subscriptions bought together each charged a delivery on their first payday, more than the
 * quote). Checkout writes, on each subscription not charged at once, the delivery its first cycle
 * bears: the quote's on one of them, none on the others. Later cycles ship on their own and pay
 * their own.
 */
function quotedFirstDelivery(doc: JsonObject, at: Date): number | null {
  const quoted = doc.firstCycleDelivery as { payday?: unknown; price?: unknown } | undefined;
  if (!quoted || typeof quoted.price !== 'number') return null;
  return quoted.payday === at.toISOString().slice(0, 10) ? quoted.price : null;
}

/** The cycle at `at` (its payday) of a subscription with these items. */
export function cyclePrice(
  row: { products: JsonObject[]; currency: string; doc: JsonObject },
  store: StorePricing,
  at: Date,
): CyclePrice {
  const products = row.products.map((item) => ({
    ...item,
    totalPrice: priceItem(item, row.currency, at).total,
  }));
  const productsPrice = priceOrder(
    products.map((item) => item.totalPrice),
    0,
    row.currency,
  ).products;
  const deliveryOwed =
    store.deliverable &&
    row.doc.chargesDelivery !== false &&
    !(chargeTypeOf(row, store) === 'once' && row.doc.deliveryPaid === true);
  const deliveryPrice = deliveryOwed
    ? (quotedFirstDelivery(row.doc, at) ?? shippingPrice(store.rates, row.currency, productsPrice))
    : 0;
  return {
    products,
    productsPrice,
    deliveryPrice,
    price: priceOrder([productsPrice], deliveryPrice, row.currency).total,
  };
}

/** The row's columns and document after repricing it for its payday. */
export function repricedRow<
  R extends { products: JsonObject[]; currency: string; doc: JsonObject; payday: Date | string },
>(row: R, store: StorePricing): R & { price: number } {
  const cycle = cyclePrice(row, store, new Date(row.payday));
  return {
    ...row,
    products: cycle.products,
    price: cycle.price,
    doc: { ...row.doc, productsPrice: cycle.productsPrice, deliveryPrice: cycle.deliveryPrice },
  };
}

/** After a cycle paid at `at`: each promotion that lowered it has one use fewer, and the delivery
 * is paid (a "once" store charges it no more). */
export function afterPaidCycle(
  row: { products: JsonObject[]; doc: JsonObject },
  at: Date,
): { products: JsonObject[]; doc: JsonObject } {
  return {
    products: row.products.map((item) => {
      const held = userPromotionsOf(item.promotions as unknown[] | undefined);
      if (!held.length) return item;
      let used = false;
      const promotions = held.map((promotion) => {
        if (used || !isPromotionLive(promotion, at)) return promotion;
        used = true;
        return usedOnce(promotion);
      });
      return { ...item, promotions };
    }),
    doc: { ...row.doc, deliveryPaid: true },
  };
}

/** 001 §4: a pause or a cancel ends every promotion the items hold ("discounts expire early"). */
export function promotionsEnded(products: JsonObject[], at: Date): JsonObject[] {
  return products.map((item) => {
    const held = userPromotionsOf(item.promotions as unknown[] | undefined);
    return held.length
      ? { ...item, promotions: held.map((promotion) => endedEarly(promotion, at)) }
      : item;
  });
}
