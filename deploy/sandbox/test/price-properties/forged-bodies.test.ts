/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Issue 36, "what the shopper sees is what she is charged", as a property (fast-check): no request
// body lowers what the server charges: forged amounts, tax, merchant, quotes and cart fields are
// refused or ignored, never cheaper.
import fc from 'fast-check';
import { checkoutSummary } from '@storefront/domain';
import { sharedSandbox } from '../helpers';
import { processBody, processCart, quote, quoteCart } from '../checkout/checkout-scene';
import { TD, key, httpScene } from './price-scene';

const sandbox = sharedSandbox();
jest.setTimeout(300_000);
const { shopperWithLine } = httpScene(sandbox);

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
