import { cartSummary } from './cart-summary';

const cart = {
  products: [{ currency: 'clp' }],
  productsPrice: 3781,
  bundlesPrice: 0,
  productsFullPrice: 3980,
  bundlesFullPrice: 0,
};

describe('cartSummary (spec 000 §2 Cart page "order summary")', () => {
  it('subtotal before discounts, discounts, total; "delivery label, default "Despacho""', () => {
    expect(cartSummary(cart, {})).toEqual({
      subtotal: 3980,
      discounts: 199,
      total: 3781,
      deliveryLabel: 'Despacho',
      referential: false,
      currency: 'clp',
    });
    expect(cartSummary(cart, { deliveryLabel: '  ' }).deliveryLabel).toBe('Despacho');
  });
  it('the cart view deliveryLabel wins', () => {
    expect(cartSummary(cart, { deliveryLabel: 'Instalación' }).deliveryLabel).toBe('Instalación');
  });
  it('bundles add to the totals', () => {
    expect(cartSummary({ ...cart, bundlesPrice: 1000, bundlesFullPrice: 1200 }, {})).toMatchObject({
      subtotal: 5180,
      discounts: 399,
      total: 4781,
    });
  });
  it('"default subscription status is "awaiting response"": referential, no discounts, subtotal = total', () => {
    expect(cartSummary(cart, { defaultStatus: 'awaiting response' })).toMatchObject({
      referential: true,
      discounts: 0,
      subtotal: 3781,
      total: 3781,
    });
  });
  it('currency from the first line, default clp', () => {
    expect(cartSummary({ ...cart, products: [{ currency: 'uf' }] }, {}).currency).toBe('uf');
    expect(cartSummary({ ...cart, products: [] }, {}).currency).toBe('clp');
  });
});

describe('cartSummary delivery label by charge type (001 §9 "\'instalación\' for once")', () => {
  it('once → "Instalación" unless the view names its own label', () => {
    expect(cartSummary(cart, { shippingChargeType: 'once' }).deliveryLabel).toBe('Instalación');
    expect(cartSummary(cart, { shippingChargeType: 'once', deliveryLabel: 'Envío' }).deliveryLabel).toBe('Envío');
  });
});
