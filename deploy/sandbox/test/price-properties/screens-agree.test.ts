/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Issue 36, "what the shopper sees is what she is charged", as a property (fast-check): over the
// seeded stores' products × quantities × frequencies × promotions (their own and generated ones) ×
// quantity discounts × held promotions (usesLeft, expiresAt) × delivery rates × clp and uf, 5,000
// cases: the product card, the product form, the cart line (the server's), the checkout summary
// (the screen's), the checkout's charge (the server's plan), a later cycle (server and
// subscription-edit screen) and the order the charge makes (the receipt's amounts) agree to the
// peso. These call each side's own functions in process. Through the running sandbox:
// charge-over-http.test.ts and forged-bodies.test.ts.
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
import { planGroups, type PricedLine } from '../../src/billing/billing-groups';
import { toProduct } from '../../src/catalog/product-view';
import { priceCartLine } from '../../src/pricing/cart-line-price';
import { cyclePrice, type StorePricing } from '../../src/pricing/cycle-price';
import type { ShippingRates } from '../../src/shippings/shipping-price';
import { shippingPrice } from '../../src/shippings/shipping-price';
import { sharedSandbox } from '../helpers';
import { FREQUENCIES } from './price-scene';

const sandbox = sharedSandbox();
jest.setTimeout(300_000);

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
