/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// PATCH /v1/subscriptions/{id} as the subscription edit saves it (spec 001 §2 "Subscription edit",
// §5 "Subscription edit save", §7 patch body) and GET subscriptions/{id}/priceConsents (issue 12
// "Price changes as consent"). Each test owns its subscriptions (POST /sandbox/subscriptions).
// Every accepted change is read back; every refusal is checked to have written nothing (row,
// stock, consents).
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
let n = 0;

async function shopper() {
  const email = `edicion-${++n}@demo.cl`;
  const token = (await sandbox.api.post('/sandbox/session', { email })).body.data.access as string;
  const scene = async (body: Record<string, unknown>, storeName = 'tienda-demo') => {
    const made = await sandbox.api.post('/sandbox/subscriptions', {
      email,
      storeName,
      status: 'active',
      products: [{ productId: 'td-p-0003', quantity: 2 }],
      ...body,
    });
    expect(made.status).toBe(201);
    return made.body.data;
  };
  return { email, token, scene };
}

const quote = async (token: string, commune: string, amount: number, storeId = 'st-tienda-demo') =>
  sandbox.v1.get(
    `/shippings/getPrice?storeId=${storeId}&commune=${encodeURIComponent(commune)}&currency=clp&amount=${amount}`,
    token,
  );

const storeIdOf = async (name: string) =>
  (
    await sandbox.db
      .selectFrom('stores')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

const stored = async (id: string) => {
  const row = await sandbox.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const consents = await sandbox.db
    .selectFrom('price_consents')
    .selectAll()
    .where('subscription_id', '=', id)
    .execute();
  const stock = await sandbox.db
    .selectFrom('products')
    .select(['id', 'stock'])
    .orderBy('id')
    .execute();
  return JSON.stringify({ row, consents, stock });
};

let tienda = '';
beforeAll(async () => {
  tienda = await storeIdOf('tienda-demo');
});

it('changes a quantity with the server’s unit price and a fresh quote: productsPrice, delivery and price recomputed', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({ products: [{ productId: 'td-p-0002', quantity: 1 }] });
  // td-p-0002 has quantityDiscounts [0.05, 0.1, 0.15]: 3 units → 10 % off 10.000 each.
  const shipping = (await quote(token, 'Providencia', 27000, tienda)).body.data;
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
  const shipping = (await quote(token, 'Providencia', amount, tienda)).body.data;
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
  const shipping = (await quote(token, 'Providencia', 12990 * (stock + 2), tienda)).body.data;
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

it('changes the card to another of the shopper’s cards in the store, with instalments only on Credit within the store’s maximum', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({});
  const other = await scene({ cardDigits: '5555' });
  const reply = await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    {
      cardId: other.cardId,
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 6 } }],
    },
    token,
  );
  expect(reply.status).toBe(200);
  expect(reply.body.data.cardId).toBe(other.cardId);
  expect(reply.body.data.paymentMethods).toEqual([
    { name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 6 } },
  ]);

  const before = await stored(sub._id);
  const stranger = await shopper();
  const strangerSub = await stranger.scene({});
  const refused: [unknown, string][] = [
    [{ cardId: strangerSub.cardId }, 'Card not found'],
    [{ cardId: 'card-nope' }, 'Card not found'],
    // tienda-demo's issuerFees.maxValue is 12.
    [
      { paymentMethods: [{ name: 'Webpay Oneclick', options: { issuerFees: 24 } }] },
      'Instalments above the store’s maximum',
    ],
    [
      { paymentMethods: [{ name: 'Webpay Oneclick', options: { issuerFees: 5 } }] },
      'must be equal to one of the allowed values',
    ],
    [
      { paymentMethods: [{ name: 'Khipu', options: { issuerFees: 3 } }] },
      'must be equal to one of the allowed values',
    ],
  ];
  for (const [body, message] of refused) {
    const r = await sandbox.v1.patch(`/subscriptions/${sub._id}`, body, token);
    expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
  }
  expect(await stored(sub._id)).toBe(before);
  // A Debit card takes no instalments.
  await sandbox.db
    .updateTable('cards')
    .set({ type: 'Debit' })
    .where('id', '=', other.cardId)
    .execute();
  const debit = await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    { paymentMethods: [{ name: 'Webpay Oneclick', options: { issuerFees: 3 } }] },
    token,
  );
  expect([debit.status, debit.body.message]).toEqual([400, 'Instalments need a Credit card']);
});

it('changes the address with a quote for its commune; outside coverage is refused with 001 §5’s text', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({});
  const amount = 6990 * 2;
  const nunoa = (await quote(token, 'Ñuñoa', amount, tienda)).body.data;
  const providencia = (await quote(token, 'Providencia', amount, tienda)).body.data;
  const address = { street: 'Avenida Irarrázaval', number: '3000', commune: 'Ñuñoa' };
  const before = await stored(sub._id);
  const refused: [unknown, string][] = [
    [
      {
        contact: { address: { street: 'Avenida Pajaritos', number: '100', commune: 'Maipú' } },
        shippingId: nunoa._id,
      },
      'La dirección ingresada no está dentro de la cobertura',
    ],
    [
      { contact: { address: { ...address, number: 'sin número' } }, shippingId: nunoa._id },
      'La dirección debe tener un número',
    ],
    [{ contact: { address } }, 'Shipping is required'],
    [{ contact: { address }, shippingId: providencia._id }, 'Shipping does not match the address'],
    [
      { contact: { address }, shippingId: nunoa._id, deliveryPrice: 0 },
      'Delivery price does not match the shipping quote',
    ],
    [{ contact: { address }, shippingId: 'ship-nope' }, 'Shipping not found'],
  ];
  for (const [body, message] of refused) {
    const r = await sandbox.v1.patch(`/subscriptions/${sub._id}`, body, token);
    expect([r.status, r.body.message]).toEqual([400, message]);
  }
  expect(await stored(sub._id)).toBe(before);

  const reply = await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    { contact: { address }, shippingId: nunoa._id, deliveryPrice: nunoa.price },
    token,
  );
  expect(reply.status).toBe(200);
  expect(reply.body.data.contact.address).toEqual(address);
  expect(reply.body.data).toMatchObject({
    shippingId: nunoa._id,
    deliveryPrice: 2990,
    price: amount + 2990,
  });
});

