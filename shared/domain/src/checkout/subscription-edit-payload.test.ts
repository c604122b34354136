import { DEFAULT_PAYMENT_METHOD } from '../payment-methods/catalogue';
import {
  SUBSCRIPTION_PAYMENT_METHOD,
  subscriptionEditPayload,
  subscriptionEditProducts,
  type SubscriptionEditPayloadInput,
} from './subscription-edit-payload';

const strawberries = { productId: 'p-3', quantity: 2 };
const coffee = { productId: 'p-2', quantity: 1 };
const visa = { _id: 'card-visa', type: 'Credit' };
const quote = { _id: 'ship-1', price: 2990 };
const newAddress = { street: 'Avenida Irarrázaval', number: 3000, commune: 'Ñuñoa' };

const base: SubscriptionEditPayloadInput = {
  items: [strawberries],
  edits: { 'p-3': { quantity: 2 } },
  card: visa,
  instalments: 0,
  deliverable: true,
  shipping: quote,
  address: null,
};

describe('subscriptionEditPayload (spec 001 §7 "patch {id} | body: status, payday, pausedUntil, cardId, shippingId, deliveryPrice, products, contact, paymentMethods")', () => {
  it('the edit sends "cardId, shippingId, deliveryPrice, products, paymentMethods"; never "status, payday, pausedUntil" (001 §4 actions) nor prices', () => {
    const body = subscriptionEditPayload(base);
    expect(body).toEqual({
      products: [{ productId: 'p-3', quantity: 2 }],
      cardId: 'card-visa',
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 0 } }],
      shippingId: 'ship-1',
      deliveryPrice: 2990,
    });
    for (const key of ['status', 'payday', 'pausedUntil', 'price', 'productsPrice'])
      expect(body).not.toHaveProperty(key);
  });

  it('001 §3 "billingFrequency (days)": the frequency is not in the body, the edit keeps it', () => {
    const body = subscriptionEditPayload(base);
    expect(body).not.toHaveProperty('billingFrequency');
    expect(body).not.toHaveProperty('billingType');
  });

  describe('products (001 §3 "Subscription product: productId, ... quantity")', () => {
    it('every held item with its edited quantity; 0 removes it', () => {
      const body = subscriptionEditPayload({
        ...base,
        items: [strawberries, coffee],
        edits: { 'p-3': { quantity: 0 }, 'p-2': { quantity: 3 } },
      });
      expect(body.products).toEqual([
        { productId: 'p-3', quantity: 0 },
        { productId: 'p-2', quantity: 3 },
      ]);
    });

    it('an item without an edit keeps its quantity', () => {
      expect(subscriptionEditProducts([coffee], {})).toEqual([{ productId: 'p-2', quantity: 1 }]);
    });

    it('products added from the catalogue follow as new productIds, in the order added; one taken back (quantity 0) is left out', () => {
      const body = subscriptionEditPayload({
        ...base,
        edits: { 'p-3': { quantity: 2 }, 'p-9': { quantity: 2 }, 'p-7': { quantity: 1 } },
        added: ['p-9', 'p-8', 'p-7'],
      });
      expect(body.products).toEqual([
        { productId: 'p-3', quantity: 2 },
        { productId: 'p-9', quantity: 2 },
        { productId: 'p-7', quantity: 1 },
      ]);
    });
  });

  describe('001 §4 "Price change on a subscription item: an opt-in toggle"', () => {
    const changed = { ...strawberries, priceChange: { optIn: null } };
    it('"off means the item is removed and not charged in the next period": a changed answer is sent as priceChange.optIn false', () => {
      const body = subscriptionEditPayload({
        ...base,
        items: [changed],
        edits: { 'p-3': { quantity: 2, optIn: false } },
      });
      expect(body.products).toEqual([
        { productId: 'p-3', quantity: 2, priceChange: { optIn: false } },
      ]);
    });
    it('"On means it stays subscribed": an unanswered change reads as on, so on again sends no answer', () => {
      const body = subscriptionEditPayload({
        ...base,
        items: [changed],
        edits: { 'p-3': { quantity: 2, optIn: true } },
      });
      expect(body.products).toEqual([{ productId: 'p-3', quantity: 2 }]);
    });
    it('turning a stored off back on is sent; an item without a price change sends none', () => {
      const off = { ...strawberries, priceChange: { optIn: false } };
      expect(
        subscriptionEditProducts([off, coffee], {
          'p-3': { quantity: 2, optIn: true },
          'p-2': { quantity: 1 },
        }),
      ).toEqual([
        { productId: 'p-3', quantity: 2, priceChange: { optIn: true } },
        { productId: 'p-2', quantity: 1 },
      ]);
    });
  });

  describe('card and instalments (001 §5 "Cards and instalments")', () => {
    it('cardId is the chosen card; with none the subscription keeps its own (no cardId)', () => {
      expect(subscriptionEditPayload(base).cardId).toBe('card-visa');
      expect(subscriptionEditPayload({ ...base, card: null })).not.toHaveProperty('cardId');
    });
    it('001 §3 "paymentMethods (list of name, priority, options.issuerFees)": 001 §9 "Webpay Oneclick (tokenized, default, priority 1)" with the chosen instalments', () => {
      expect(subscriptionEditPayload({ ...base, instalments: 6 }).paymentMethods).toEqual([
        { name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 6 } },
      ]);
    });
    it('the method is the catalogue\'s default (001 §9 "Webpay Oneclick (tokenized, default, priority 1)")', () => {
      expect(SUBSCRIPTION_PAYMENT_METHOD).toEqual({
        name: DEFAULT_PAYMENT_METHOD.name,
        priority: DEFAULT_PAYMENT_METHOD.priority,
      });
    });
    it("'Sin cuotas' is still sent, as issuerFees 0, so a stored choice is cleared", () => {
      expect(subscriptionEditPayload({ ...base, instalments: null }).paymentMethods).toEqual([
        { name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 0 } },
      ]);
    });
    it('"With instalments (issuer fees) the selected card must be Credit": a Debit card, or none, sends issuerFees 0', () => {
      const debit = { _id: 'card-debit', type: 'Debit' };
      expect(
        subscriptionEditPayload({ ...base, card: debit, instalments: 6 }).paymentMethods[0]!
          .options,
      ).toEqual({ issuerFees: 0 });
      expect(
        subscriptionEditPayload({ ...base, card: null, instalments: 6 }).paymentMethods[0]!.options,
      ).toEqual({ issuerFees: 0 });
    });
  });

  describe('delivery (001 §7 "shippingId, deliveryPrice, ... contact")', () => {
    it('001 §3 "Shipping price result: price and id (or _id)": shippingId and deliveryPrice are the quote\'s', () => {
      expect(
        subscriptionEditPayload({ ...base, shipping: { id: 'ship-2', price: 0 } }),
      ).toMatchObject({ shippingId: 'ship-2', deliveryPrice: 0 });
    });
    it('a store that is not deliverable, or no loaded quote, sends neither, nor an address', () => {
      for (const input of [
        { ...base, deliverable: false, address: newAddress },
        { ...base, shipping: null, address: newAddress },
      ]) {
        const body = subscriptionEditPayload(input);
        expect(body).not.toHaveProperty('shippingId');
        expect(body).not.toHaveProperty('deliveryPrice');
        expect(body).not.toHaveProperty('contact');
      }
    });
    it('001 §3 "contact (address: street, number, commune)": another address travels with its quote, the number as text, a comment only when given', () => {
      expect(subscriptionEditPayload({ ...base, address: newAddress }).contact).toEqual({
        address: { street: 'Avenida Irarrázaval', number: '3000', commune: 'Ñuñoa' },
      });
      expect(
        subscriptionEditPayload({ ...base, address: { ...newAddress, comment: 'Depto 51' } })
          .contact,
      ).toEqual({
        address: {
          street: 'Avenida Irarrázaval',
          number: '3000',
          commune: 'Ñuñoa',
          comment: 'Depto 51',
        },
      });
    });
    it('the current address (address null) sends no contact', () => {
      expect(subscriptionEditPayload(base)).not.toHaveProperty('contact');
    });
  });
});
