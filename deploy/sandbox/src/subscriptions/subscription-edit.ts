// PATCH /v1/subscriptions/{id}: the subscription edit's save (spec 001 §2 "Subscription edit", §5
// "Subscription edit save", §7 "patch {id} body: ... cardId, shippingId, deliveryPrice, products,
// contact, paymentMethods") and the cart page's price-change flags (000 §4). Everything happens in
// one transaction under the subscription's row lock, so any refusal rolls all of it back: nothing
// of a refused patch is written. Prices come from the server: an item keeps its subscribed unit
// price, an added one takes the catalogue's for the subscription's billing type, and the delivery
// price is the shipping quote's. status, payday and pausedUntil move only through the actions
// (pause, resume, cancel, ...), whose rules a patch would skip; the body schema refuses them.
// The body and its schema: subscription-edit-body.ts; the products: subscription-edit-products.ts.
import type { Transaction } from 'kysely';
import { isEditable } from '@storefront/domain/subscriptions';
import type { Database, JsonObject } from '../db/schema/index';
import { checkedPaymentMethods, DEFAULT_PAYMENT_METHODS } from '../billing/payment-methods';
import { roundPrice } from '@storefront/domain/pricing';
import { cyclePrice, storePricing } from '../pricing/cycle-price';
import { quoteExpired, SHIPPING_EXPIRED } from '../shippings/routes';
import { issuerFeesOfMethods, type InstalmentHolder } from '@storefront/domain/instalment-card';
import { lockShopperInstalments, refuseSecondInstalmentCard } from '../billing/instalment-card';
import { badRequest, HttpError } from '../http/errors';
import { isCovered } from '../shippings/shipping-price';
import { foldText } from '../text';
import { asObject, editProducts, type Consent, type Item } from './subscription-edit-products';
import { factsOf, ownedSubscription, refuse, type SubscriptionRow } from './owned-subscription';
import { endedRefusal } from './shopper-rules';
import type { EditBody } from './subscription-edit-body';

type Trx = Transaction<Database>;

/** 001 §5 Address. */
export const OUTSIDE_COVERAGE_ES = 'La dirección ingresada no está dentro de la cobertura';
export const ADDRESS_WITHOUT_NUMBER = 'La dirección debe tener un número';
export const NOT_EDITABLE = 'Subscription cannot be edited in its status';