it('a store charging delivery once keeps it out of the cycle price once it was paid, and in it until then', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({});
  await sandbox.db
    .updateTable('subscriptions')
    .set({
      doc: JSON.stringify({
        ...(
          await sandbox.db
            .selectFrom('subscriptions')
            .select('doc')
            .where('id', '=', sub._id)
            .executeTakeFirstOrThrow()
        ).doc,
        shippingChargeType: 'once',
        deliveryPaid: false,
      }),
    })
    .where('id', '=', sub._id)
    .execute();
  const shipping = (await quote(token, 'Providencia', 6990, tienda)).body.data;
  const patch = () =>
    sandbox.v1.patch(
      `/subscriptions/${sub._id}`,
      { products: [{ productId: 'td-p-0003', quantity: 1 }], shippingId: shipping._id },
      token,
    );
  // Not paid yet: the next cycle carries it (001 §3 "once").
  expect((await patch()).body.data).toMatchObject({
    productsPrice: 6990,
    deliveryPrice: 2990,
    price: 9980,
  });
  const { doc } = await sandbox.db
    .selectFrom('subscriptions')
    .select('doc')
    .where('id', '=', sub._id)
    .executeTakeFirstOrThrow();
  await sandbox.db
    .updateTable('subscriptions')
    .set({ doc: JSON.stringify({ ...doc, deliveryPaid: true }) })
    .where('id', '=', sub._id)
    .execute();
  expect((await patch()).body.data).toMatchObject({
    productsPrice: 6990,
    deliveryPrice: 0,
    price: 6990,
  });
});

it('records every opt-in change as consent, newest first, owner only', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({ priceChange: { newPrice: 7990, inDays: 10 } });
  const optIn = (value: boolean) =>
    sandbox.v1.patch(
      `/subscriptions/${sub._id}`,
      { products: [{ productId: 'td-p-0003', priceChange: { optIn: value } }] },
      token,
    );
  expect(
    (await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, token)).body.data,
  ).toEqual([]);
  const off = await optIn(false);
  expect(off.status).toBe(200);
  expect(off.body.data.products[0].priceChange).toMatchObject({ newPrice: 7990, optIn: false });
  // The same answer again is no change: nothing new is recorded.
  expect((await optIn(false)).status).toBe(200);
  expect((await optIn(true)).status).toBe(200);
  const list = await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, token);
  expect(list.status).toBe(200);
  expect(list.body.data.map((c: any) => [c.productId, c.optIn, c.newPrice])).toEqual([
    ['td-p-0003', true, 7990],
    ['td-p-0003', false, 7990],
  ]);
  expect(list.body.data[0]).toMatchObject({
    name: 'Frutillas orgánicas 1 kg',
    currency: 'clp',
    createdAt: expect.any(String),
  });
  expect(list.body.data[0].priceDeploymentAt).toBe(sub.products[0].priceChange.priceDeploymentAt);

  const stranger = await shopper();
  expect(
    (await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, stranger.token)).status,
  ).toBe(404);
  expect((await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`)).status).toBe(401);
  expect(
    (
      await sandbox.v1.patch(
        `/subscriptions/${sub._id}`,
        { products: [{ productId: 'td-p-0003', priceChange: { optIn: false } }] },
        stranger.token,
      )
    ).status,
  ).toBe(404);
  expect(
    (await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, token)).body.data,
  ).toHaveLength(2);
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

it('a service store takes no address', async () => {
  const { token, scene } = await shopper();
  const product = await sandbox.db
    .selectFrom('products')
    .innerJoin('stores', 'stores.id', 'products.store_id')
    .select('products.id')
    .where('stores.name', '=', 'servicios-demo')
    .where('products.active', '=', true)
    .executeTakeFirstOrThrow();
  const sub = await scene({ products: [{ productId: product.id }] }, 'servicios-demo');
  const reply = await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    {
      contact: { address: { street: 'Avenida Providencia', number: '1', commune: 'Providencia' } },
    },
    token,
  );
  expect([reply.status, reply.body.message]).toEqual([400, 'The store does not deliver']);
});

it('a reset empties the consents', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({ priceChange: { newPrice: 7990, inDays: 10 } });
  await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    { products: [{ productId: 'td-p-0003', priceChange: { optIn: false } }] },
    token,
  );
  expect(
    (await sandbox.db.selectFrom('price_consents').select('id').execute()).length,
  ).toBeGreaterThan(0);
  expect((await sandbox.api.post('/sandbox/reset', {})).status).toBe(200);
  expect(await sandbox.db.selectFrom('price_consents').select('id').execute()).toEqual([]);
});
