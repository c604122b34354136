// Subscription scenes (API.md "Sandbox-only"): a subscription in any status for any shopper,
// without walking the checkout, so each browser test owns its rows (Ana's seeded ones are shared
// by every test that reads them) and can start from a failed attempt, a suspension, a declining
// card, a merchant-confirmed price or a payment tried a minute ago.
import type { FastifyInstance } from 'fastify';
import { pausedUntilFor, SUBSCRIPTION_STATUSES } from '@storefront/domain/subscriptions';
import type { AppContext } from '../context';
import type { JsonObject } from '../db/schema/index';
import { pricedFromProducts, repricedRow, storePricing } from '../pricing/cycle-price';
import { storeByName } from '../auth/accounts';
import { send } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import { randomId } from '../ids';
import { mailPriceToConfirm } from '../subscriptions/price-confirmation-mail';
import { toSubscription } from '../subscriptions/subscription-view';
import { insertSceneCard, sceneUser } from './scene-user';
import { idField, requiredIds } from '../http/schema';
import { sceneBillingFrequency, scenePayday, sceneProducts } from './scene-schema';

const DAY = 24 * 3600 * 1000;
const BILLING_TYPE_OF: Record<number, string> = {
  0: 'single',
  7: 'weekly',
  15: 'biweekly',
  30: 'monthly',
  60: 'bimonthly',
  90: 'quarterly',
  180: 'biyearly',
  365: 'yearly',
};

interface SceneBody {
  email: string;
  storeName: string;
  status: string;
  products: { productId: string; quantity?: number }[];
  /** Days from now to the payday (negative: already past). Default 12. */
  paydayInDays?: number;
  billingFrequency?: number;
  /** Last four digits of a card made for the scene (`0002` declines); null: no card. Default 4242. */
  cardDigits?: string | null;
  trialDays?: number;
  /** Default: true unless the status is `awaiting response`. */
  confirmedByMerchant?: boolean;
  /** A failed payment that many minutes ago (the 5-minute wait, 001 §4). */
  lastPaymentTryMinutesAgo?: number;
  /** Days from now to the expiration (an expirable subscription); default none. */
  expirationInDays?: number;
  /** A price change on the first product (000 §4 notice, 001 §4 opt-in). */
  priceChange?: { newPrice: number; inDays: number; optIn?: boolean };
  /**
   * The stored payment methods by provider name, highest priority first (001 §3
   * "paymentMethods (list of name, priority, …)"). Default Webpay Oneclick alone. More than one, or
   * one other than Oneclick, sends a failed one to the payment screen (001 §2).
   */
  paymentMethods?: string[];
}

const METHOD_NAMES = [
  'Webpay Oneclick',
  'Webpay Plus',
  'Khipu Payment Initiation',
  'Mercado Pago Checkout Pro',
];

