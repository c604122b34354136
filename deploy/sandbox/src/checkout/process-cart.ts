// carts/process in one database transaction (API.md "Process cart"): take the idempotency key,
// lock the cart and its products, refuse a cart the catalogue no longer covers, create one
// subscription per billing group (and an order per group paid now), take the stock, charge the
// groups due today through the simulated Oneclick, empty the cart and store the answer under the
// key. Any failure rolls all of it back: nothing is created, the stock is untouched, no charge.
// The lines and the stock: cart-lines.ts; the groups' rows: group-subscriptions.ts.
import type { Transaction } from 'kysely';
import type { Database, JsonObject } from '../db/schema/index';
import { priceOrder, roundPrice } from '@storefront/domain/pricing';
import { cartView, findCart, touchCart } from '../carts/cart-store';
import { reconcilePlan } from '../carts/reconcile-cart';
import { toDelivery } from '../deliveries/delivery-view';
import { badRequest, HttpError } from '../http/errors';
import { randomId } from '../ids';
import { toSubscription } from '../subscriptions/subscription-view';
import { planGroups } from '../billing/billing-groups';
import {
  claimKey,
  storeAnswer,
  storedAnswer,
  type StoredAnswer,
} from '../idempotency/idempotency-key';
import { oneclickCharge, PAYMENT_DECLINED } from '../billing/oneclick';
import { pricedLines, takeStock } from './cart-lines';
import { insertGroups } from './group-subscriptions';
import type { ProcessInput } from './process-input';

type Trx = Transaction<Database>;

export const CART_EMPTY = 'Cart is empty';
export const CART_CHANGED = 'Cart changed';
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
  const { subscriptionIds, deliveryIds, chargedSubscriptionIds } = await insertGroups(
    trx,
    input,
    groups,
    stockAfter,
    { transactionId, deliveryToCharge: charged.length ? deliveryPrice : 0 },
  );
  const now = input.now;

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