/** The whole patch, inside the caller's transaction. Returns the updated row. */
export async function editSubscription(
  trx: Trx,
  input: { subscriptionId: string; userId: string; body: EditBody; now: Date },
): Promise<SubscriptionRow> {
  const { body } = input;
  const touchesInstalments = body.cardId !== undefined || body.paymentMethods !== undefined;
  // Before the row lock, as at checkout (instalment-card.ts): the per-shopper lock comes first.
  if (touchesInstalments) await lockShopperInstalments(trx, input.userId);
  const row = await ownedSubscription(trx, input.subscriptionId, input.userId, { lock: true });
  refuse(endedRefusal(factsOf(row)));
  // 001 §4 "Editable: pending, active, failed attempts, failed, paused, awaiting response."
  if (!isEditable(row.status))
    throw new HttpError(409, NOT_EDITABLE, { status: `the subscription is "${row.status}"` });

  const store = await trx
    .selectFrom('stores')
    .innerJoin('policies', 'policies.store_id', 'stores.id')
    .select(['stores.service_type', 'stores.doc as storeDoc', 'policies.doc as policy'])
    .where('stores.id', '=', row.store_id)
    .executeTakeFirstOrThrow();
  const policy = store.policy as {
    subscriptionPolicy?: { shippingChargeType?: string };
    paymentMethodsPolicy?: { issuerFees?: { maxValue?: number } };
    deliveryCoveragePolicy?: { deliverableCommunes?: string[] };
  };
  const deliverable = store.service_type === 'deliverable';
  const doc: JsonObject = { ...row.doc };

  let products = row.products as Item[];
  let consents: Consent[] = [];
  let changedPrice = false;
  if (body.products) {
    ({ products, consents, changedPrice } = await editProducts(trx, row, body.products, input.now));
  }

  // Card: one of the shopper's cards in this store (001 §5 "Needs a selected card").
  let cardId = row.card_id;
  if (body.cardId !== undefined) {
    const card = await trx
      .selectFrom('cards')
      .select('id')
      .where('id', '=', body.cardId)
      .where('user_id', '=', row.user_id)
      .where('store_id', '=', row.store_id)
      .executeTakeFirst();
    if (!card)
      throw badRequest('Card not found', {
        cardId: 'not one of the shopper’s cards in this store',
      });
    cardId = card.id;
  }
  const card = cardId
    ? await trx
        .selectFrom('cards')
        .select(['id', 'type'])
        .where('id', '=', cardId)
        .executeTakeFirst()
    : undefined;

  // Instalments, as at checkout: "With instalments (issuer fees) the selected card must be Credit",
  // capped by paymentMethodsPolicy.issuerFees.maxValue.
  if (body.paymentMethods !== undefined) {
    const methods = checkedPaymentMethods(body.paymentMethods, card?.type, policy);
    doc.paymentMethods = methods.length ? methods : DEFAULT_PAYMENT_METHODS;
  } else if (body.cardId !== undefined && card?.type !== 'Credit') {
    // 001 §5 "Reset to none when hidden": a card that takes no instalments drops them.
    doc.paymentMethods = ((row.doc.paymentMethods as JsonObject[] | undefined) ?? []).map(
      (method) => ({
        ...method,
        options: { ...(asObject(method.options) ?? {}), issuerFees: 0 },
      }),
    );
  }
  // 001 §5 "Only one credit card may be registered for instalments": the card and instalments
  // this edit leaves, against the shopper's other running subscriptions in the store.
  if (touchesInstalments)
    await refuseSecondInstalmentCard(trx, {
      userId: row.user_id,
      storeId: row.store_id,
      cardId,
      issuerFees: issuerFeesOfMethods(doc.paymentMethods as InstalmentHolder['paymentMethods']),
      exceptSubscriptionId: row.id,
    });

  // The next cycle as the engine prices it for the payday (pricing/cycle-price.ts): the amount a
  // shipping quote must be for, and the subscription's new price.
  const pricing = await storePricing(trx, row.store_id);
  const payday = new Date(row.payday);
  const priced = () => cyclePrice({ products, currency: row.currency, doc }, pricing, payday);
  const productsPrice = priced().productsPrice;
  const bundlesPrice = Number(row.doc.bundlesPrice ?? 0);

  // Address and delivery (deliverable stores only, 001 §2).
  if (!deliverable && (body.contact || body.shippingId || body.deliveryPrice !== undefined))
    throw badRequest('The store does not deliver', { contact: 'a service store has no address' });
  const currentContact = asObject(row.doc.contact) ?? {};
  let address = asObject(currentContact.address);
  if (body.contact) {
    const next = body.contact.address;
    if (!/\d/.test(String(next.number)))
      throw badRequest(ADDRESS_WITHOUT_NUMBER, { 'contact.address.number': 'no street number' });
    if (!isCovered(next.commune, policy.deliveryCoveragePolicy?.deliverableCommunes))
      throw badRequest(OUTSIDE_COVERAGE_ES, {
        'contact.address.commune': 'outside the store’s deliverableCommunes',
      });
    address = { ...next };
    doc.contact = { ...currentContact, address };
  }
  if (body.deliveryPrice !== undefined && !body.shippingId)
    throw badRequest('Delivery price needs its shipping quote', {
      shippingId: 'required with deliveryPrice',
    });
  // A new address or a new amount needs the quote that prices it (001 §5 "a loaded shipping price").
  if (deliverable && !body.shippingId && (body.contact || changedPrice))
    throw badRequest('Shipping is required', {
      shippingId: 'the quote (GET shippings/getPrice) for the new address or amount',
    });
  if (body.shippingId) {
    const quote = await trx
      .selectFrom('shippings')
      .selectAll()
      .where('id', '=', body.shippingId)
      .where('store_id', '=', row.store_id)
      .executeTakeFirst();
    if (!quote)
      throw badRequest('Shipping not found', { shippingId: 'unknown, or another store’s' });
    if (quoteExpired(quote, input.now))
      throw badRequest(SHIPPING_EXPIRED, { shippingId: 'ask shippings/getPrice again' });
    if (quote.currency !== row.currency)
      throw badRequest('Shipping currency does not match', {
        shippingId: `quoted in ${quote.currency}`,
      });
    if (!address || foldText(String(address.commune ?? '')) !== foldText(quote.commune))
      throw badRequest('Shipping does not match the address', {
        shippingId: `quoted for ${quote.commune}`,
      });
    if (
      roundPrice(quote.amount, row.currency) !==
      roundPrice(productsPrice + bundlesPrice, row.currency)
    )
      throw badRequest('Shipping was quoted for another amount', {
        shippingId: `quoted for ${quote.amount}, the products cost ${productsPrice + bundlesPrice}`,
      });
    if (body.deliveryPrice !== undefined && body.deliveryPrice !== quote.price)
      throw badRequest('Delivery price does not match the shipping quote', {
        deliveryPrice: `the quote says ${quote.price}`,
      });
    doc.shippingId = quote.id;
  }

  // Each cycle's amount: the products, plus the delivery the store charges for them (001 §3
  // shippingChargeType always, or once until paid), as every cycle is priced. A patch of the
  // price-change flags alone leaves the price as it was.
  let price = row.price;
  if (changedPrice || body.shippingId || body.contact) {
    const cycle = priced();
    doc.productsPrice = cycle.productsPrice;
    doc.deliveryPrice = cycle.deliveryPrice;
    products = cycle.products as Item[];
    price = cycle.price;
  }

  const updated = await trx
    .updateTable('subscriptions')
    .set({ products: JSON.stringify(products), card_id: cardId, price, doc: JSON.stringify(doc) })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (consents.length)
    await trx
      .insertInto('price_consents')
      .values(
        consents.map((consent) => ({
          subscription_id: row.id,
          user_id: row.user_id,
          product_id: consent.productId,
          product_name: consent.name,
          opt_in: consent.optIn,
          new_price: consent.newPrice,
          currency: row.currency,
          price_deployment_at: consent.priceDeploymentAt,
          created_at: input.now,
        })),
      )
      .execute();
  return updated;
}
