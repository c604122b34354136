import {
  checkoutRedirect,
  PROCESS_FAILURE_TEXTS,
  reloadCartAfterFailure,
} from './checkout-outcomes';

const deliverable = { serviceType: 'deliverable' };

describe('checkoutRedirect (spec 001 §2 "Redirects to the store root if the cart is empty, and to the charges panel for service stores")', () => {
  it('an empty cart → the store root', () => {
    expect(checkoutRedirect(deliverable, { totalLength: 0, products: [] })).toBe('');
    expect(checkoutRedirect(deliverable, null)).toBe('');
  });
  it('a service store → userpanel/charges', () => {
    expect(checkoutRedirect({ serviceType: 'service' }, { totalLength: 2 })).toBe(
      'userpanel/charges',
    );
  });
  it('a deliverable store with a cart → stays', () => {
    expect(checkoutRedirect(deliverable, { totalLength: 1 })).toBeNull();
    expect(checkoutRedirect(deliverable, { products: [{}] })).toBeNull();
  });
});

describe('processing failure (001 §4 Checkout, §8)', () => {
  it("the spec's texts", () => {
    expect(PROCESS_FAILURE_TEXTS).toEqual({
      title: 'Lamentablemente, la transacción ha fracasado',
      description: 'Por favor, vuelve a intentarlo más tarde.',
      button: 'Entendido',
    });
  });
  it('"the cart is reloaded (not for guests)"', () => {
    expect(reloadCartAfterFailure({ isGuest: false })).toBe(true);
    expect(reloadCartAfterFailure({})).toBe(true);
    expect(reloadCartAfterFailure({ isGuest: true })).toBe(false);
    expect(reloadCartAfterFailure(null)).toBe(false);
  });
});
