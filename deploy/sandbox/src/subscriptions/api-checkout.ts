// Fast checkout (001 §2 "Fast checkout", §7 `createApiCheckoutSub | token, storeId | list`; API.md
// "Fast checkout (issue 13)"). A merchant mints an API checkout for one shopper (the scene
// POST /sandbox/apiCheckouts): products, frequency, payday, callback and error URLs, behind a
// random single-purpose token kept only as its hash. The shopper's storefront redeems it once:
// in one transaction, under the checkout row's lock, the subscription is created (prices read
// from the catalogue now, status by the store's policy, stock taken, nothing charged) and its id
// written on the row, so a repeat or a race answers the same list.
import type { Selectable, Transaction } from 'kysely';
import type { ApiCheckoutsTable, Database, JsonObject } from '../db/schema/index';
import {
  purchaseLine,
  startUserPromotion,
  type OfferedPromotion,
} from '@storefront/domain/pricing';
import { repricedRow, storePricing } from '../pricing/cycle-price';
import { badRequest, conflict, notFound } from '../http/errors';
import { randomId, randomToken, sha256 } from '../ids';
import { BILLING_DAYS, BILLING_TYPES } from '../billing/billing-types';
import type { DbExecutor } from '../db/schema/index';

type Trx = Transaction<Database>;
type CheckoutRow = Selectable<ApiCheckoutsTable>;

export const CHECKOUT_NOT_FOUND = 'Checkout not found';
export const INSUFFICIENT_STOCK = 'Insufficient stock';
export const PRODUCT_NOT_AVAILABLE = 'Product not available';

/** Provider names of the store's method codes (001 §9), Oneclick the default with the top priority. */
const METHOD_NAME: Record<string, string> = {
  'webpay-oneclick': 'Webpay Oneclick',
  'webpay-plus': 'Webpay Plus',
  khipu: 'Khipu Payment Initiation',
  'mercado-pago': 'Mercado Pago Checkout Pro',
};

export const billingTypeOf = (days: number) =>
  BILLING_TYPES.find((type) => BILLING_DAYS[type] === days) ?? 'single';

export interface CheckoutLine {
  productId: string;
  quantity: number;
}

export interface NewApiCheckout {
  storeId: string;
  userId: string;
  lines: CheckoutLine[];
  billingFrequency: number;
  payday: Date;
  callbackUrl: string | null;
  errorUrl: string | null;
  expiresAt: Date;
}

/** The unit price of a product at a frequency: its price for that billing type (000 §3 prices). */
function unitPriceAt(doc: JsonObject, billingFrequency: number): number | null {
  const prices = (doc.prices ?? {}) as Record<string, number | null | undefined>;
  const price = prices[billingTypeOf(billingFrequency)];
  return typeof price === 'number' && price > 0 ? price : null;
}

/**
 * Refuses a checkout whose products the store does not sell at that frequency (400), so a token
 * is never minted for something the shopper could not get. Checked again when it is redeemed.
 */
export async function checkLines(
  db: DbExecutor,
  storeId: string,
  lines: readonly CheckoutLine[],
  billingFrequency: number,
): Promise<void> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'active', 'doc'])
    .where('store_id', '=', storeId)
    .where(
      'id',
      'in',
      lines.map((line) => line.productId),
    )
    .execute();
  lines.forEach((line, index) => {
    const row = rows.find((r) => r.id === line.productId);
    if (!row || !row.active || unitPriceAt(row.doc, billingFrequency) === null)
      throw badRequest(PRODUCT_NOT_AVAILABLE, { [`products.${index}`]: line.productId });
  });
}

/** Mints the checkout; the token is returned once and only its hash is kept. */
export async function mintApiCheckout(db: DbExecutor, input: NewApiCheckout): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('api_checkouts')
    .values({
      id: randomId('chk'),
      token_hash: sha256(token),
      store_id: input.storeId,
      user_id: input.userId,
      lines: JSON.stringify(input.lines),
      billing_frequency: input.billingFrequency,
      payday: input.payday,
      callback_url: input.callbackUrl,
      error_url: input.errorUrl,
      expires_at: input.expiresAt,
      subscription_ids: null,
      created_at: new Date(),
    })
    .execute();
  return token;
}

/**
 * The locked checkout of this token for this shopper and store. Unknown, expired, another
 * shopper's or another store's: all the same 404, so a token reveals nothing to anyone else.
 */
async function lockedCheckout(
  trx: Trx,
  token: string,
  userId: string,
  storeId: string,
  now: Date,
): Promise<CheckoutRow> {
  const row = await trx
    .selectFrom('api_checkouts')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.user_id !== userId || row.store_id !== storeId)
    throw notFound(CHECKOUT_NOT_FOUND);
  if (row.expires_at.getTime() <= now.getTime()) throw notFound(CHECKOUT_NOT_FOUND);
  return row;
}

export interface RedeemOutcome {
  created: boolean;
  checkout: CheckoutRow;
  subscriptionIds: string[];
}

