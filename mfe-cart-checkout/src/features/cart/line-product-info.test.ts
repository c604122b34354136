import type { CartLineSchema, ProductSchema } from '@storefront/sdk';
import { aCartLine, aProduct, type Overrides } from '@storefront/state/testing';
import { lineIsSelfDescribing, lineProductInfo } from './line-product-info';

const line = (extra: Overrides<typeof CartLineSchema> = {}) =>
  aCartLine({
    _id: 'po-1',
    productId: 'p',
    name: 'x',
    singlePrice: 1,
    price: 1,
    quantity: 1,
    billingType: 'single',
    currency: 'clp',
    promotions: [],
    ...extra,
  });
const product = (extra: Overrides<typeof ProductSchema> = {}) =>
  aProduct({ _id: 'p', quantityDiscounts: [0.1], stock: 7, ...extra });

test('a line carrying quantifiable describes itself; its own stock wins', () => {
  const info = lineProductInfo(
    line({ quantifiable: false, priceDefinedByUser: true, stock: null, quantityDiscounts: [0.2] }),
    product(),
  );
  expect(lineIsSelfDescribing(line({ quantifiable: true }))).toBe(true);
  expect(info).toEqual({
    known: true,
    quantifiable: false,
    priceDefinedByUser: true,
    stock: null,
    quantityDiscounts: [0.2],
  });
});

test('otherwise the product answers, and until it does nothing is known', () => {
  expect(lineProductInfo(line(), undefined).known).toBe(false);
  expect(lineProductInfo(line(), product({ quantifiable: true }))).toEqual({
    known: true,
    quantifiable: true,
    priceDefinedByUser: false,
    stock: 7,
    quantityDiscounts: [0.1],
  });
});

test('a missing quantifiable reads as quantifiable (only false forbids)', () => {
  expect(lineProductInfo(line(), product()).quantifiable).toBe(true);
});
