/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Issue 36, "The money is right": each finding of the review, as the shopper or the attacker met
// it, against the one price engine (API.md "Prices"). Each of these failed on the code before it.
import { sharedSandbox, TD } from './helpers';
import {
  addToCart,
  newShopper,
  processBody,
  processCart,
  quote,
  quoteCart,
  workdayAhead,
  type Shopper,
} from './checkout/checkout-scene';

const sandbox = sharedSandbox();
jest.setTimeout(90_000);
let count = 0;
const email = (name: string) => `dinero-${name}-${(count += 1)}-${Date.now()}@demo.cl`;
const key = () => `money-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const PALTAS = 'td-p-0004'; // monthly 5,990; "$1.000 de descuento por 3 meses": fixed 1,000, maxUses 3, 90 days
const FRUTILLAS = 'td-p-0003'; // monthly 6,990; "Primer mes con 20% de descuento": maxUses 1, 30 days
const CAJA = 'td-p-0005'; // user-defined price, listed at 10,000 a month
const KIT = 'td-p-0007'; // single 14,990

const cartOf = async (shopper: Shopper) =>
  (
    await sandbox.v1.get(
      `/carts/getOrCreate?storeId=${TD}&guestId=${shopper.guestId}&userId=${shopper.userId}`,
      shopper.token,
    )
  ).body.data;
const subscriptionOf = async (shopper: Shopper, id: string) =>
  (await sandbox.v1.get(`/subscriptions/${id}`, shopper.token)).body.data;
const charges = async (shopper: Shopper) =>
  (await sandbox.api.get(`/sandbox/transactions?userId=${shopper.userId}`)).body.data as any[];
const orders = async (shopper: Shopper) =>
  (
    await sandbox.v1.get(
      `/deliveries?userId=${shopper.userId}&storeId=${TD}&page=1&limit=50`,
      shopper.token,
    )
  ).body.data.docs as any[];
const clock = async (shopper: Shopper, advanceDays: number) => {
  const reply = await sandbox.api.post('/sandbox/clock', { advanceDays, email: shopper.email });
  expect(reply.status).toBe(200);
  return reply.body.data.events as any[];
};
const checkout = async (shopper: Shopper, extra: Record<string, unknown> = {}) => {
  const shipping = await quoteCart(sandbox, shopper, TD);
  expect(shipping.status).toBe(200);
  return processCart(
    sandbox.url,
    shopper.token,
    processBody(shopper, TD, { shippingId: shipping.body.data._id, ...extra }),
    key(),
  );
};

describe('promotions are charged as shown (000 §4, 001 §9)', () => {
  it('the cart line, the charge and each later cycle carry the promotion until its maxUses are used', async () => {
    const shopper = await newShopper(sandbox, email('paltas'));
    await addToCart(sandbox, shopper, TD, {
      productId: PALTAS,
      quantity: 1,
      billingType: 'monthly',
    });
    const cart = await cartOf(shopper);
    // The landing card's price (4,990) is the cart line's.
    expect(cart.products[0]).toMatchObject({
      singlePrice: 5990,
      price: 4990,
      discount: 1000,
      promotion: { name: '$1.000 de descuento por 3 meses' },
    });
    expect(cart).toMatchObject({ productsPrice: 4990, productsFullPrice: 5990 });

    const reply = await checkout(shopper);
    expect(reply.status).toBe(201);
    // Charged 4,990 + 2,990 delivery, not the list price.
    expect(reply.body.data.transaction).toMatchObject({ amount: 7980 });
    const sub = reply.body.data.subscriptions[0];
    expect(sub.products[0].promotions).toEqual([
      expect.objectContaining({ name: '$1.000 de descuento por 3 meses', maxUses: 3, usesLeft: 2 }),
    ]);
    expect(sub.price).toBe(7980); // the next cycle: still promoted

    // Cycles 2 and 3 are promoted; then the list price.
    const amounts: number[] = [];
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const events = await clock(shopper, 30);
      expect(events.filter((e) => e.kind === 'charged')).toHaveLength(1);
      const charged = (await charges(shopper)).find(
        (tx) => tx._id === events.find((e) => e.kind === 'charged').transactionId,
      );
      amounts.push(charged.amount);
    }
    expect(amounts).toEqual([7980, 7980, 8980]);
    const after = await subscriptionOf(shopper, sub._id);
    expect(after.products[0].promotions[0].usesLeft).toBe(0);
    expect(after.price).toBe(8980);
  });

  it('a pause ends the promotion early (001 §4 "discounts expire early"): the next cycle is at the list price', async () => {
    const shopper = await newShopper(sandbox, email('pausa'));
    await addToCart(sandbox, shopper, TD, {
      productId: FRUTILLAS,
      quantity: 1,
      billingType: 'monthly',
    });
    expect((await cartOf(shopper)).products[0].price).toBe(5592); // 6,990 − 20 %, truncated
    const reply = await checkout(shopper);
    expect(reply.body.data.transaction.amount).toBe(5592 + 2990);
    const sub = reply.body.data.subscriptions[0];
    // maxUses 1: used by the first charge, so the next cycle is already the list price.
    expect(sub.products[0].promotions[0].usesLeft).toBe(0);
    expect(sub.price).toBe(6990 + 2990);

    const paltas = await newShopper(sandbox, email('pausa-paltas'));
    await addToCart(sandbox, paltas, TD, {
      productId: PALTAS,
      quantity: 2,
      billingType: 'monthly',
    });
    const bought = (await checkout(paltas)).body.data.subscriptions[0];
    expect(bought.price).toBe(2 * 4990 + 2990);
    const options = (
      await sandbox.v1.get(`/subscriptions/${bought._id}/pausingOptions`, paltas.token)
    ).body.data;
    const paused = await sandbox.v1.post(
      `/subscriptions/${bought._id}/pause`,
      { payday: options[0].payday },
      paltas.token,
    );
    expect(paused.status).toBe(200);
    expect(paused.body.data.products[0].promotions[0].usesLeft).toBe(0);
    expect(paused.body.data.price).toBe(2 * 5990 + 2990);
  });
});

describe('a shipping quote is for what it priced', () => {
  it('a quote for another amount is refused (no free delivery through a made-up amount), and nothing is created', async () => {
    const shopper = await newShopper(sandbox, email('envio'));
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0002',
      quantity: 1,
      billingType: 'monthly',
    });
    const forged = await quote(sandbox, shopper.token, TD, 1e9);
    expect(forged.body.data.price).toBe(0);
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId: forged.body.data._id }),
      key(),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Shipping was quoted for another amount');
    expect(await charges(shopper)).toEqual([]);
    expect((await cartOf(shopper)).products).toHaveLength(1);
    // The true quote charges the delivery: 10,000 + 2,990.
    expect((await checkout(shopper)).body.data.transaction.amount).toBe(12990);
  });

  it('an expired quote is refused', async () => {
    const shopper = await newShopper(sandbox, email('vencida'));
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0002',
      quantity: 1,
      billingType: 'monthly',
    });
    const shipping = (await quoteCart(sandbox, shopper, TD)).body.data;
    await sandbox.db
      .updateTable('shippings')
      .set({ created_at: new Date(Date.now() - 31 * 60_000) })
      .where('id', '=', shipping._id)
      .execute();
    const reply = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, { shippingId: shipping._id }),
      key(),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Shipping quote expired');
  });
});

describe('no order before its money', () => {
  it('a base payday far in the future is refused ("9999-12-31")', async () => {
    const shopper = await newShopper(sandbox, email('lejos'));
    const reply = await sandbox.v1.post(
      '/carts/addProduct',
      {
        storeId: TD,
        guestId: shopper.guestId,
        userId: shopper.userId,
        product: { productId: KIT, quantity: 1, billingType: 'single', basePayday: '9999-12-31' },
      },
      shopper.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      message: 'Invalid base payday',
      errors: { 'product.basePayday': 'La fecha no es válida' },
    });
  });

  it('a single purchase paid at a later payday has no order until it is paid; a declined one never has one', async () => {
    const payday = await workdayAhead(sandbox, 3);
    const days = Math.round(
      (Date.parse(payday) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000,
    );
    for (const [name, card, paid] of [
      ['luego', '4051885600446623', true],
      ['rechazo', '4051885600440002', false],
    ] as const) {
      const shopper = await newShopper(sandbox, email(name), { cardNumber: card });
      await addToCart(sandbox, shopper, TD, {
        productId: KIT,
        quantity: 1,
        billingType: 'single',
        basePayday: payday,
      });
      const reply = await checkout(shopper);
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ transaction: null, deliveries: [] });
      expect(reply.body.data.subscriptions[0]).toMatchObject({
        status: 'pending',
        price: 14990 + 2990,
      });
      expect(await orders(shopper)).toEqual([]);

      const events = await clock(shopper, days + 1);
      const kinds = events.map((e) => e.kind);
      if (paid) {
        expect(kinds).toContain('charged');
        const [order] = await orders(shopper);
        expect(order).toMatchObject({ price: 14990, deliveryPrice: 2990, totalPrice: 17980 });
        const charged = await charges(shopper);
        expect(charged.map((tx) => tx.amount)).toEqual([17980]);
      } else {
        expect(kinds).not.toContain('charged');
        expect(await orders(shopper)).toEqual([]);
      }
    }
  });
});

describe('a user-defined price (API.md "Prices")', () => {
  const add = (shopper: Shopper, price: unknown, productId = CAJA) =>
    sandbox.v1.post(
      '/carts/addProduct',
      {
        storeId: TD,
        guestId: shopper.guestId,
        userId: shopper.userId,
        product: { productId, quantity: 1, billingType: 'monthly', price },
      },
      shopper.token,
    );

  it('whole pesos, never below the listed price; a store price takes no client price', async () => {
    const shopper = await newShopper(sandbox, email('monto'));
    expect((await add(shopper, 0.5)).body).toMatchObject({
      code: 400,
      errors: { 'product.price': 'El monto debe ser en pesos, sin decimales' },
    });
    expect((await add(shopper, 1)).body).toMatchObject({
      code: 400,
      message: 'Invalid price',
      errors: { 'product.price': 'El monto mínimo es $10.000' },
    });
    expect((await add(shopper, 1, PALTAS)).body).toMatchObject({
      code: 400,
      message: 'Price is set by the store',
    });
    expect((await cartOf(shopper)).products).toEqual([]);
    expect((await add(shopper, 12000)).status).toBe(200);
    expect((await cartOf(shopper)).products[0]).toMatchObject({ singlePrice: 12000, price: 12000 });
  });
});

describe('the amounts of the process body are the server’s own', () => {
  it('tax is 0.19 and the merchant is the store’s', async () => {
    const shopper = await newShopper(sandbox, email('impuesto'));
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0002',
      quantity: 1,
      billingType: 'monthly',
    });
    expect((await checkout(shopper, { tax: 0 })).body).toMatchObject({
      code: 400,
      message: 'Invalid tax',
    });
    expect((await checkout(shopper, { merchantId: 'u-evil' })).body).toMatchObject({
      code: 400,
      message: 'Merchant not found',
    });
    const done = await checkout(shopper);
    expect(done.status).toBe(201);
    expect(done.body.data.subscriptions[0]).toMatchObject({
      tax: 0.19,
      merchantId: 'u-merchant-td',
    });
  });
});
