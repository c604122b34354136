import { shippingLabel, shippingText, shippingWord } from './shipping-text';

describe('shippingText (spec 000 §9 "Shipping text")', () => {
  it('hidden unless showDeliveryPriceMessage', () => {
    expect(shippingText({ shippingChargeType: 'always' })).toBeNull();
    expect(
      shippingText({ showDeliveryPriceMessage: false, shippingChargeType: 'once' }),
    ).toBeNull();
  });
  it('"(+ Costo de envío)" when shippingChargeType is always (the default)', () => {
    expect(shippingText({ showDeliveryPriceMessage: true, shippingChargeType: 'always' })).toBe(
      '(+ Costo de envío)',
    );
    expect(shippingText({ showDeliveryPriceMessage: true })).toBe('(+ Costo de envío)');
  });
  it('"otherwise "(+ Costo de instalación)""', () => {
    expect(shippingText({ showDeliveryPriceMessage: true, shippingChargeType: 'once' })).toBe(
      '(+ Costo de instalación)',
    );
  });
});

describe('shippingLabel / shippingWord (spec 001 §9 "Shipping label default \'Despacho\'; \'despacho\' for charge type always, \'instalación\' for once")', () => {
  it('default and always → "Despacho"; once → "Instalación"', () => {
    expect(shippingLabel({})).toBe('Despacho');
    expect(shippingLabel({ shippingChargeType: 'always' })).toBe('Despacho');
    expect(shippingLabel({ shippingChargeType: 'once' })).toBe('Instalación');
  });
  it('in a sentence: "despacho" / "instalación"', () => {
    expect(shippingWord('always')).toBe('despacho');
    expect(shippingWord(undefined)).toBe('despacho');
    expect(shippingWord('once')).toBe('instalación');
  });
  it('the store\'s own cart-view label wins; a blank one does not', () => {
    expect(shippingLabel({ deliveryLabel: 'Envío a domicilio', shippingChargeType: 'once' })).toBe('Envío a domicilio');
    expect(shippingLabel({ deliveryLabel: '  ', shippingChargeType: 'once' })).toBe('Instalación');
  });
});
