// The delivery a cycle carries (API.md "Prices"; issue 39): the quote's one delivery on a purchase's
// first shipment, the store's own on every later cycle.
import { cyclePrice, type StorePricing } from './cycle-price';

const store: StorePricing = {
  deliverable: true,
  rates: { clp: { price: 2990, freeFrom: 50000 } },
  chargeType: 'always',
};
const row = (doc: Record<string, unknown>) => ({
  currency: 'clp',
  products: [{ productId: 'p', quantity: 1, price: 1990 }],
  doc,
});
const payday = new Date('2027-01-11T12:00:00.000Z');

describe('cyclePrice: delivery', () => {
  it('a cycle pays the store’s delivery for its amount', () => {
    expect(cyclePrice(row({}), store, payday)).toMatchObject({ deliveryPrice: 2990, price: 4980 });
  });

  it('the first cycle of a subscription bought with others carries the delivery its checkout gave it', () => {
    const none = row({ firstCycleDelivery: { payday: '2027-01-11', price: 0 } });
    expect(cyclePrice(none, store, payday)).toMatchObject({ deliveryPrice: 0, price: 1990 });
    const quoted = row({ firstCycleDelivery: { payday: '2027-01-11', price: 2990 } });
    expect(cyclePrice(quoted, store, payday)).toMatchObject({ deliveryPrice: 2990 });
  });

  it('every later cycle ships on its own and pays its own delivery', () => {
    const none = row({ firstCycleDelivery: { payday: '2027-01-11', price: 0 } });
    const next = new Date('2027-01-18T12:00:00.000Z');
    expect(cyclePrice(none, store, next)).toMatchObject({ deliveryPrice: 2990, price: 4980 });
  });
});
