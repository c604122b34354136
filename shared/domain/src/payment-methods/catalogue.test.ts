import { DEFAULT_PAYMENT_METHOD, findPaymentMethod, PAYMENT_METHODS, paymentMethodTitle, sortByPriority } from './catalogue';

describe('payment-method catalogue (001 §9, 002 §3 §9)', () => {
  it('ids and provider names: "Khipu Payment Initiation", "Mercado Pago Checkout Pro", "Webpay Oneclick", "Webpay Plus"', () => {
    expect(Object.fromEntries(PAYMENT_METHODS.map((m) => [m.id, m.name]))).toEqual({
      'webpay-oneclick': 'Webpay Oneclick',
      'webpay-plus': 'Webpay Plus',
      khipu: 'Khipu Payment Initiation',
      'mercado-pago': 'Mercado Pago Checkout Pro',
    });
  });

  it('"Default payment method is \'Webpay Oneclick\', priority 1", tokenized', () => {
    expect(DEFAULT_PAYMENT_METHOD).toMatchObject({ name: 'Webpay Oneclick', priority: 1, tokenized: true });
  });

  it('"Ordered by descending priority, with Webpay Oneclick first"', () => {
    const reversed = [...PAYMENT_METHODS].reverse();
    expect(sortByPriority(reversed)[0]?.id).toBe('webpay-oneclick');
    expect(sortByPriority([{ priority: 1 }, { priority: 3 }, { priority: 2 }]).map((m) => m.priority)).toEqual([3, 2, 1]);
  });

  it('lookup by id or name and Spanish titles', () => {
    expect(findPaymentMethod('Khipu Payment Initiation')?.id).toBe('khipu');
    expect(paymentMethodTitle('mercado-pago')).toBe('Mercado Pago');
    expect(paymentMethodTitle('Otro')).toBe('Otro');
  });
});
