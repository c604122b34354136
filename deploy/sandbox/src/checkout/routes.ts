// POST /v1/carts/process (spec 001 §7 "Process cart", §4 Checkout). Checks that need no lock run
// first and write nothing (store, card, shipping, address, instalments); the rest happens in one
// transaction (process-cart.ts). Registered shoppers only: charging needs a card, and cards are
// never a guest's (spec 001 §6 "Card picking and cards need a logged-in user id").
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { JsonObject } from '../db/schema/index';
import { cartView, type CartKey } from '../carts/cart-store';
import { reconcileCart } from '../carts/reconcile-cart';
import { requireRegistered } from '../http/authenticate';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { VAT_RATE } from '@storefront/domain/pricing';
import { storePricing } from '../pricing/cycle-price';
import { quoteExpired, SHIPPING_CURRENCIES, SHIPPING_EXPIRED } from '../shippings/routes';
import { foldText } from '../text';
import type { PaydayRule } from '../billing/billing-groups';
import { idempotencyKeyOf, requestHashOf, storedAnswer } from '../idempotency/idempotency-key';
import { lockShopperInstalments, refuseSecondInstalmentCard } from '../billing/instalment-card';
import {
  checkedPaymentMethods,
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHODS_SCHEMA,
  type PaymentMethodInput,
} from '../billing/payment-methods';
import { PAYMENT_DECLINED } from '../billing/oneclick';
import { CART_CHANGED, CartChangedError, PaymentDeclinedError, processCart } from './process-cart';
import { idField as id } from '../http/schema';

interface ProcessBody {
  storeId: string;
  guestId: string;
  userId?: string | null;
  merchantId?: string | null;
  cardId: string;
  shippingId?: string | null;
  addressId?: string | null;
  tax: number;
  gift: boolean;
  currency: (typeof SHIPPING_CURRENCIES)[number];
  paymentMethods?: PaymentMethodInput[] | null;
}

const processBody = {
  type: 'object',
  required: ['storeId', 'guestId', 'cardId', 'tax', 'gift', 'currency'],
  properties: {
    storeId: id,
    guestId: id,
    userId: { type: ['string', 'null'], maxLength: 200 },
    merchantId: { type: ['string', 'null'], maxLength: 200 },
    cardId: id,
    shippingId: { type: ['string', 'null'], maxLength: 200 },
    // Not in the spec's payload: the address chosen at checkout (one of the shopper's own);
    // without it the main address is used.
    addressId: { type: ['string', 'null'], maxLength: 200 },
    // Spec 001 §9: "Tax rate in the process payload 0.19" (any other rate is refused).
    tax: { type: 'number', minimum: 0, maximum: 1 },
    gift: { type: 'boolean' },
    currency: { type: 'string', enum: SHIPPING_CURRENCIES },
    paymentMethods: PAYMENT_METHODS_SCHEMA,
  },
} as const;

const answerWithCart = async (
  ctx: AppContext,
  reply: FastifyReply,
  status: number,
  message: string,
  cartId: string,
) => {
  const cart = await ctx.db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cartId)
    .executeTakeFirstOrThrow();
  return reply
    .code(status)
    .send({ code: status, message, data: { cart: await cartView(ctx.db, cart, ctx.urls()) } });
};

