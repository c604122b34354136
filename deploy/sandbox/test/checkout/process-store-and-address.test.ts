/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// carts/process (spec 001 §4 Checkout, §7 "Process cart"): on a store whose policy waits for the
// merchant (farmacia-demo, referential prices), and to the address chosen at checkout.
import { TD } from '../helpers';
import {
  addToCart,
  newShopper,
  processBody,
  processCart,
  quote,
  quoteCart,
} from './checkout-scene';
import { email, key, processSuite } from './process-scene';

const { sandbox, countFor } = processSuite();

describe('process on farmacia-demo (defaultStatus "awaiting response": referential prices)', () => {
  it('creates the subscription awaiting response, charges nothing (the merchant confirms the price first)', async () => {
    const shopper = await newShopper(sandbox, email('farmacia'), {
      storeName: 'farmacia-demo',
      cardNumber: '4051885600440002',
    });
    await addToCart(sandbox, shopper, 'st-farmacia-demo', {
      productId: 'fa-p-0001',
      quantity: 1,
      billingType: 'monthly',
    });
    // farmacia-demo delivers to Arica (not to the seeded Providencia address): the order goes there.
    const added = await sandbox.v1.post(
      `/users/${shopper.userId}/addAddress`,
      { street: '21 de Mayo', number: '500', commune: 'Arica', country: 'Chile' },
      shopper.token,
    );
    const arica = added.body.data.addresses.find((a: any) => a.commune === 'Arica')._id;
    const shipping = await quoteCart(sandbox, shopper, 'st-farmacia-demo', 'Arica');
    expect(shipping.status).toBe(200);
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, 'st-farmacia-demo', {
        shippingId: shipping.body.data._id,
        addressId: arica,
      }),
      key(),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data.subscriptions[0]).toMatchObject({
      status: 'awaiting response',
      confirmedByMerchantAt: null,
      transaction: null,
    });
    expect(reply.body.data.transaction).toBeNull();
    expect(await countFor('transactions', shopper.userId)).toBe(0);
  });
});

describe('process to the address chosen at checkout', () => {
  it('the subscription’s contact address is the chosen one, not the main one', async () => {
    const shopper = await newShopper(sandbox, email('elegida'));
    const added = await sandbox.v1.post(
      `/users/${shopper.userId}/addAddress`,
      { street: 'Irarrázaval', number: '3000', commune: 'Ñuñoa', country: 'Chile' },
      shopper.token,
    );
    const nunoa = added.body.data.addresses.find((a: any) => a.commune === 'Ñuñoa')._id;
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0002',
      quantity: 1,
      billingType: 'monthly',
    });
    const shipping = (await quote(sandbox, shopper.token, TD, 10000, 'Nunoa')).body.data._id;
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId: shipping, addressId: nunoa }),
      key(),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data.subscriptions[0].contact.address).toMatchObject({
      street: 'Irarrázaval',
      commune: 'Ñuñoa',
    });
  });
});
