/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Issue 36, "what the shopper sees is what she is charged", as a property (fast-check) through the
// running sandbox over HTTP, for fewer cases than screens-agree.test.ts: add to cart, quote,
// process, and the charge equals what the card, the form and the summary showed.
import fc from 'fast-check';
import { checkoutSummary, priceOrder, productLine } from '@storefront/domain';
import { sharedSandbox } from '../helpers';
import { processBody, processCart, quoteCart } from '../checkout/checkout-scene';
import { FREQUENCIES, key, httpScene } from './price-scene';

const sandbox = sharedSandbox();
jest.setTimeout(300_000);
const { shopperWithLine, buyable } = httpScene(sandbox);

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
