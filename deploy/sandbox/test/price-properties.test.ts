/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Issue 36, "what the shopper sees is what she is charged", as properties (fast-check):
//  1. over the seeded stores' products × quantities × frequencies × promotions (their own and
//     generated ones) × quantity discounts × held promotions (usesLeft, expiresAt) × delivery rates
//     × clp and uf, 5,000 cases: the product card, the product form, the cart line (the server's),
//     the checkout summary (the screen's), the checkout's charge (the server's plan), a later cycle
//     (server and subscription-edit screen) and the order the charge makes (the receipt's amounts)
//     agree to the peso. These call each side's own functions in process;
//  2. the same through the running sandbox over HTTP, for fewer cases: add to cart, quote, process,
//     and the charge equals what the card, the form and the summary showed;
//  3. no request body lowers what the server charges: forged amounts, tax, merchant, quotes and
//     cart fields are refused or ignored, never cheaper.
import fc from 'fast-check';
import {
  basePrice,
  cardPrice,
  checkoutSummary,
  editedProductsPrice,
  formatAmount,
  orderAmounts,
  priceOrder,
  productLine,
  startUserPromotion,
  userPriceFloor,
} from '@storefront/domain';
import { planGroups, type PricedLine } from '../src/billing/billing-groups';
import { toProduct } from '../src/catalog/product-view';
import { priceCartLine } from '../src/pricing/cart-line-price';
import { cyclePrice, type StorePricing } from '../src/pricing/cycle-price';
import type { ShippingRates } from '../src/shippings/shipping-price';
import { shippingPrice } from '../src/shippings/shipping-price';
import { sharedSandbox } from './helpers';
import { newShopper, processBody, processCart, quote, quoteCart } from './checkout/checkout-scene';

const sandbox = sharedSandbox();
jest.setTimeout(300_000);

const FREQUENCIES = [
  'single',
  'weekly',
  'biweekly',
  'monthly',
  'bimonthly',
  'quarterly',
  'biyearly',
  'yearly',
];
const DAY = 86_400_000;
const NOW = new Date('2026-12-02T15:00:00Z');

interface Seeded {
  product: ReturnType<typeof toProduct>;
  storeId: string;
  rates: ShippingRates | undefined;
}
let seeded: Seeded[] = [];

beforeAll(async () => {
  const stores = await sandbox.db
    .selectFrom('stores')
    .select(['id', 'doc', 'service_type'])
    .execute();
  const rows = await sandbox.db
    .selectFrom('products')
    .selectAll()
    .where('active', '=', true)
    .execute();
  seeded = rows
    .map((row) => ({
      product: toProduct(row, { sandbox: sandbox.url, shell: 'http://shell.test' }),
      storeId: row.store_id,
      rates: stores.find((s) => s.id === row.store_id)!.doc.shippingRates as
        ShippingRates | undefined,
    }))
    .filter((s) => FREQUENCIES.some((f) => (s.product as any).prices?.[f] > 0));
  expect(seeded.length).toBeGreaterThan(100);
});

const promotionArb = fc.record({
  name: fc.constantFrom('Bienvenida', 'Primer mes', 'Temporada', 'Club'),
  discount: fc.oneof(
    fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 60 }) }),
    fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 8000 }) }),
  ),
  priority: fc.integer({ min: 0, max: 3 }),
  priceFrequency: fc.option(fc.constantFrom(...FREQUENCIES), { nil: undefined }),
  maxUses: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  duration: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
  createdAt: fc
    .integer({ min: 0, max: 400 })
    .map((d) => new Date(Date.UTC(2025, 0, 1) + d * DAY).toISOString()),
});

