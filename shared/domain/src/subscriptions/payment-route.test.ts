import { hasPromotions, paysOnPaymentScreen } from './payment-route';

describe('paysOnPaymentScreen (001 §2 "more than one payment method or the method is not the one-click card method")', () => {
  it('one Webpay Oneclick method, or none stored (the default), pays in place', () => {
    expect(paysOnPaymentScreen({ paymentMethods: [{ name: 'Webpay Oneclick' }] })).toBe(false);
    expect(paysOnPaymentScreen({ paymentMethods: [] })).toBe(false);
    expect(paysOnPaymentScreen({ paymentMethods: null })).toBe(false);
  });
  it('more than one method, or another method, goes to the payment screen', () => {
    expect(
      paysOnPaymentScreen({
        paymentMethods: [{ name: 'Webpay Oneclick' }, { name: 'Khipu Payment Initiation' }],
      }),
    ).toBe(true);
    expect(paysOnPaymentScreen({ paymentMethods: [{ name: 'Mercado Pago Checkout Pro' }] })).toBe(
      true,
    );
  });
});

describe('hasPromotions (001 §4 "when any product has promotions")', () => {
  it('any product with a promotion', () => {
    expect(hasPromotions({ products: [{ promotions: [] }, { promotions: [{ name: 'x' }] }] })).toBe(
      true,
    );
    expect(hasPromotions({ products: [{ promotions: [] }, { promotions: null }, {}] })).toBe(false);
  });
  it('a held promotion counts while it still lowers a charge (001 §9 usesLeft, expiresAt)', () => {
    const held = {
      name: 'Primer mes con 20% de descuento',
      discount: { type: 'percentage', value: 20 },
      usesLeft: 1,
      expiresAt: '2026-12-31T00:00:00.000Z',
      startedAt: '2026-12-01T00:00:00.000Z',
    };
    const at = new Date('2026-12-10T00:00:00Z');
    expect(hasPromotions({ products: [{ promotions: [held] }] }, at)).toBe(true);
    expect(hasPromotions({ products: [{ promotions: [{ ...held, usesLeft: 0 }] }] }, at)).toBe(false);
    expect(hasPromotions({ products: [{ promotions: [held] }] }, new Date('2027-01-01'))).toBe(false);
  });
});
