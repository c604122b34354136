// PATCH /v1/subscriptions/{id}: the subscription edit's save (spec 001 §2 "Subscription edit", §5
// "Subscription edit save", §7 "patch {id} body: ... cardId, shippingId, deliveryPrice, products,
// contact, paymentMethods") and the cart page's price-change flags (000 §4). Everything happens in
// one transaction under the subscription's row lock, so any refusal rolls all of it back: nothing
// of a refused patch is written. Prices come from the server: an item keeps its subscribed unit
// price, an added one takes the catalogue's for the subscription's billing type, and the delivery
// price is the shipping quote's. status, payday and pausedUntil move only through the actions
// (pause, resume, cancel, ...), whose rules a patch would skip; the body schema refuses them.
import type { Transaction } from 'kysely';
import { isEditable } from '@storefront/domain/subscriptions';
import type { Database, JsonObject } from '../db/schema';
import {
  checkedPaymentMethods,
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHODS_SCHEMA,
} from '../checkout/payment-methods';
import {
  promotionForPurchase,
  quantityDiscountFor,
  roundPrice,
  startUserPromotion,
  type OfferedPromotion,
} from '@storefront/domain/pricing';
import { unitPriceOf } from '../pricing/cart-line-price';
import { cyclePrice, storePricing } from '../pricing/cycle-price';
import { quoteExpired, SHIPPING_EXPIRED } from '../shippings/routes';
import { issuerFeesOfMethods, type InstalmentHolder } from '@storefront/domain/instalment-card';
import { lockShopperInstalments, refuseSecondInstalmentCard } from '../checkout/instalment-card';
import { badRequest, HttpError } from '../http/errors';
import { isCovered } from '../shippings/shipping-price';
import { foldText } from '../text';
import { factsOf, ownedSubscription, refuse, type SubscriptionRow } from './owned-subscription';
import { endedRefusal } from './shopper-rules';

type Trx = Transaction<Database>;

/** 001 §5 "Subscription edit save": "at least one product: 'La selección no puede estar vacía'". */
export const EMPTY_SELECTION = 'La selección no puede estar vacía';
/** 001 §5 Product dialog: quantity "at most available stock (... in edit mode the full stock)". */
export const NOT_ENOUGH_STOCK =
  'La cantidad seleccionada no es válida o el producto no tiene stock suficiente';
/** 001 §5 Address. */
export const OUTSIDE_COVERAGE_ES = 'La dirección ingresada no está dentro de la cobertura';
export const ADDRESS_WITHOUT_NUMBER = 'La dirección debe tener un número';
export const NOT_EDITABLE = 'Subscription cannot be edited in its status';

export interface PriceChangeFlags {
  seen?: boolean;
  userAction?: boolean;
  optIn?: boolean;
}

export interface EditProduct {
  productId: string;
  /** Sets the item's quantity; 0 removes it; a product not in the subscription is added. */
  quantity?: number;
  priceChange?: PriceChangeFlags;
}

export interface EditAddress {
  street: string;
  number: string;
  commune: string;
  [key: string]: unknown;
}

export interface EditBody {
  products?: EditProduct[];
  cardId?: string;
  paymentMethods?:
    { name: string; priority?: number; options?: { issuerFees?: number | null } | null }[] | null;
  contact?: { address: EditAddress };
  shippingId?: string;
  deliveryPrice?: number;
}

const id = { type: 'string', minLength: 1, maxLength: 200 } as const;
const flag = { type: 'boolean' } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const editBodySchema = {
  type: 'object',
  minProperties: 1,
  properties: {
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['productId'],
        anyOf: [{ required: ['quantity'] }, { required: ['priceChange'] }],
        properties: {
          productId: id,
          quantity: { type: 'integer', minimum: 0, maximum: 999 },
          priceChange: {
            type: 'object',
            minProperties: 1,
            properties: { seen: flag, userAction: flag, optIn: flag },
          },
        },
      },
    },
    cardId: id,
    paymentMethods: PAYMENT_METHODS_SCHEMA,
    contact: {
      type: 'object',
      required: ['address'],
      properties: {
        address: {
          type: 'object',
          required: ['street', 'number', 'commune'],
          properties: {
            _id: text(200),
            street: { type: 'string', minLength: 1, maxLength: 200 },
            number: { type: 'string', minLength: 1, maxLength: 20 },
            commune: { type: 'string', minLength: 1, maxLength: 100 },
            locality: text(100),
            province: text(100),
            region: text(100),
            country: text(100),
            apartment: text(100),
            comment: text(300),
            description: text(300),
            main: { type: ['boolean', 'null'] },
          },
        },
      },
    },
    shippingId: id,
    deliveryPrice: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
  },
} as const;

type Item = JsonObject & { productId: string; quantity: number; price: number };

interface Consent {
  productId: string;
  name: string;
  optIn: boolean;
  newPrice: number;
  priceDeploymentAt: string | null;
}

const asObject = (value: unknown): JsonObject | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;

/** Applies the products part: flags, quantities, removals and additions, with the stock moves. */
async function editProducts(
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