const caseArb = fc
  .record({
    pick: fc.nat(),
    frequencyPick: fc.nat(),
    quantity: fc.integer({ min: 1, max: 8 }),
    promotions: fc.option(fc.array(promotionArb, { maxLength: 3 }), { nil: undefined }),
    quantityDiscounts: fc.option(
      fc.array(
        fc.integer({ min: 0, max: 30 }).map((n) => n / 100),
        { maxLength: 4 },
      ),
      { nil: undefined },
    ),
    userPriceExtra: fc.integer({ min: 0, max: 50_000 }),
    usesLeft: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    expiresInDays: fc.option(fc.integer({ min: -10, max: 100 }), { nil: null }),
    chargeType: fc.constantFrom('always', 'once'),
    deliveryPaid: fc.boolean(),
  })
  .map((c) => {
    const base = seeded[c.pick % seeded.length]!;
    const doc: any = { ...base.product };
    if (c.promotions) doc.promotions = c.promotions;
    if (c.quantityDiscounts) doc.quantityDiscounts = c.quantityDiscounts;
    const available = FREQUENCIES.filter((f) => doc.prices?.[f] > 0);
    const frequency = available[c.frequencyPick % available.length]!;
    const quantity = doc.quantifiable === false ? 1 : c.quantity;
    const currency: string = doc.currency ?? 'clp';
    const userPrice = doc.priceDefinedByUser
      ? userPriceFloor(doc, frequency) +
        (currency === 'clp' ? c.userPriceExtra : c.userPriceExtra / 100)
      : undefined;
    return { ...c, store: base, doc, frequency, quantity, currency, userPrice };
  });

describe('property 1: every screen and every server step price a purchase alike (5,000 cases)', () => {
  it('card = form = cart line = checkout summary = charge = order; a later cycle: server = edit screen', () => {
    let cases = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        cases += 1;
        const { doc, frequency, quantity, currency, userPrice } = c;
        // The product form (the shopper's choice) and the server's cart line.
        const form = productLine(doc, frequency, {
          quantity,
          ...(userPrice === undefined ? {} : { userPrice }),
        });
        const server = priceCartLine({
          doc,
          billing_type: frequency,
          quantity,
          custom_price: userPrice ?? null,
          currency,
        });
        expect(server.total).toBe(form.total);
        expect(server.promotion ?? null).toEqual(form.promotion ?? null);

        // The card: one unit at the product's base frequency.
        const card = cardPrice(doc);
        const base = basePrice(doc);
        if (
          card &&
          base &&
          base.frequency === frequency &&
          quantity === 1 &&
          !doc.priceDefinedByUser
        )
          expect(card.text).toBe(formatAmount(form.total, currency));

        // The checkout summary (the screen) of the server's cart line, with the quote's delivery.
        const delivery = shippingPrice(c.store.rates, currency, server.total);
        const line = {
          _id: 'po-1',
          name: doc.name,
          quantity,
          billingType: frequency,
          currency,
          singlePrice: server.unitPrice,
          price: server.total,
          quantityDiscount: server.quantityDiscount,
          promotions: doc.promotions,
          priceDefinedByUser: doc.priceDefinedByUser,
        };
        const summary = checkoutSummary(
          { products: [line], productsPrice: server.total, productsFullPrice: server.fullPrice },
          delivery,
        );
        expect(summary.lines[0]!.total).toBe(server.total);

        // The charge: the server's plan of the group, plus the one delivery.
        const priced: PricedLine = {
          lineId: 'po-1',
          productId: doc._id,
          name: doc.name,
          sku: doc.sku,
          currency,
          billingType: frequency,
          quantity,
          unitPrice: server.unitPrice,
          quantityDiscount: server.quantityDiscount,
          total: server.total,
          promotion: server.promotion,
          labels: [],
          expirationCycles: null,
          basePayday: null,
          imageUrl: null,
        };
        const [group] = planGroups(
          [priced],
          { defaultStatus: 'active', allowBasePayday: false, paydayPolicy: {} },
          NOW,
        );
        const charge = priceOrder([group!.productsPrice], delivery, currency).total;
        expect(charge).toBe(summary.total);
        // The order the charge makes (the receipt's amounts: subtotal, delivery, total).
        expect(
          orderAmounts({
            price: group!.productsPrice,
            deliveryPrice: delivery,
            totalPrice: charge,
            currency,
          }).total,
        ).toBe(summary.total);

        // A later cycle: the item with its held promotion's state, priced by the server and by
        // the subscription-edit screen for the same payday.
        const payday = new Date(NOW.getTime() + 30 * DAY);
        const held = server.promotion
          ? [
              {
                ...startUserPromotion(server.promotion, NOW),
                usesLeft: c.usesLeft,
                expiresAt:
                  c.expiresInDays === null
                    ? null
                    : new Date(payday.getTime() + c.expiresInDays * DAY).toISOString(),
              },
            ]
          : [];
        const item = {
          price: server.unitPrice,
          quantity,
          quantityDiscount: server.quantityDiscount,
          promotions: held,
        };
        const store: StorePricing = {
          deliverable: true,
          rates: c.store.rates,
          chargeType: c.chargeType,
        };
        const cycle = cyclePrice(
          {
            products: [item as any],
            currency,
            doc: { shippingChargeType: c.chargeType, deliveryPaid: c.deliveryPaid },
          },
          store,
          payday,
        );
        const screen = editedProductsPrice(
          [{ ...item, originalQuantity: quantity }],
          currency,
          payday,
        );
        expect(cycle.productsPrice).toBe(screen);
      }),
      { numRuns: 5000 },
    );
    expect(cases).toBeGreaterThanOrEqual(5000);
  });
});

