import { processPayload, storeMerchantId } from './process-payload';

const credit = { _id: 'card-1', type: 'Credit' };
const base = {
  storeId: 'tienda-demo',
  merchantId: 'm-1',
  userId: 'u-1',
  card: credit,
  shippingId: 'sh-1',
  currency: 'clp',
};

describe('processPayload (spec 001 §7 "Process cart")', () => {
  it('"storeId, merchantId, cardId, shippingId, tax 0.19, gift false, currency"', () => {
    expect(processPayload(base)).toEqual({
      storeId: 'tienda-demo',
      merchantId: 'm-1',
      userId: 'u-1',
      cardId: 'card-1',
      shippingId: 'sh-1',
      tax: 0.19,
      gift: false,
      currency: 'clp',
    });
  });
  it('"paymentMethods (name Webpay Oneclick, priority 1, options.issuerFees)" when instalments are chosen', () => {
    expect(processPayload({ ...base, issuerFees: 6 }).paymentMethods).toEqual([
      { name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 6 } },
    ]);
  });
  it('"or none": \'Sin cuotas\' (0) or no choice sends no paymentMethods', () => {
    expect(processPayload({ ...base, issuerFees: 0 })).not.toHaveProperty('paymentMethods');
    expect(processPayload(base)).not.toHaveProperty('paymentMethods');
  });
  it('"With instalments (issuer fees) the selected card must be Credit": a Debit card sends none', () => {
    expect(
      processPayload({ ...base, card: { _id: 'd', type: 'Debit' }, issuerFees: 6 }),
    ).not.toHaveProperty('paymentMethods');
  });
  it('the address chosen at checkout travels as addressId (the subscription goes there); none is left out', () => {
    expect(processPayload({ ...base, addressId: 'addr-2' }).addressId).toBe('addr-2');
    expect(processPayload({ ...base, addressId: null })).not.toHaveProperty('addressId');
  });
  it('missing ids are left out; a guest sends guestId; currency lower case, default clp', () => {
    const payload = processPayload({
      storeId: 's',
      guestId: 'g-1',
      card: credit,
      merchantId: null,
      shippingId: '',
      currency: 'UF',
    });
    expect(payload).toEqual({
      storeId: 's',
      guestId: 'g-1',
      cardId: 'card-1',
      tax: 0.19,
      gift: false,
      currency: 'uf',
    });
    expect(processPayload({ storeId: 's', card: credit }).currency).toBe('clp');
  });
});

describe('storeMerchantId', () => {
  it('the owner among the merchants, else the first, else none', () => {
    expect(
      storeMerchantId({
        merchants: [
          { userId: 'a', roles: ['admin'] },
          { userId: 'b', roles: ['owner'] },
        ],
      }),
    ).toBe('b');
    expect(storeMerchantId({ merchants: [{ userId: 'a', roles: [] }] })).toBe('a');
    expect(storeMerchantId({ merchants: [] })).toBeUndefined();
    expect(storeMerchantId(null)).toBeUndefined();
  });
});
