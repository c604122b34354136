import { PAYMENT_METHODS } from './catalogue';
import { LOGOS_PER_METHOD, PAYMENT_LOGO_NAMES, paymentMethodLogos } from './logos';

describe('payment-method logos (002 §2, §3)', () => {
  it('"3 method cards with 4 logos each": four distinct logos on every method of the catalogue', () => {
    expect(LOGOS_PER_METHOD).toBe(4);
    for (const method of PAYMENT_METHODS) {
      const logos = paymentMethodLogos(method.id);
      expect(logos).toHaveLength(4);
      expect(new Set(logos).size).toBe(4);
    }
  });

  it('"Logos exist for Visa, Mastercard, American Express, Diners Club, Redcompra, several Chilean banks and Webpay Oneclick": each is shown on some card', () => {
    const shown = new Set(PAYMENT_METHODS.flatMap((method) => paymentMethodLogos(method.id)));
    const names = [...shown].map((logo) => PAYMENT_LOGO_NAMES[logo]);
    expect(names).toEqual(
      expect.arrayContaining([
        'Visa',
        'Mastercard',
        'American Express',
        'Diners Club',
        'Redcompra',
        'Webpay Oneclick',
      ]),
    );
    expect(paymentMethodLogos('khipu').map((logo) => PAYMENT_LOGO_NAMES[logo])).toEqual([
      'BancoEstado',
      'Banco de Chile',
      'Santander',
      'Bci',
    ]);
  });

  it('debit through Webpay Plus shows Redcompra; an unknown method has no logos', () => {
    expect(paymentMethodLogos('webpay-plus')).toContain('redcompra');
    expect(paymentMethodLogos('Otro')).toEqual([]);
  });
});