const TD = 'st-tienda-demo';
const FA = 'st-farmacia-demo';
let shoppers = 0;
const email = (store: string) => `propiedad-${store}-${(shoppers += 1)}-${Date.now()}@demo.cl`;
const key = () => `prop-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A shopper of `storeId` with one line of `productId` in her cart, and what the screens show. */
async function shopperWithLine(
  storeId: string,
  productId: string,
  frequency: string,
  quantity: number,
) {
  const storeName = storeId === TD ? 'tienda-demo' : 'farmacia-demo';
  const shopper = await newShopper(sandbox, email(storeName), { storeName });
  if (storeId === FA) {
    // farmacia-demo delivers to Arica only.
    await sandbox.v1.post(
      `/users/${shopper.userId}/addAddress`,
      { street: '21 de Mayo', number: '500', commune: 'Arica', country: 'Chile', main: true },
      shopper.token,
    );
  }
  const added = await sandbox.v1.post(
    '/carts/addProduct',
    {
      storeId,
      guestId: shopper.guestId,
      userId: shopper.userId,
      product: {
        productId,
        quantity,
        billingType: frequency,
        // An expirable product asks for its number of periods (000 §5).
        ...(frequency === 'single' ? {} : { expirationCycles: 3 }),
      },
    },
    shopper.token,
  );
  expect(added.status).toBe(200);
  const product = (await sandbox.v1.get(`/catalog/products/${productId}?storeId=${storeId}`)).body
    .data;
  const cart = added.body.data.cart;
  const commune = storeId === FA ? 'Arica' : 'Providencia';
  const addressId =
    storeId === FA
      ? (await sandbox.v1.get('/auth/profile', shopper.token)).body.data.addresses.find(
          (a: any) => a.commune === 'Arica',
        )._id
      : undefined;
  return { shopper, product, cart, commune, addressId };
}

/** Seeded products of tienda-demo and farmacia-demo a shopper can buy by HTTP (not user-priced). */
async function buyable() {
  const rows = await sandbox.db
    .selectFrom('products')
    .select(['id', 'store_id', 'doc', 'stock'])
    .where('store_id', 'in', [TD, FA])
    .where('active', '=', true)
    .where('hidden', '=', false)
    .execute();
  return rows.filter((r) => !r.doc.priceDefinedByUser && (r.stock === null || r.stock > 10));
}

describe('property 2: through the running sandbox, the charge is what the screens showed', () => {
  it('add to cart, quote, process: the transaction is the form’s line plus the quote, and the summary’s total', async () => {
    const products = await buyable();
    let chargedCases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 3 }),
        async (pick, fpick, qty) => {
          const row = products[pick % products.length]!;
          const available = FREQUENCIES.filter((f) => (row.doc.prices as any)?.[f] > 0);
          const frequency = available[fpick % available.length]!;
          const quantity = row.doc.quantifiable === false ? 1 : qty;
          const { shopper, product, cart, commune, addressId } = await shopperWithLine(
            row.store_id,
            row.id,
            frequency,
            quantity,
          );
          const form = productLine(product, frequency, { quantity });
          expect(cart.products[0].price).toBe(form.total);
          const shipping = await quoteCart(sandbox, shopper, row.store_id, commune);
          expect(shipping.status).toBe(200);
          const summary = checkoutSummary(cart, shipping.body.data.price);
          const reply = await processCart(
            sandbox.url,
            shopper.token,
            processBody(shopper, row.store_id, {
              shippingId: shipping.body.data._id,
              addressId,
              currency: product.currency,
            }),
            key(),
          );
          expect(reply.status).toBe(201);
          const charged = reply.body.data.transaction;
          if (charged) {
            chargedCases += 1;
            expect(charged.amount).toBe(summary.total);
            expect(charged.amount).toBe(
              priceOrder([form.total], shipping.body.data.price, product.currency).total,
            );
            // The order made by the charge says the same (the receipt's amounts).
            const [order] = reply.body.data.deliveries;
            expect(order.totalPrice).toBe(charged.amount);
            expect(order.price).toBe(form.total);
          }
        },
      ),
      { numRuns: 30 },
    );
    // Most cases are charged at checkout (farmacia-demo's referential prices are not).
    expect(chargedCases).toBeGreaterThanOrEqual(10);
  });
});

describe('property 3: no request body lowers what the server charges', () => {
  const forgery = fc.record({
    extra: fc.subarray(
      ['amount', 'price', 'total', 'productsPrice', 'deliveryPrice', 'discount', 'transaction'],
      {
        minLength: 0,
      },
    ),
    extraValue: fc.constantFrom(0, 1, -5000, 0.5),
    tax: fc.constantFrom(0.19, 0, 0.5, 1),
    merchantId: fc.option(fc.constantFrom('u-merchant-td', 'u-evil', 'u-merchant-fa'), {
      nil: undefined,
    }),
    quoteAmount: fc.option(fc.constantFrom(0, 1, 50_000, 1e9), { nil: undefined }),
    patch: fc.option(
      fc.record({
        quantityDiscount: fc.constantFrom(0.5, 0.99),
        discount: fc.constantFrom(5000, 1e6),
      }),
      {
        nil: undefined,
      },
    ),
    issuerFees: fc.option(fc.constantFrom(0, 1, 3, 24), { nil: undefined }),
  });

  it('forged amounts, tax, merchant, quotes and cart fields are refused or ignored, never cheaper', async () => {
    await fc.assert(
      fc.asyncProperty(forgery, async (f) => {
        // Café en grano: monthly 10,000 with quantity discounts; 2 units = 19,000.
        const { shopper, cart } = await shopperWithLine(TD, 'td-p-0002', 'monthly', 2);
        const honest = checkoutSummary(cart, 2990).total;
        expect(honest).toBe(19000 + 2990);
        if (f.patch) {
          const patched = await sandbox.v1.put(
            '/carts/patchProduct',
            {
              storeId: TD,
              guestId: shopper.guestId,
              userId: shopper.userId,
              productId: 'td-p-0002',
              product: { productOptionId: cart.products[0]._id, quantity: 2, ...f.patch },
            },
            shopper.token,
          );
          if (patched.status === 200) expect(patched.body.data.productsPrice).toBe(19000);
        }
        const shipping =
          f.quoteAmount === undefined
            ? await quoteCart(sandbox, shopper, TD)
            : await quote(sandbox, shopper.token, TD, f.quoteAmount);
        const body: Record<string, unknown> = processBody(shopper, TD, {
          shippingId: shipping.body.data._id,
          tax: f.tax,
          ...(f.merchantId ? { merchantId: f.merchantId } : {}),
          ...(f.issuerFees === undefined
            ? {}
            : {
                paymentMethods: [
                  { name: 'Webpay Oneclick', priority: 1, options: { issuerFees: f.issuerFees } },
                ],
              }),
        });
        for (const field of f.extra) body[field] = f.extraValue;
        const reply = await processCart(sandbox.url, shopper.token, body, key());
        const charged = (await sandbox.api.get(`/sandbox/transactions?userId=${shopper.userId}`))
          .body.data as any[];
        if (reply.status === 201) {
          expect(reply.body.data.transaction.amount).toBe(honest);
          expect(charged.map((tx) => tx.amount)).toEqual([honest]);
        } else {
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(charged).toEqual([]);
        }
      }),
      { numRuns: 30 },
    );
  });
});
