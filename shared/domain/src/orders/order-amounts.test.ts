import { orderAmounts, orderLineQuantity, orderLineTotal } from './order-amounts';

describe('orderAmounts (002 §2 order detail "subtotal, delivery price, … total")', () => {
  it('subtotal is the price, total the totalPrice, the delivery price as sent', () => {
    expect(
      orderAmounts({ price: 55980, deliveryPrice: 2990, totalPrice: 58970, currency: 'clp' }),
    ).toEqual({
      subtotal: 55980,
      deliveryPrice: 2990,
      total: 58970,
      currency: 'clp',
    });
  });
  it('a free delivery stays 0, not the difference', () => {
    expect(orderAmounts({ price: 60000, deliveryPrice: 0, totalPrice: 60000 }).deliveryPrice).toBe(
      0,
    );
  });
  it('without deliveryPrice (002 §3 names only price and totalPrice): the total minus the subtotal', () => {
    expect(orderAmounts({ price: 14990, totalPrice: 17980 }).deliveryPrice).toBe(2990);
    expect(
      orderAmounts({ price: 1.25, deliveryPrice: null, totalPrice: 1.33, currency: 'UF' }),
    ).toEqual({
      subtotal: 1.25,
      deliveryPrice: 0.08,
      total: 1.33,
      currency: 'uf',
    });
  });
  it('never a negative delivery price, and clp when no currency is given (001 §9 "Default currency clp")', () => {
    expect(orderAmounts({ price: 10000, totalPrice: 9000 })).toMatchObject({
      deliveryPrice: 0,
      currency: 'clp',
    });
  });
});

describe('order lines', () => {
  it('the provider line total wins; else unit price × quantity', () => {
    expect(orderLineTotal({ price: 27990, quantity: 2, totalPrice: 55980 })).toBe(55980);
    expect(orderLineTotal({ price: 27990, quantity: 2 })).toBe(55980);
    expect(orderLineTotal({ price: 0.5, quantity: 3 }, 'uf')).toBe(1.5);
  });
  it('a missing or zero quantity counts as 1', () => {
    expect(orderLineQuantity({ price: 100 })).toBe(1);
    expect(orderLineQuantity({ price: 100, quantity: 0 })).toBe(1);
    expect(orderLineTotal({ price: 14990, quantity: null })).toBe(14990);
  });
});
