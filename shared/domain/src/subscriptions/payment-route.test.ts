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
});