export function registerProcessRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ProcessBody }>(
    '/carts/process',
    { schema: { body: processBody } },
    async (request, reply) => {
      const auth = await requireRegistered(ctx, request);
      const body = request.body;
      if (body.userId && body.userId !== auth.userId) throw notFound();
      const key = idempotencyKeyOf(request);
      const requestHash = requestHashOf(body);
      const replay = await storedAnswer(ctx.db, auth.userId, key, requestHash);
      if (replay) return send(reply, replay.response, replay.statusCode);

      const store = await ctx.db
        .selectFrom('stores')
        .innerJoin('policies', 'policies.store_id', 'stores.id')
        .select([
          'stores.id',
          'stores.service_type',
          'stores.doc as storeDoc',
          'policies.doc as policy',
        ])
        .where('stores.id', '=', body.storeId)
        .executeTakeFirst();
      if (!store) throw notFound('Store not found');
      // The server's own numbers: VAT is 19 % (001 §9), and the merchant is the store's.
      if (body.tax !== VAT_RATE)
        throw badRequest('Invalid tax', { tax: `the tax rate is ${VAT_RATE}` });
      const merchants = (store.storeDoc.merchants as JsonObject[] | undefined) ?? [];
      if (body.merchantId && !merchants.some((merchant) => merchant.userId === body.merchantId))
        throw badRequest('Merchant not found', { merchantId: 'not a merchant of the store' });
      // 000 §3 merchants[{userId, roles (includes owner)}]: the owner, else the first.
      const owner =
        merchants.find((m) => Array.isArray(m.roles) && m.roles.includes('owner')) ?? merchants[0];
      const merchantId = owner ? String(owner.userId) : null;
      const card = await ctx.db
        .selectFrom('cards')
        .select(['id', 'digits', 'type'])
        .where('id', '=', body.cardId)
        .where('user_id', '=', auth.userId)
        .where('store_id', '=', body.storeId)
        .executeTakeFirst();
      if (!card) throw notFound('Card not found');

      const deliverable = store.service_type === 'deliverable';
      let shipping: { id: string; price: number; amount: number; commune: string } | null = null;
      if (body.shippingId) {
        const row = await ctx.db
          .selectFrom('shippings')
          .select(['id', 'price', 'amount', 'currency', 'commune', 'created_at'])
          .where('id', '=', body.shippingId)
          .where('store_id', '=', body.storeId)
          .executeTakeFirst();
        if (!row)
          throw badRequest('Shipping not found', { shippingId: 'unknown, or another store’s' });
        if (row.currency !== body.currency)
          throw badRequest('Shipping currency does not match', {
            shippingId: `quoted in ${row.currency}`,
          });
        if (quoteExpired(row, new Date()))
          throw badRequest(SHIPPING_EXPIRED, { shippingId: 'ask shippings/getPrice again' });
        // Its amount is checked against the cart under the cart's lock (process-cart.ts).
        shipping = { id: row.id, price: row.price, amount: row.amount, commune: row.commune };
      } else if (deliverable) {
        throw badRequest('Shipping is required', {
          shippingId: 'required for a deliverable store (GET shippings/getPrice)',
        });
      }

      const user = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', auth.userId)
        .executeTakeFirstOrThrow();
      const addresses = user.addresses as JsonObject[];
      const address = body.addressId
        ? addresses.find((item) => item._id === body.addressId)
        : (addresses.find((item) => item.main) ?? addresses[0] ?? null);
      if (address === undefined)
        throw badRequest('Address not found', { addressId: 'not one of the shopper’s addresses' });
      // The quote must be for where the order goes: a price for another commune is not this one's.
      if (
        shipping &&
        address &&
        foldText(String(address.commune ?? '')) !== foldText(shipping.commune)
      )
        throw badRequest('Shipping does not match the address', {
          shippingId: `quoted for ${shipping.commune}`,
        });
      if (deliverable && !address)
        throw badRequest('Address is required', {
          address: 'the shopper has no address (users/{userId}/addAddress)',
        });

      const policy = store.policy as {
        subscriptionPolicy?: {
          defaultStatus?: string;
          allowBasePayday?: boolean;
          shippingChargeType?: string;
        };
        paydayPolicy?: Record<string, PaydayRule>;
        paymentMethodsPolicy?: { issuerFees?: { maxValue?: number } };
      };
      // Spec 001 §5: instalments need a Credit card, capped by the store's maximum.
      const methods = checkedPaymentMethods(body.paymentMethods, card.type, policy);
      const issuerFees = Math.max(0, ...methods.map((method) => method.options.issuerFees));

      const pricing = await storePricing(ctx.db, body.storeId);
      const cartKey: CartKey = {
        storeId: body.storeId,
        guestId: body.guestId,
        userId: auth.userId,
      };
      try {
        const answer = await ctx.db.transaction().execute(async (trx) => {
          // 001 §5 "Only one credit card may be registered for instalments" (lock first: no race).
          if (issuerFees > 1) {
            await lockShopperInstalments(trx, auth.userId);
            await refuseSecondInstalmentCard(trx, {
              userId: auth.userId,
              storeId: body.storeId,
              cardId: card.id,
              issuerFees,
            });
          }
          return processCart(trx, {
            userId: auth.userId,
            key,
            requestHash,
            cartKey,
            currency: body.currency,
            card,
            shipping,
            store: pricing,
            policy: {
              defaultStatus: policy.subscriptionPolicy?.defaultStatus ?? 'active',
              // As the product form offers it (000 §5): only a policy that allows it.
              allowBasePayday: policy.subscriptionPolicy?.allowBasePayday === true,
              shippingChargeType: policy.subscriptionPolicy?.shippingChargeType ?? 'always',
              paydayPolicy: policy.paydayPolicy ?? {},
            },
            contact: {
              name: user.name,
              lastName: user.last_name,
              email: user.email,
              rut: user.rut,
              phone: user.phone,
              phonePrefix: user.phone_prefix,
              address,
            },
            extras: {
              tax: body.tax,
              gift: body.gift,
              merchantId,
              paymentMethods: methods.length ? methods : DEFAULT_PAYMENT_METHODS,
              issuerFees,
            },
            urls: ctx.urls(),
            now: new Date(),
          });
        });
        return send(reply, answer.response, answer.statusCode);
      } catch (error) {
        if (error instanceof CartChangedError) {
          // Stored like getOrCreate would store it, so the client shows the removed/reduced notices.
          await reconcileCart(ctx.db, error.cartId);
          return answerWithCart(ctx, reply, 409, CART_CHANGED, error.cartId);
        }
        if (error instanceof PaymentDeclinedError)
          return answerWithCart(ctx, reply, 402, PAYMENT_DECLINED, error.cartId);
        throw error;
      }
    },
  );
}
