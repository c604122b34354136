import { shippingText } from './shipping-text';

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
