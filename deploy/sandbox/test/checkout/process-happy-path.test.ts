/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// carts/process (spec 001 §4 Checkout, §7 "Process cart", §9; API.md "Process cart"): the happy
// path computes every subscription field from the policy, makes the order of a single purchase,
// takes the stock, charges once and empties the cart. Failures: process-failures.test.ts.
import { TD } from '../helpers';
import {
  addToCart,
  newShopper,
  processBody,
  processCart,
  quote,
  workdayAhead,
  type Shopper,
} from './checkout-scene';
import { email, isoDate, key, utcDay, processSuite } from './process-scene';

const { sandbox, stockOf, countFor, cartLines } = processSuite();

describe('process: the happy path on tienda-demo (defaultStatus active, instantCharge, chargeDays 0, shipping always)', () => {
  let shopper: Shopper;
  let answer: any;
  let shippingId: string;
  let stockAfter: number | null;
  const idempotencyKey = key();
  let weeklyPayday: string;

  beforeAll(async () => {
    // A working day (tienda-demo delivers: no weekend, no holiday) 10 days ahead or more.
    weeklyPayday = await workdayAhead(sandbox, 10);
    shopper = await newShopper(sandbox, email('feliz'));
    // single 14,990; monthly 2 × 10,000 with 5% quantity discount = 19,000; weekly 1,990 paid from a base payday in 10 days.
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0007',
      quantity: 1,
      billingType: 'single',
    });
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0002',
      quantity: 2,
      billingType: 'monthly',
    });
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0003',
      quantity: 1,
      billingType: 'weekly',
      basePayday: weeklyPayday,
    });
    const shipping = await quote(sandbox, shopper.token, TD, 14990 + 19000 + 1990);
    expect(shipping.body.data).toMatchObject({ price: 2990 });
    shippingId = shipping.body.data._id;
    answer = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      idempotencyKey,
    );
    stockAfter = await stockOf('td-p-0007'); // afterEach puts it back to 3
  });

  it('answers 201 with one subscription per billing group, newCard (its first use) and subscribed', () => {
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data.subscriptions.map((s: any) => s.billingType)).toEqual([
      'single',
      'monthly',
      'weekly',
    ]);
    expect(data).toMatchObject({ newCard: true, subscribed: true });
  });

  it('single purchase: type single, billingFrequency 0, status active, paid today, price = products + shipping', () => {
    const single = answer.body.data.subscriptions[0];
    expect(single).toMatchObject({
      type: 'single',
      billingFrequency: 0,
      status: 'active',
      cardId: shopper.cardId,
      currency: 'clp',
      productsPrice: 14990,
      deliveryPrice: 2990,
      price: 17980,
      shippingId,
      tax: 0.19,
      gift: false,
      expiration: null,
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 0 } }],
      contact: {
        address: { street: 'Avenida Providencia', number: '2000', commune: 'Providencia' },
      },
    });
    expect(single.transaction._id).toBe(answer.body.data.transaction._id);
    expect(new Date(single.payday).getTime()).toBe(utcDay().getTime());
    expect(single.products[0]).toMatchObject({
      productId: 'td-p-0007',
      quantity: 1,
      price: 14990,
      product: { stock: 2, fullStock: 3 },
    });
  });

  it('monthly: billingFrequency 30 (spec 001 §9), charged now so the payday is one period on', () => {
    const monthly = answer.body.data.subscriptions[1];
    expect(monthly).toMatchObject({
      type: 'recurring',
      billingFrequency: 30,
      status: 'active',
      productsPrice: 19000,
      price: 21990,
    });
    expect(new Date(monthly.payday).getTime()).toBe(utcDay(30).getTime());
    expect(monthly.products[0]).toMatchObject({
      productId: 'td-p-0002',
      quantity: 2,
      price: 10000,
      quantityDiscount: 0.05,
      totalPrice: 19000,
    });
  });

  it('weekly with a base payday in 10 days: not charged now, status pending (scheduled payment), payday = base payday', () => {
    const weekly = answer.body.data.subscriptions[2];
    expect(weekly).toMatchObject({
      billingFrequency: 7,
      status: 'pending',
      transaction: null,
      basePayday: weeklyPayday,
    });
    expect(isoDate(new Date(weekly.payday))).toBe(weeklyPayday);
  });

  it('the purchase costs what the checkout quoted: one delivery, borne today; the weekly’s first cycle carries none (issue 39)', () => {
    const weekly = answer.body.data.subscriptions[2];
    expect(weekly).toMatchObject({ productsPrice: 1990, deliveryPrice: 0, price: 1990 });
    // Today's charge plus the first cycles still to come: the quoted products and one delivery.
    const toCome = answer.body.data.subscriptions
      .filter((s: any) => s.status === 'pending')
      .reduce((sum: number, s: any) => sum + s.price, 0);
    expect(answer.body.data.transaction.amount + toCome).toBe(14990 + 19000 + 1990 + 2990);
  });

  it('one charge: products due today plus shipping once (14,990 + 19,000 + 2,990)', async () => {
    expect(answer.body.data.transaction).toMatchObject({
      status: 'approved',
      amount: 36980,
      currency: 'clp',
    });
    const listed = await sandbox.api.get(`/sandbox/transactions?userId=${shopper.userId}`);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0].subscriptionIds).toEqual(
      answer.body.data.subscriptions.slice(0, 2).map((s: any) => s._id),
    );
  });

  it('each group paid now makes an order (spec 002 §3 Delivery), the single purchase bearing the delivery', () => {
    const [order, monthlyOrder] = answer.body.data.deliveries;
    expect(answer.body.data.deliveries).toHaveLength(2);
    expect(monthlyOrder).toMatchObject({
      subscriptionId: answer.body.data.subscriptions[1]._id,
      price: 19000,
      deliveryPrice: 0,
      totalPrice: 19000,
    });
    expect(order).toMatchObject({
      status: 'pending',
      price: 14990,
      deliveryPrice: 2990,
      totalPrice: 17980,
      currency: 'clp',
      subscriptionId: answer.body.data.subscriptions[0]._id,
      contact: {
        address: {
          street: 'Avenida Providencia',
          number: '2000',
          commune: 'Providencia',
          comment: 'Casa',
        },
      },
      products: [
        {
          productId: 'td-p-0007',
          name: 'Kit de limpieza profunda',
          price: 14990,
          parentProductId: null,
        },
      ],
    });
    expect(order.deliveryNumber).toBeGreaterThanOrEqual(1001);
  });

  it('takes the stock (td-p-0007: 3 → 2) and empties the cart', async () => {
    expect(stockAfter).toBe(2);
    expect(answer.body.data.cart).toMatchObject({ totalLength: 0, products: [] });
    expect(await cartLines(shopper)).toEqual([]);
  });

  it('a repeat with the same key answers the same, creating nothing more', async () => {
    const again = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      idempotencyKey,
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual(answer.body);
    expect(await countFor('subscriptions', shopper.userId)).toBe(3);
    expect(await countFor('transactions', shopper.userId)).toBe(1);
  });

  it('the same key with another body is 422, and a new key on the emptied cart is 400 "Cart is empty"', async () => {
    const other = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId, gift: true }),
      idempotencyKey,
    );
    expect(other).toMatchObject({
      status: 422,
      body: { message: 'Idempotency-Key was already used for another request' },
    });
    const empty = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId }),
      key(),
    );
    expect(empty).toMatchObject({ status: 400, body: { message: 'Cart is empty' } });
  });

  it('reads: subscriptions by id and by list (statuses as a comma list), the order by id and list', async () => {
    const [single, monthly, weekly] = answer.body.data.subscriptions;
    const byId = await sandbox.v1.get(`/subscriptions/${monthly._id}`, shopper.token);
    expect(byId.body.data).toEqual(monthly);
    const list = await sandbox.v1.get(
      `/subscriptions?userId=${shopper.userId}&storeId=${TD}&statuses=pending,active`,
      shopper.token,
    );
    expect(list.body.data).toMatchObject({ page: 1, pages: 1, limit: 100, totalDocs: 3 });
    const pending = await sandbox.v1.get(
      `/subscriptions?userId=${shopper.userId}&storeId=${TD}&statuses=pending`,
      shopper.token,
    );
    expect(pending.body.data.docs.map((s: any) => s._id)).toEqual([weekly._id]);
    const orders = await sandbox.v1.get(
      `/deliveries?userId=${shopper.userId}&storeId=${TD}`,
      shopper.token,
    );
    expect(orders.body.data.docs.map((d: any) => d.subscriptionId).sort()).toEqual(
      [single._id, monthly._id].sort(),
    );
    const order = await sandbox.v1.get(
      `/deliveries/${answer.body.data.deliveries[0]._id}`,
      shopper.token,
    );
    expect(order.body.data).toEqual(answer.body.data.deliveries[0]);
  });

  it('another shopper reads none of it (404)', async () => {
    const other = await newShopper(sandbox, email('curiosa'));
    const sub = answer.body.data.subscriptions[0]._id;
    expect((await sandbox.v1.get(`/subscriptions/${sub}`, other.token)).status).toBe(404);
    expect(
      (await sandbox.v1.get(`/deliveries/${answer.body.data.deliveries[0]._id}`, other.token))
        .status,
    ).toBe(404);
    expect(
      (await sandbox.v1.get(`/subscriptions?userId=${shopper.userId}&storeId=${TD}`, other.token))
        .status,
    ).toBe(404);
  });
});
