// carts/process in one database transaction (API.md "Process cart"): take the idempotency key,
// lock the cart and its products, refuse a cart the catalogue no longer covers, create one
// subscription per billing group (and an order per group paid now), take the stock, charge the
// groups due today through the simulated Oneclick, empty the cart and store the answer under the
// key. Any failure rolls all of it back: nothing is created, the stock is untouched, no charge.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database, JsonObject } from '../db/schema';
import type { PublicUrls } from '../config/public-urls';
import { priceOrder, roundPrice, startUserPromotion } from '@storefront/domain/pricing';
import { cartView, findCart, touchCart, type CartKey } from '../carts/cart-store';
import { priceCartLine } from '../pricing/cart-line-price';
import { afterPaidCycle, repricedRow, type StorePricing } from '../pricing/cycle-price';
import { reconcilePlan } from '../carts/reconcile-cart';
import { toDelivery } from '../deliveries/delivery-view';
import { badRequest, HttpError } from '../http/errors';
import { orderContact, orderLines } from '../deliveries/order-parts';
import { randomId } from '../ids';
import { toSubscription } from '../subscriptions/subscription-view';
import { planGroups, type GroupPlan, type GroupPolicy, type PricedLine } from './billing-groups';
import { claimKey, storeAnswer, storedAnswer, type StoredAnswer } from './idempotency';
import { oneclickCharge } from './oneclick';

type Trx = Transaction<Database>;

export const CART_EMPTY = 'Cart is empty';
export const CART_CHANGED = 'Cart changed';
export const PAYMENT_DECLINED = 'Payment declined';
export const CURRENCY_MISMATCH = 'Currency does not match the cart';
export const SHIPPING_OTHER_AMOUNT = 'Shipping was quoted for another amount';

/** Lines were removed or reduced: the route reconciles the cart (after the rollback) and answers 409. */
export class CartChangedError extends Error {
  constructor(readonly cartId: string) {
    super(CART_CHANGED);
  }
}

/** The card was declined: the route answers 402 with the unchanged cart. */
export class PaymentDeclinedError extends Error {
  constructor(readonly cartId: string) {
    super(PAYMENT_DECLINED);
  }
}

export interface ProcessInput {
  userId: string;
  key: string;
  requestHash: string;
  cartKey: CartKey;
  currency: string;
  card: { id: string; digits: string };
  /** The shipping quote: checked here against the cart's own amount, under the cart's lock. */
  shipping: { id: string; price: number; amount: number } | null;
  policy: GroupPolicy & { shippingChargeType: string };
  /** The store's delivery facts, for the subscriptions' later cycles. */
  store: StorePricing;
  contact: JsonObject;
  /** What the body adds to every subscription document. */
  extras: {
    tax: number;
    gift: boolean;
    /** The store's own merchant (never the client's word). */
    merchantId: string | null;
    paymentMethods: JsonObject[];
    issuerFees: number;
  };
  urls: PublicUrls;
  now: Date;
}

async function pricedLines(trx: Trx, cartId: string) {
  const rows = await trx
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
      'p.doc',
    ])
    .where('l.cart_id', '=', cartId)
    .orderBy('l.position')
    .execute();
  const lines: PricedLine[] = rows.map((row) => {
    const price = priceCartLine(row);
    return {
      lineId: row.id,
      productId: row.product_id,
      name: row.name,
      sku: row.sku,
      currency: row.currency,
      billingType: row.billing_type,
      quantity: row.quantity,
      unitPrice: price.unitPrice,
      quantityDiscount: price.quantityDiscount,
      total: price.total,
      promotion: price.promotion,
      labels: row.labels,
      expirationCycles: row.expiration_cycles,
      basePayday: row.base_payday,
      imageUrl: (row.doc.imageUrl as string | undefined) ?? null,
    };
  });
  return { rows, lines };
}

/** Takes the units; the rows are locked and checked, so a miss here means a bug, not a race. */
async function takeStock(
  trx: Trx,
  lines: PricedLine[],
  stockOf: Map<string, number | null>,
): Promise<Map<string, number | null>> {
  const wanted = new Map<string, number>();
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const after = new Map(stockOf);
  for (const [productId, quantity] of wanted) {
    if (stockOf.get(productId) === null) continue;
    const updated = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', productId)
      .where('stock', '>=', quantity)
      .returning('stock')
      .executeTakeFirst();
    if (!updated) throw new HttpError(500, 'Stock changed under a lock');
    after.set(productId, updated.stock);
  }
  return after;
}

/** The subscription's items: each line as subscribed, with the user promotion its purchase starts
 * (API.md "Promotions"). */
