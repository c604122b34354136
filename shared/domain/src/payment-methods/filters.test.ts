import { issuerFeesApply, recurringPaymentMethods, singlePaymentMethods } from './filters';

const ALL = ['webpay-oneclick', 'webpay-plus', 'khipu', 'mercado-pago'];

describe('singlePaymentMethods (002 §5 "only methods reported as available for the store AND flagged single-use")', () => {
  it('drops the tokenized one-click method and unavailable ones', () => {
    expect(singlePaymentMethods(ALL).map((m) => m.id)).toEqual(['webpay-plus', 'khipu', 'mercado-pago']);
    expect(singlePaymentMethods(['khipu', 'webpay-oneclick']).map((m) => m.id)).toEqual(['khipu']);
  });
  it('unknown ids and an empty list give nothing', () => {
    expect(singlePaymentMethods(['bitcoin'])).toEqual([]);
    expect(singlePaymentMethods([])).toEqual([]);
  });
});

describe('recurringPaymentMethods (001 §4 §9)', () => {
  it('Webpay Oneclick first; "Khipu is hidden from recurring payment methods unless the subscription status is failed"', () => {
    expect(recurringPaymentMethods(ALL, { subscriptionStatus: 'active' }).map((m) => m.id)).toEqual(['webpay-oneclick', 'webpay-plus', 'mercado-pago']);
    expect(recurringPaymentMethods(ALL, { subscriptionStatus: 'failed' }).map((m) => m.id)).toContain('khipu');
  });
  it('"Tokenized methods filter the list when tokenization is required"', () => {
    expect(recurringPaymentMethods(ALL, { requireTokenized: true }).map((m) => m.id)).toEqual(['webpay-oneclick']);
  });
});

describe('issuerFeesApply (002 §5)', () => {
  it('"when the option is greater than 1, only when all methods are Webpay Oneclick or Mercado Pago Checkout Pro"', () => {
    expect(issuerFeesApply(['Webpay Oneclick'], 3)).toBe(true);
    expect(issuerFeesApply(['Webpay Oneclick', 'Mercado Pago Checkout Pro'], 6)).toBe(true);
    expect(issuerFeesApply(['Webpay Oneclick'], 1)).toBe(false);
    expect(issuerFeesApply(['Webpay Oneclick', 'Webpay Plus'], 3)).toBe(false);
    expect(issuerFeesApply([], 3)).toBe(false);
  });
});
