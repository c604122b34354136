/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// PATCH /v1/subscriptions/{id} as the subscription edit saves it (spec 001 §2 "Subscription edit",
// §5 "Subscription edit save", §7 patch body): quantities and products, with the server's prices
// and stock; refusals (an empty selection, the stock, unknown products, client prices, an ended
// subscription) write nothing (row, stock, consents).
import { editSuite } from './edit-scene';

const { sandbox, shopper, quote, stored, tiendaId } = editSuite();

it('changes a quantity with the server’s unit price and a fresh quote: productsPrice, delivery and price recomputed', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({ products: [{ productId: 'td-p-0002', quantity: 1 }] });
  // td-p-0002 has quantityDiscounts [0.05, 0.1, 0.15]: 3 units → 10 % off 10.000 each.
  const shipping = (await quote(token, 'Providencia', 27000, tiendaId())).body.data;
  const reply = await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    {
      products: [{ productId: 'td-p-0002', quantity: 3 }],
      shippingId: shipping._id,
      deliveryPrice: shipping.price,
    },
    token,
  );
  expect(reply.status).toBe(200);
  expect(reply.body.data).toMatchObject({
    productsPrice: 27000,
    deliveryPrice: 2990,
    shippingId: shipping._id,
    price: 27000 + 2990,
    products: [
      {
        productId: 'td-p-0002',
        quantity: 3,
        price: 10000,
        quantityDiscount: 0.1,
        totalPrice: 27000,
      },
    ],
  });
  const read = (await sandbox.v1.get(`/subscriptions/${sub._id}`, token)).body.data;
  expect(read.products[0].quantity).toBe(3);
  expect(read.price).toBe(29990);
});

it('adds a product from the store’s catalogue and removes another; stock moves by the difference', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({
    products: [
      { productId: 'td-p-0003', quantity: 2 },
      { productId: 'td-p-0004', quantity: 1 },
    ],
  });
  const stockBefore = async () =>
    (
      await sandbox.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', 'td-p-0007')
        .executeTakeFirstOrThrow()
    ).stock;
  const before = await stockBefore();
  const amount = 6990 * 2 + 12990;
  const shipping = (await quote(token, 'Providencia', amount, tiendaId())).body.data;
  const reply = await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    {
      products: [
        { productId: 'td-p-0004', quantity: 0 },
        { productId: 'td-p-0007', quantity: 1 },
      ],
      shippingId: shipping._id,
    },
    token,
  );
  expect(reply.status).toBe(200);
  const products = reply.body.data.products;
  expect(products.map((p: any) => [p.productId, p.quantity, p.price])).toEqual([
    ['td-p-0003', 2, 6990],
    ['td-p-0007', 1, 12990],
  ]);
  expect(reply.body.data.productsPrice).toBe(amount);
  expect(await stockBefore()).toBe(before! - 1);
  expect(products[1].product).toMatchObject({ stock: before! - 1, fullStock: before });
});

it('refuses an empty selection with 001 §5’s text, more than the full stock, unknown products and client prices; nothing written', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({ products: [{ productId: 'td-p-0007', quantity: 1 }] });
  const before = await stored(sub._id);
  const stock = (
    await sandbox.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', 'td-p-0007')
      .executeTakeFirstOrThrow()
  ).stock!;
  const shipping = (await quote(token, 'Providencia', 12990 * (stock + 2), tiendaId())).body.data;
  const cases: [unknown, string][] = [
    [{ products: [{ productId: 'td-p-0007', quantity: 0 }] }, 'La selección no puede estar vacía'],
    // The full stock is stock + what the item holds: one more than that is refused.
    [
      { products: [{ productId: 'td-p-0007', quantity: stock + 2 }], shippingId: shipping._id },
      'La cantidad seleccionada no es válida o el producto no tiene stock suficiente',
    ],
    [{ products: [{ productId: 'td-p-nope', quantity: 1 }] }, 'Product not found'],
    // Another store's product.
    [{ products: [{ productId: 'fa-p-0001', quantity: 1 }] }, 'Product not found'],
    [
      { products: [{ productId: 'td-p-0007', quantity: 1, price: 1 }] },
      'body/products/0 must NOT have additional properties',
    ],
    [{ products: [{ productId: 'td-p-0007', quantity: 2 }] }, 'Shipping is required'],
    [{ status: 'active' }, 'body must NOT have additional properties'],
    [{ payday: '2030-01-01' }, 'body must NOT have additional properties'],
    [{}, 'body must NOT have fewer than 1 properties'],
  ];
  for (const [body, message] of cases) {
    const reply = await sandbox.v1.patch(`/subscriptions/${sub._id}`, body, token);
    expect([reply.status, reply.body.message]).toEqual([400, expect.stringContaining(message)]);
  }
  expect(await stored(sub._id)).toBe(before);
});

it('refuses ended subscriptions (409) and writes nothing', async () => {
  const { token, scene } = await shopper();
  for (const status of ['canceled', 'completed', 'no renewal']) {
    const sub = await scene({ status, priceChange: { newPrice: 7990, inDays: 10 } });
    const before = await stored(sub._id);
    const reply = await sandbox.v1.patch(
      `/subscriptions/${sub._id}`,
      { products: [{ productId: 'td-p-0003', priceChange: { optIn: false } }] },
      token,
    );
    expect([reply.status, reply.body.message]).toEqual([409, 'Subscription already ended']);
    expect(await stored(sub._id)).toBe(before);
  }
});
