import { cartSummary, isAwaitingResponse } from './summary-rules';

const cart = { products: [{ currency: 'clp' }], productsPrice: 3781, bundlesPrice: 0, productsFullPrice: 3980, bundlesFullPrice: 0 } as Parameters<typeof cartSummary>[0];

describe('cartSummary', () => {
  it('subtotal before discounts, discounts, total; delivery label default "Despacho"', () => {
    expect(cartSummary(cart, {})).toEqual({ subtotal: 3980, discounts: 199, total: 3781, deliveryLabel: 'Despacho', referential: false, currency: 'clp' });
  });
  it('the cart view deliveryLabel wins', () => {
    expect(cartSummary(cart, { deliveryLabel: 'Instalación' }).deliveryLabel).toBe('Instalación');
  });
  it('default status awaiting response: referential, no discounts, subtotal = total', () => {
    expect(cartSummary(cart, { defaultStatus: 'awaiting response' })).toMatchObject({ referential: true, discounts: 0, subtotal: 3781, total: 3781 });
  });
});

test('isAwaitingResponse accepts the policy text and the repo status string', () => {
  expect(isAwaitingResponse('awaiting response')).toBe(true);
  expect(isAwaitingResponse('awaiting_response')).toBe(true);
  expect(isAwaitingResponse('active')).toBe(false);
  expect(isAwaitingResponse(undefined)).toBe(false);
});