export function registerSubscriptionScenes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SceneBody }>(
    '/sandbox/subscriptions',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeName', 'status', 'products'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            storeName: idField,
            status: { type: 'string', enum: [...SUBSCRIPTION_STATUSES] },
            products: sceneProducts,
            paydayInDays: scenePayday,
            billingFrequency: sceneBillingFrequency,
            cardDigits: { type: ['string', 'null'], pattern: '^[0-9]{4}$' },
            trialDays: { type: 'integer', minimum: 0, maximum: 365 },
            confirmedByMerchant: { type: 'boolean' },
            lastPaymentTryMinutesAgo: { type: 'number', minimum: 0, maximum: 100000 },
            expirationInDays: { type: 'integer', minimum: 0, maximum: 800 },
            paymentMethods: {
              type: 'array',
              minItems: 1,
              maxItems: 4,
              uniqueItems: true,
              items: { type: 'string', enum: METHOD_NAMES },
            },
            priceChange: {
              type: 'object',
              required: ['newPrice', 'inDays'],
              properties: {
                newPrice: { type: 'number', exclusiveMinimum: 0 },
                inDays: { type: 'integer', minimum: 0, maximum: 365 },
                optIn: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const store = await storeByName(ctx, body.storeName);
      const user = await sceneUser(ctx, body.email, store.id);
      const rows = await ctx.db
        .selectFrom('products')
        .selectAll()
        .where('store_id', '=', store.id)
        .where(
          'id',
          'in',
          body.products.map((p) => p.productId),
        )
        .execute();
      const now = Date.now();
      const billingFrequency = body.billingFrequency ?? 30;
      const products = body.products.map((line, index) => {
        const row = rows.find((r) => r.id === line.productId);
        if (!row) throw badRequest('Product not found', { [`products.${index}`]: line.productId });
        const quantity = line.quantity ?? 1;
        const doc = row.doc as {
          imageUrl?: string;
          promotions?: unknown[];
          prices?: Record<string, number | null>;
        };
        // The price of the scene's billing type when the product has one, else its lowest.
        const unit = doc.prices?.[BILLING_TYPE_OF[billingFrequency] ?? ''] ?? row.default_price;
        return {
          productId: row.id,
          productOptionId: randomId('line'),
          parentProductId: null,
          name: row.name,
          sku: row.sku,
          quantity,
          price: unit,
          quantityDiscount: 0,
          totalPrice: unit * quantity,
          labels: [],
          promotions: doc.promotions ?? [],
          product: {
            imageUrl: doc.imageUrl ?? null,
            stock: row.stock,
            fullStock: row.stock === null ? null : row.stock + quantity,
          },
          ...(index === 0 && body.priceChange
            ? {
                priceChange: {
                  newPrice: body.priceChange.newPrice,
                  priceDeploymentAt: new Date(now + body.priceChange.inDays * DAY).toISOString(),
                  optIn: body.priceChange.optIn ?? true,
                  seen: false,
                  userAction: false,
                },
              }
            : {}),
        };
      });
      const billingType = BILLING_TYPE_OF[billingFrequency];
      const digits = body.cardDigits === undefined ? '4242' : body.cardDigits;
      const cardId =
        digits === null
          ? null
          : await insertSceneCard(ctx.db, {
              storeId: store.id,
              userId: user.id,
              digits,
              at: new Date(now),
            });
      const payday = new Date(now + (body.paydayInDays ?? 12) * DAY);
      // Priced by the engine for its payday, as every subscription is (the scene's items keep the
      // catalogue's promotions as they were listed, not held ones: they are at their list price).
      const priced = repricedRow(
        {
          products: products as JsonObject[],
          currency: 'clp',
          payday,
          doc: { shippingChargeType: 'always', bundlesPrice: 0 },
        },
        await storePricing(ctx.db, store.id),
      );
      const paused = body.status === 'paused';
      const confirmed = body.confirmedByMerchant ?? body.status !== 'awaiting response';
      const row = await ctx.db
        .insertInto('subscriptions')
        .values({
          id: randomId('sub'),
          store_id: store.id,
          user_id: user.id,
          status: body.status,
          card_id: cardId,
          type: billingFrequency === 0 ? 'single' : 'recurring',
          billing_frequency: billingFrequency,
          payday,
          paused_until: paused ? pausedUntilFor(payday) : null,
          price: priced.price,
          currency: 'clp',
          products: JSON.stringify(priced.products),
          doc: JSON.stringify({
            ...priced.doc,
            billingType,
            trialDays: body.trialDays ?? 0,
            priceOverwrite: null,
            shippingId: null,
            shippingChargeType: 'always',
            expiration:
              body.expirationInDays === undefined
                ? null
                : new Date(now + body.expirationInDays * DAY).toISOString(),
            chargeId: null,
            confirmedByMerchantAt: confirmed ? new Date(now - DAY).toISOString() : null,
            transaction: {
              date: new Date(payday.getTime() - billingFrequency * DAY).toISOString(),
            },
            paymentMethods: (body.paymentMethods ?? ['Webpay Oneclick']).map(
              (name, index, all) => ({
                name,
                priority: all.length - index,
                options: { issuerFees: 1 },
              }),
            ),
            contact: {
              address: { street: 'Avenida Providencia', number: '1234', commune: 'Providencia' },
            },
            ...(body.lastPaymentTryMinutesAgo === undefined
              ? {}
              : {
                  lastPaymentTry: new Date(
                    now - body.lastPaymentTryMinutesAgo * 60_000,
                  ).toISOString(),
                }),
            origin: 'sandbox-scene',
          }),
          created_at: new Date(now - 90 * DAY),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toSubscription(row, ctx.urls()), 201);
    },
  );

  // The merchant's side of referential prices (001 §4 "Confirm-price view selection", §9): the
  // merchant confirms the price of a subscription awaiting response, optionally with a new unit
  // price, so the shopper's confirmPrice screen moves from PROCESSING_SUBSCRIPTION to the card
  // picker or the terms view; the shopper is e-mailed the link to that screen.
  app.post<{ Params: { id: string }; Body: { price?: number } | undefined }>(
    '/sandbox/subscriptions/:id/merchantConfirm',
    {
      schema: {
        params: requiredIds('id'),
        body: {
          type: ['object', 'null'],
          properties: { price: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 } },
        },
      },
    },
    async (request, reply) => {
      const price = request.body?.price;
      const row = await ctx.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound('Subscription not found');
        if (current.status !== 'awaiting response') {
          throw conflict('Only a subscription awaiting response can be confirmed by the merchant');
        }
        const confirmed = {
          ...current,
          doc: { ...current.doc, confirmedByMerchantAt: new Date().toISOString() },
          // The merchant's new unit price, if any, on every item; the engine prices the cycle.
          products:
            price === undefined
              ? current.products
              : current.products.map((line) => ({ ...line, price })),
        };
        const next = pricedFromProducts(confirmed)
          ? repricedRow(confirmed, await storePricing(trx, current.store_id))
          : confirmed;
        const saved = await trx
          .updateTable('subscriptions')
          .set({
            price: next.price,
            products: JSON.stringify(next.products),
            doc: JSON.stringify(next.doc),
          })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // The provider tells her, with the page where she answers (issue 39).
        await mailPriceToConfirm(trx, saved, ctx.urls());
        return saved;
      });
      return send(reply, toSubscription(row, ctx.urls()));
    },
  );
}