/** createApiCheckoutSub: the subscription(s) of the checkout, created on the first call only. */
export async function redeemApiCheckout(
  trx: Trx,
  input: { token: string; userId: string; storeId: string; now: Date },
): Promise<RedeemOutcome> {
  const checkout = await lockedCheckout(trx, input.token, input.userId, input.storeId, input.now);
  if (checkout.subscription_ids)
    return { created: false, checkout, subscriptionIds: checkout.subscription_ids };

  const lines = checkout.lines;
  await checkLines(trx, checkout.store_id, lines, checkout.billing_frequency);
  // Products in id order, locked, so two checkouts sharing products queue without a deadlock.
  const products = await trx
    .selectFrom('products')
    .selectAll()
    .where(
      'id',
      'in',
      lines.map((line) => line.productId),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  const [store, policy, user] = [
    await trx
      .selectFrom('stores')
      .select(['payment_methods'])
      .where('id', '=', checkout.store_id)
      .executeTakeFirstOrThrow(),
    await trx
      .selectFrom('policies')
      .select('doc')
      .where('store_id', '=', checkout.store_id)
      .executeTakeFirst(),
    await trx
      .selectFrom('users')
      .select('addresses')
      .where('id', '=', checkout.user_id)
      .executeTakeFirstOrThrow(),
  ];

  const wanted = new Map<string, number>();
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of wanted) {
    const row = products.find((p) => p.id === productId)!;
    if (row.stock === null) continue;
    if (row.stock < quantity) throw conflict(INSUFFICIENT_STOCK, { productId });
    await trx
      .updateTable('products')
      .set({ stock: row.stock - quantity })
      .where('id', '=', productId)
      .execute();
    row.stock -= quantity;
  }

  const currencies = new Set(products.map((p) => p.currency));
  if (currencies.size > 1) throw badRequest('Products are in different currencies');
  const currency = products[0]!.currency;
  const now = input.now;
  const subscriptionProducts: JsonObject[] = lines.map((line) => {
    const row = products.find((p) => p.id === line.productId)!;
    const unit = unitPriceAt(row.doc, checkout.billing_frequency)!;
    // A purchase like any other: the engine's line, with the promotion a purchase gets.
    const priced = purchaseLine({
      unitPrice: unit,
      quantity: line.quantity,
      billingType: billingTypeOf(checkout.billing_frequency),
      quantityDiscounts: row.doc.quantityDiscounts as number[] | undefined,
      currency,
      promotions: (row.doc.promotions as OfferedPromotion[] | undefined) ?? [],
    });
    return {
      productId: row.id,
      productOptionId: randomId('line'),
      parentProductId: null,
      name: row.name,
      sku: row.sku,
      quantity: line.quantity,
      price: unit,
      quantityDiscount: priced.quantityDiscount,
      totalPrice: priced.total,
      labels: [],
      promotions: priced.promotion ? [startUserPromotion(priced.promotion, now)] : [],
      product: {
        imageUrl: (row.doc.imageUrl as string | undefined) ?? null,
        stock: row.stock,
        fullStock: row.stock === null ? null : row.stock + line.quantity,
      },
    };
  });
  const subscriptionPolicy = (
    (policy?.doc ?? {}) as { subscriptionPolicy?: { defaultStatus?: string } }
  ).subscriptionPolicy;
  const status = subscriptionPolicy?.defaultStatus ?? 'active';
  const codes = store.payment_methods.filter((code) => METHOD_NAME[code]);
  // Oneclick (the default, 001 §9) first; the others after it in the store's order.
  const ordered = [...codes].sort(
    (a, b) => Number(b === 'webpay-oneclick') - Number(a === 'webpay-oneclick'),
  );
  const main = user.addresses.find((address) => address.main) ?? user.addresses[0] ?? null;
  const id = randomId('sub');
  // Priced by the engine for its payday; the merchant's checkout carries no shipping (what it
  // sells is what is charged), so its cycles are never charged a delivery.
  const priced = repricedRow(
    {
      products: subscriptionProducts,
      currency,
      payday: checkout.payday,
      doc: { chargesDelivery: false, bundlesPrice: 0 },
    },
    await storePricing(trx, checkout.store_id),
  );
  await trx
    .insertInto('subscriptions')
    .values({
      id,
      store_id: checkout.store_id,
      user_id: checkout.user_id,
      status,
      card_id: null,
      type: checkout.billing_frequency === 0 ? 'single' : 'recurring',
      billing_frequency: checkout.billing_frequency,
      payday: checkout.payday,
      paused_until: null,
      price: priced.price,
      currency,
      products: JSON.stringify(priced.products),
      doc: JSON.stringify({
        ...priced.doc,
        billingType: billingTypeOf(checkout.billing_frequency),
        trialDays: 0,
        priceOverwrite: null,
        shippingId: null,
        shippingChargeType: 'always',
        expiration: null,
        chargeId: null,
        confirmedByMerchantAt: status === 'awaiting response' ? null : now.toISOString(),
        transaction: null,
        paymentMethods: ordered.map((code, index) => ({
          name: METHOD_NAME[code],
          priority: ordered.length - index,
          options: { issuerFees: 0 },
        })),
        contact: { address: main },
        apiCheckoutId: checkout.id,
        origin: 'api-checkout',
      }),
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('api_checkouts')
    .set({ subscription_ids: JSON.stringify([id]), used_at: now })
    .where('id', '=', checkout.id)
    .execute();
  return { created: true, checkout, subscriptionIds: [id] };
}
