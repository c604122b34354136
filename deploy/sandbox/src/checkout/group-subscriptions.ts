// The rows carts/process writes for its billing groups: one subscription per group, and an order
// for each group paid now in a deliverable store (no order before its money).
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database, JsonObject } from '../db/schema/index';
import { priceOrder, startUserPromotion } from '@storefront/domain/pricing';
import { afterPaidCycle, repricedRow } from '../pricing/cycle-price';
import { orderContact, orderLines } from '../deliveries/order-parts';
import { randomId } from '../ids';
import type { GroupPlan } from '../billing/billing-groups';
import type { ProcessInput } from './process-input';

type Trx = Transaction<Database>;

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

export interface WrittenGroups {
  subscriptionIds: string[];
  deliveryIds: string[];
  chargedSubscriptionIds: string[];
}

/**
 * Writes the groups' subscriptions (and today's orders) in plan order. `transactionId` is the
 * charge of the groups due today (null when none is); `deliveryToCharge` is the delivery that
 * charge carries, borne by the first group charged today.
 */
export async function insertGroups(
  trx: Trx,
  input: ProcessInput,
  groups: GroupPlan[],
  stockAfter: Map<string, number | null>,
  charge: { transactionId: string | null; deliveryToCharge: number },
): Promise<WrittenGroups> {
  const { transactionId } = charge;
  const now = input.now;
  let deliveryToCharge = charge.deliveryToCharge;

  const subscriptionIds: string[] = [];
  const deliveryIds: string[] = [];
  const chargedSubscriptionIds: string[] = [];
  // The quote's one delivery goes with the purchase's first shipment: today's when a group is
  // charged now, else the first group's first payday (cycle-price.ts quotedFirstDelivery).
  const bearer = groups.find((group) => group.chargedNow) ?? groups[0];
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
    if (!group.chargedNow && input.shipping)
      created.doc.firstCycleDelivery = {
        payday: group.payday.toISOString().slice(0, 10),
        price: group === bearer ? input.shipping.price : 0,
      };
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
  return { subscriptionIds, deliveryIds, chargedSubscriptionIds };
}
