import { cardPrice, shippingText } from './card-price';

const apples = {
  prices: { single: 1990, monthly: 1790, weekly: null },
  defaultPrice: 1990,
  currency: 'clp',
};

describe('cardPrice (spec 000 §2 Landing, §9)', () => {
  it('plain price via formatAmount', () => {
    expect(cardPrice(apples)?.text).toBe('$1.990');
  });

  it('"Desde" when showFromText', () => {
    expect(cardPrice(apples, { showFromText: true })?.text).toBe('Desde $1.990');
  });

  it('"Net amount: gross divided by 1.19 … Tax-exclusive display adds "+ IVA""', () => {
    // 1990 / 1.19 = 1672.27 → 1672
    expect(cardPrice(apples, { disaggregateTaxAmount: true })?.text).toBe('$1.672 + IVA');
    expect(cardPrice(apples, { disaggregateTaxAmount: true, showFromText: true })?.text).toBe(
      'Desde $1.672 + IVA',
    );
  });

  it('uf keeps 2 decimals for the net amount', () => {
    expect(
      cardPrice({ prices: { monthly: 1.5 }, currency: 'uf' }, { disaggregateTaxAmount: true })
        ?.text,
    ).toBe('UF 1,26 + IVA');
  });

  it('without defaultPrice, the lowest available price (a falsy price is unavailable)', () => {
    expect(cardPrice({ prices: { single: 0, monthly: 2500, weekly: 900 } })?.text).toBe('$900');
  });

  it('no price at all (user-defined price) → nothing to show', () => {
    expect(cardPrice({ prices: { single: 0 } })).toBeNull();
  });

  it('the best promotion for the price frequency applies; the original and the rounded percentage are kept', () => {
    const price = cardPrice({
      ...apples,
      promotions: [{ discount: { type: 'percentage', value: 15 }, priceFrequency: 'single' }],
    });
    // 1990 * 0.85 = 1691.5 → clp truncated 1691
    expect(price).toMatchObject({ text: '$1.691', originalText: '$1.990', discountPercentage: 15 });
  });

  it('a promotion for another frequency does not apply', () => {
    const price = cardPrice({
      ...apples,
      promotions: [{ discount: { type: 'fixed', value: 500 }, priceFrequency: 'monthly' }],
    });
    expect(price).toMatchObject({ text: '$1.990', originalText: null, discountPercentage: null });
  });
});

describe('shippingText (spec 000 §9 Shipping text)', () => {
  it('hidden unless showDeliveryPriceMessage', () => {
    expect(shippingText({ shippingChargeType: 'always' })).toBeNull();
  });
  it('"(+ Costo de envío)" when shippingChargeType is always (the default)', () => {
    expect(shippingText({ showDeliveryPriceMessage: true, shippingChargeType: 'always' })).toBe(
      '(+ Costo de envío)',
    );
    expect(shippingText({ showDeliveryPriceMessage: true })).toBe('(+ Costo de envío)');
  });
  it('otherwise "(+ Costo de instalación)"', () => {
    expect(shippingText({ showDeliveryPriceMessage: true, shippingChargeType: 'once' })).toBe(
      '(+ Costo de instalación)',
    );
  });
});
