// PATCH /v1/subscriptions/{id} as the subscription edit saves it (spec 001 §2 "Subscription edit",
// §5 "Subscription edit save", §7 patch body): the card (instalments on Credit only), the address
// with a quote for its commune, a delivery charged once, and a service store that takes no address.
// Every refusal is checked to have written nothing.
import { editSuite } from './edit-scene';

const { sandbox, shopper, quote, stored, tiendaId } = editSuite();

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
  const nunoa = (await quote(token, 'Ñuñoa', amount, tiendaId())).body.data;
  const providencia = (await quote(token, 'Providencia', amount, tiendaId())).body.data;
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
  const shipping = (await quote(token, 'Providencia', 6990, tiendaId())).body.data;
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
