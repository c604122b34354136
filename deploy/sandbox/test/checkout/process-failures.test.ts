/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// carts/process (spec 001 §4 Checkout, §7 "Process cart"; API.md "Process cart"): each failure
// (declined or unknown card, empty or changed cart, bad shipping or address, no key, instalments)
// creates nothing.
import { TD } from '../helpers';
import { addToCart, newShopper, processBody, processCart, quote } from './checkout-scene';
import { email, key, processSuite } from './process-scene';

const { sandbox, stockOf, nothingCreated, cartLines } = processSuite();

describe('process: each failure creates nothing', () => {
  let shippingId: string;

  const readyShopper = async (name: string, cardNumber?: string) => {
    const shopper = await newShopper(sandbox, email(name), cardNumber ? { cardNumber } : {});
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0007',
      quantity: 1,
      billingType: 'single',
    });
    shippingId ??= (await quote(sandbox, shopper.token, TD, 14990)).body.data._id;
    return shopper;
  };

  it('the declined test card (number ending in 0002): 402 "Payment declined" with the cart kept; stock untouched', async () => {
    const shopper = await readyShopper('rechazada', '4051885600440002');
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      key(),
    );
    expect(reply).toMatchObject({ status: 402, body: { code: 402, message: 'Payment declined' } });
    expect(reply.body.data.cart.products.map((line: any) => line.productId)).toEqual(['td-p-0007']);
    expect(await stockOf('td-p-0007')).toBe(3);
    await nothingCreated(shopper);
    expect(await cartLines(shopper)).toHaveLength(1);
  });

  it('an unknown card, or another shopper’s card (Ana’s): 404 "Card not found"', async () => {
    const shopper = await readyShopper('sin-tarjeta');
    for (const cardId of ['card-nope', 'card-ana-td']) {
      const reply = await processCart(
        sandbox.url,
        shopper.token,
        processBody(shopper, TD, { shippingId, cardId }),
        key(),
      );
      expect(reply).toMatchObject({ status: 404, body: { message: 'Card not found' } });
    }
    await nothingCreated(shopper);
  });

  it('an empty cart: 400 "Cart is empty"', async () => {
    const shopper = await newShopper(sandbox, email('vacia'));
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      key(),
    );
    expect(reply).toMatchObject({ status: 400, body: { message: 'Cart is empty' } });
    await nothingCreated(shopper);
  });

  it('a bad shipping: unknown id 400 "Shipping not found"; none on a deliverable store 400 "Shipping is required"', async () => {
    const shopper = await readyShopper('sin-despacho');
    const unknown = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId: 'ship-nope' }),
      key(),
    );
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Shipping not found' } });
    const none = await processCart(sandbox.url, shopper.token, processBody(shopper, TD), key());
    expect(none).toMatchObject({ status: 400, body: { message: 'Shipping is required' } });
    await nothingCreated(shopper);
  });

  it('the address chosen at checkout: an unknown addressId is 400 "Address not found"; a quote for another commune is 400 "Shipping does not match the address"', async () => {
    const shopper = await readyShopper('otra-direccion');
    const unknown = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId, addressId: 'addr-nope' }),
      key(),
    );
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Address not found' } });
    const added = await sandbox.v1.post(
      `/users/${shopper.userId}/addAddress`,
      { street: 'Irarrázaval', number: '3000', commune: 'Ñuñoa', country: 'Chile' },
      shopper.token,
    );
    const nunoa = added.body.data.addresses.find((a: any) => a.commune === 'Ñuñoa')._id;
    const mismatch = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId, addressId: nunoa }),
      key(),
    );
    expect(mismatch).toMatchObject({
      status: 400,
      body: { message: 'Shipping does not match the address' },
    });
    await nothingCreated(shopper);
  });

  it('a removed product (taken off sale): 409 "Cart changed" with the reconciled cart, which is stored', async () => {
    const shopper = await readyShopper('quitado');
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0002',
      quantity: 1,
      billingType: 'monthly',
    });
    await sandbox.api.post('/sandbox/products/td-p-0002/state', { active: false });
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      key(),
    );
    expect(reply).toMatchObject({ status: 409, body: { code: 409, message: 'Cart changed' } });
    expect(reply.body.data.cart.products.map((line: any) => line.productId)).toEqual(['td-p-0007']);
    expect((await cartLines(shopper)).map((line: any) => line.productId)).toEqual(['td-p-0007']);
    await nothingCreated(shopper);
    expect(await stockOf('td-p-0007')).toBe(3);
  });

  it('a reduced quantity (stock fell under the cart’s): 409 with the line cut to the stock', async () => {
    const shopper = await newShopper(sandbox, email('reducido'));
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0007',
      quantity: 3,
      billingType: 'single',
    });
    await sandbox.api.post('/sandbox/products/td-p-0007/stock', { stock: 2 });
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      key(),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.data.cart.products[0]).toMatchObject({ productId: 'td-p-0007', quantity: 2 });
    await nothingCreated(shopper);
    expect(await stockOf('td-p-0007')).toBe(2);
  });

  it('no Idempotency-Key header: 400; a guest: 401; another shopper’s userId: 404', async () => {
    const shopper = await readyShopper('sin-llave');
    const noKey = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      null,
    );
    expect(noKey).toMatchObject({
      status: 400,
      body: { message: 'Idempotency-Key header is required' },
    });
    const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
    const asGuest = await processCart(
      sandbox.url,
      guest,
      processBody(shopper, TD, { shippingId }),
      key(),
    );
    expect(asGuest).toMatchObject({
      status: 401,
      body: { message: 'Action does not allow guest access' },
    });
    const other = await newShopper(sandbox, email('otra'));
    const asOther = await processCart(
      sandbox.url,
      other.token,
      processBody(shopper, TD, { shippingId }),
      key(),
    );
    expect(asOther.status).toBe(404);
    await nothingCreated(shopper);
  });

  it('instalments need a Credit card (spec 001 §5) and at most the store’s maxValue (12)', async () => {
    const shopper = await newShopper(sandbox, email('cuotas'), { cardType: 'Debit' });
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0007',
      quantity: 1,
      billingType: 'single',
    });
    const methods = (issuerFees: number) => [
      { name: 'Webpay Oneclick', priority: 1, options: { issuerFees } },
    ];
    const debit = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId, paymentMethods: methods(3) }),
      key(),
    );
    expect(debit).toMatchObject({
      status: 400,
      body: { message: 'Instalments need a Credit card' },
    });
    await nothingCreated(shopper);
  });
});
