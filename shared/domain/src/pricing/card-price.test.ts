import { basePrice, cardPrice } from './card-price';

const apples = {
  prices: { single: 1990, monthly: 1790, weekly: null },
  defaultPrice: 1990,
  currency: 'clp',
};

describe('cardPrice (spec 000 §2 Landing, §4 Discount and price display, §9)', () => {
  it('plain price via formatAmount ("prefix $ for prices", "dots as thousands separators")', () => {
    expect(cardPrice(apples)?.text).toBe('$1.990');
  });

  it('"Desde" when showFromText', () => {
    expect(cardPrice(apples, { showFromText: true })?.text).toBe('Desde $1.990');
  });

  it('"Net amount: gross divided by 1.19 (19% VAT), rounded … Tax-exclusive display adds "+ IVA""', () => {
    // 1990 / 1.19 = 1672.27 → 1672
    expect(cardPrice(apples, { disaggregateTaxAmount: true })?.text).toBe('$1.672 + IVA');
    expect(cardPrice(apples, { disaggregateTaxAmount: true, showFromText: true })?.text).toBe(
      'Desde $1.672 + IVA',
    );
  });

  it('uf keeps 2 decimals for the net amount ("2 decimals for UF")', () => {
    expect(
      cardPrice({ prices: { monthly: 1.5 }, currency: 'uf' }, { disaggregateTaxAmount: true })
        ?.text,
    ).toBe('UF 1,26 + IVA');
  });

  it('without defaultPrice, the lowest available price (a falsy price is unavailable)', () => {
    expect(cardPrice({ prices: { single: 0, monthly: 2500, weekly: 900 } })?.text).toBe('$900');
    expect(basePrice({ prices: { single: 0, monthly: 2500, weekly: 900 } })).toEqual({
      price: 900,
      frequency: 'weekly',
    });
  });

  it('no price at all (user-defined price) → nothing to show', () => {
    expect(cardPrice({ prices: { single: 0 } })).toBeNull();
  });

  it('"The highest-priority promotion for the frequency applies"; the original and the rounded percentage are kept ("catalogue cards round")', () => {
    const price = cardPrice({
      ...apples,
      promotions: [{ discount: { type: 'percentage', value: 15 }, priceFrequency: 'single' }],
    });
    // "clp prices are truncated to whole numbers": 1990 * 0.85 = 1691.5 → 1691
    expect(price).toMatchObject({ text: '$1.691', originalText: '$1.990', discountPercentage: 15 });
  });

  it('a promotion for another frequency does not apply', () => {
    const price = cardPrice({
      ...apples,
      promotions: [{ discount: { type: 'fixed', value: 500 }, priceFrequency: 'monthly' }],
    });
    expect(price).toMatchObject({ text: '$1.990', originalText: null, discountPercentage: null });
  });

  it('carries the shipping text of §9 when the view asks for it', () => {
    expect(cardPrice(apples)?.shippingText).toBeNull();
    expect(
      cardPrice(apples, { showDeliveryPriceMessage: true, shippingChargeType: 'once' })
        ?.shippingText,
    ).toBe('(+ Costo de instalación)');
  });
});