const subscriptionProducts = (
  group: GroupPlan,
  stockAfter: Map<string, number | null>,
  now: Date,
): JsonObject[] =>
  group.lines.map((line) => {
    const stock = stockAfter.get(line.productId) ?? null;
    return {
      productId: line.productId,
      productOptionId: line.lineId,
      parentProductId: null,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      price: line.unitPrice,
      quantityDiscount: line.quantityDiscount,
      totalPrice: line.total,
      labels: line.labels,
      promotions: line.promotion ? [startUserPromotion(line.promotion, now)] : [],
      product: {
        imageUrl: line.imageUrl,
        stock,
        fullStock: stock === null ? null : stock + line.quantity,
      },
    } as JsonObject;
  });

export async function processCart(trx: Trx, input: ProcessInput): Promise<StoredAnswer> {
  if (!(await claimKey(trx, input.userId, input.key, input.requestHash))) {
    const replay = await storedAnswer(trx, input.userId, input.key, input.requestHash);
    if (!replay) throw new HttpError(409, 'A request with this Idempotency-Key is in progress');
    return replay;
  }

  const cart = await findCart(trx, input.cartKey);
  if (!cart) throw badRequest(CART_EMPTY);
  // The cart row's lock queues two checkouts of one cart (a double click with two keys).
  await trx.selectFrom('carts').select('id').where('id', '=', cart.id).forUpdate().execute();
  const productIds = (
    await trx
      .selectFrom('cart_lines')
      .select('product_id')
      .distinct()
      .where('cart_id', '=', cart.id)
      .execute()
  ).map((row) => row.product_id);
  if (!productIds.length) throw badRequest(CART_EMPTY);
  // Products in id order, so two carts sharing products lock them in the same order (no deadlock).
  const locked = await trx
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('id', 'in', productIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const stockOf = new Map(locked.map((row) => [row.id, row.stock]));

  const { rows, lines } = await pricedLines(trx, cart.id);
  const plan = reconcilePlan(rows);
  if (plan.toDelete.length || plan.toCut.length) throw new CartChangedError(cart.id);
  if (lines.some((line) => line.currency !== input.currency)) {
    throw badRequest(CURRENCY_MISMATCH, {
      currency: `the cart is in ${[...new Set(lines.map((l) => l.currency))].join(', ')}`,
    });
  }

  // The quote must have priced this very cart: a quote for another amount is another delivery.
  const productsTotal = priceOrder(
    lines.map((line) => line.total),
    0,
    input.currency,
  ).products;
  if (input.shipping && roundPrice(input.shipping.amount, input.currency) !== productsTotal)
    throw badRequest(SHIPPING_OTHER_AMOUNT, {
      shippingId: `quoted for ${input.shipping.amount}, the cart's products cost ${productsTotal}`,
    });

  const groups = planGroups(lines, input.policy, input.now);
  const stockAfter = await takeStock(trx, lines, stockOf);
  const everUsed = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('card_id', '=', input.card.id)
    .limit(1)
    .executeTakeFirst();

  const deliveryPrice = input.shipping?.price ?? 0;
  const charged = groups.filter((group) => group.chargedNow);
  // One delivery for what is charged today (one shipment); each subscription's later cycles carry
  // their own (pricing/cycle-price.ts).
  const amount = charged.length
    ? priceOrder(
        charged.map((group) => group.productsPrice),
        deliveryPrice,
        input.currency,
      ).total
    : 0;
  const transactionId = charged.length ? randomId('tx') : null;
  const now = input.now;
  let deliveryToCharge = charged.length ? deliveryPrice : 0;

  const subscriptionIds: string[] = [];
  const deliveryIds: string[] = [];
  const chargedSubscriptionIds: string[] = [];
  for (const group of groups) {
    const id = randomId('sub');
    subscriptionIds.push(id);
    if (group.chargedNow) chargedSubscriptionIds.push(id);
    const bought = subscriptionProducts(group, stockAfter, now);
    const created: { products: JsonObject[]; doc: JsonObject } = {
      products: bought,
      doc: {
        billingType: group.billingType,
        trialDays: 0,
        priceOverwrite: null,
        bundlesPrice: 0,
        deliveryPaid: false,
      },
    };
    // The checkout's one delivery is borne by the first group charged today.
    const groupDelivery = group.chargedNow ? deliveryToCharge : 0;
    if (group.chargedNow) deliveryToCharge = 0;
    // A recurring group paid today has used its promotions once and its delivery: its `price` is
    // the next cycle's, priced by the engine for its payday like every later cycle. A single
    // purchase paid today keeps what it cost. Any other group is priced for its first payday.
    const paid = group.chargedNow ? afterPaidCycle(created, now) : created;
    const next =
      group.chargedNow && group.type === 'single'
        ? {
            ...paid,
            price: priceOrder([group.productsPrice], groupDelivery, input.currency).total,
            doc: { ...paid.doc, productsPrice: group.productsPrice, deliveryPrice: groupDelivery },
          }
        : repricedRow({ ...paid, currency: input.currency, payday: group.payday }, input.store);
    await trx
      .insertInto('subscriptions')
      .values({
        id,
        store_id: input.cartKey.storeId,
        user_id: input.userId,
        status: group.status,
        card_id: input.card.id,
        type: group.type,
        billing_frequency: group.billingFrequency,
        payday: group.payday,
        paused_until: null,
        price: next.price,
        currency: input.currency,
        products: JSON.stringify(next.products),
        doc: JSON.stringify({
          ...next.doc,
          shippingId: input.shipping?.id ?? null,
          shippingChargeType: input.policy.shippingChargeType,
          basePayday: group.basePayday,
          expiration: group.expiration,
          expirationCycles: group.expirationCycles,
          chargeId: null,
          confirmedByMerchantAt: group.status === 'awaiting response' ? null : now.toISOString(),
          transaction: group.chargedNow ? { _id: transactionId, date: now.toISOString() } : null,
          paymentMethods: input.extras.paymentMethods,
          contact: input.contact,
          tax: input.extras.tax,
          gift: input.extras.gift,
          merchantId: input.extras.merchantId,
          origin: 'market-web',
        }),
        created_at: now,
      })
      .execute();
    // Every paid charge of a deliverable store is an order, and no order comes before its money:
    // a group paid now gets it here; one paid later gets it then (the clock, a retry, a rail).
    if (!group.chargedNow || !input.store.deliverable) continue;
    const orderDelivery = groupDelivery;
    const deliveryId = randomId('dlv');
    deliveryIds.push(deliveryId);
    const address = (input.contact.address ?? null) as JsonObject | null;
    await trx
      .insertInto('deliveries')
      .values({
        id: deliveryId,
        delivery_number: sql<number>`nextval('delivery_number_seq')`,
        store_id: input.cartKey.storeId,
        user_id: input.userId,
        subscription_id: id,
        status: 'pending',
        price: group.productsPrice,
        delivery_price: orderDelivery,
        total_price: priceOrder([group.productsPrice], orderDelivery, input.currency).total,
        currency: input.currency,
        products: orderLines(bought),
        contact: orderContact(address),
        created_at: now,
      })
      .execute();
  }

  let transaction: JsonObject | null = null;
  if (transactionId) {
    const result = oneclickCharge(input.card, amount);
    if (!result.approved) throw new PaymentDeclinedError(cart.id);
    await trx
      .insertInto('transactions')
      .values({
        id: transactionId,
        store_id: input.cartKey.storeId,
        user_id: input.userId,
        card_id: input.card.id,
        kind: 'oneclick',
        status: 'approved',
        amount,
        currency: input.currency,
        issuer_fees: input.extras.issuerFees,
        subscription_ids: JSON.stringify(chargedSubscriptionIds),
        delivery_ids: JSON.stringify(deliveryIds),
        idempotency_key: input.key,
        created_at: now,
      })
      .execute();
    transaction = {
      _id: transactionId,
      status: 'approved',
      amount,
      currency: input.currency,
      issuerFees: input.extras.issuerFees,
      authorizationCode: result.authorizationCode,
      createdAt: now.toISOString(),
    };
  }

  await trx.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
  await touchCart(trx, cart.id);

  const [subscriptions, deliveries, emptied] = [
    await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', 'in', subscriptionIds)
      .orderBy('id')
      .execute(),
    deliveryIds.length
      ? await trx.selectFrom('deliveries').selectAll().where('id', 'in', deliveryIds).execute()
      : [],
    await trx.selectFrom('carts').selectAll().where('id', '=', cart.id).executeTakeFirstOrThrow(),
  ];
  const order = new Map(subscriptionIds.map((id, index) => [id, index]));
  const answer: StoredAnswer = {
    statusCode: 201,
    response: {
      subscriptions: subscriptions
        .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
        .map((row) => toSubscription(row, input.urls)),
      deliveries: deliveries.map((row) => toDelivery(row, input.urls)),
      transaction,
      cart: await cartView(trx, emptied, input.urls),
      newCard: !everUsed,
      subscribed: true,
    },
  };
  await storeAnswer(trx, input.userId, input.key, answer);
  return answer;
}
