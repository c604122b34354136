// Issue 36: spec 001 §5 "Only one credit card may be registered for instalments." (the rule:
// @storefront/domain/instalment-card; API.md "Choices the sandbox made where the spec is silent").
// A checkout, a subscription edit or a card move (saveCardInSub, a payment with cardId) that puts
// instalments on a second credit card, while a running subscription of the shopper in the store
// carries instalments on another, is refused with 409 and writes nothing; 'Sin cuotas', the same
// card, and moving the only instalments are allowed.
import { sharedSandbox, TD } from './helpers';
import {
  addToCart,
  newShopper,
  processBody,
  processCart,
  quote,
  type Shopper,
} from './checkout/checkout-scene';

const sandbox = sharedSandbox();
jest.setTimeout(60_000);
const ONE_CARD = 'Only one credit card may be registered for instalments';
let n = 0;
const email = (tag: string) => `${tag}-${Date.now()}-${++n}@test.cl`;
const key = () => `cuotas-${Date.now()}-${++n}`;
const instalments = (issuerFees: number) => [
  { name: 'Webpay Oneclick', priority: 1, options: { issuerFees } },
];

const subscriptionsOf = (userId: string) =>
  sandbox.db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute();

async function buy(shopper: Shopper, cardId: string, issuerFees: number) {
  await addToCart(sandbox, shopper, TD, {
    productId: 'td-p-0002',
    quantity: 1,
    billingType: 'monthly',
  });
  const shipping = await quote(sandbox, shopper.token, TD, 10000);
  expect(shipping.status).toBe(200);
  return processCart(
    sandbox.url,
    shopper.token,
    processBody(shopper, TD, {
      cardId,
      shippingId: shipping.body.data._id,
      paymentMethods: instalments(issuerFees),
    }),
    key(),
  );
}

describe('checkout (POST carts/process)', () => {
  it('refuses instalments on a second credit card, and lets the shopper buy without them or on the first card', async () => {
    const shopper = await newShopper(sandbox, email('dos-tarjetas'));
    const second = await sandbox.api.post('/sandbox/cards', {
      email: shopper.email,
      storeName: 'tienda-demo',
      number: '5555555555554444',
      brand: 'MasterCard',
      type: 'Credit',
    });
    expect(second.status).toBe(201);
    const secondCard = second.body.data._id as string;

    expect((await buy(shopper, shopper.cardId, 3)).status).toBe(201);
    const before = await subscriptionsOf(shopper.userId);

    const refused = await buy(shopper, secondCard, 6);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 409,
      message: ONE_CARD,
      errors: { 'paymentMethods.options.issuerFees': expect.stringContaining(shopper.cardId) },
    });
    expect(await subscriptionsOf(shopper.userId)).toEqual(before);
    const cart = await sandbox.v1.get(
      `/carts/getOrCreate?storeId=${TD}&guestId=${shopper.guestId}&userId=${shopper.userId}`,
      shopper.token,
    );
    expect(cart.body.data.totalLength).toBe(1); // kept for the next try

    const without = await processCart(
      sandbox.url,
      shopper.token,
      processBody(shopper, TD, {
        cardId: secondCard,
        shippingId: (await quote(sandbox, shopper.token, TD, 10000)).body.data._id,
        paymentMethods: instalments(0),
      }),
      key(),
    );
    expect(without.status).toBe(201);
    expect((await buy(shopper, shopper.cardId, 6)).status).toBe(201);
  });
});

describe('subscription edit (PATCH subscriptions/{id})', () => {
  async function shopperWithTwo() {
    const mail = email('edicion-cuotas');
    const token = (await sandbox.api.post('/sandbox/session', { email: mail })).body.data.access;
    const scene = async () => {
      // Each scene brings a fresh card row of its own: two scenes, two credit cards.
      const made = await sandbox.api.post('/sandbox/subscriptions', {
        email: mail,
        storeName: 'tienda-demo',
        status: 'active',
        products: [{ productId: 'td-p-0003', quantity: 1 }],
      });
      expect(made.status).toBe(201);
      return made.body.data;
    };
    return { token: token as string, first: await scene(), second: await scene() };
  }
  const stored = async (id: string) =>
    JSON.stringify(
      await sandbox.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );

  it('refuses instalments on a second credit card; the same card is fine', async () => {
    const { token, first, second } = await shopperWithTwo();
    expect(first.cardId).not.toBe(second.cardId);
    const patch = (id: string, body: unknown) =>
      sandbox.v1.patch(`/subscriptions/${id}`, body, token);
    expect((await patch(first._id, { paymentMethods: instalments(6) })).status).toBe(200);

    const before = await stored(second._id);
    const refused = await patch(second._id, { paymentMethods: instalments(3) });
    expect([refused.status, refused.body.message]).toEqual([409, ONE_CARD]);
    // The only subscription with instalments may move them to another card (not against itself).
    const onFirst = await patch(first._id, { cardId: second.cardId });
    expect([onFirst.status, onFirst.body.message]).toEqual([200, undefined]);
    expect(await stored(second._id)).toBe(before);

    // The instalments now sit on the second card: the first one's subscription may not ask them.
    const third = await patch(second._id, {
      cardId: first.cardId,
      paymentMethods: instalments(3),
    });
    expect([third.status, third.body.message]).toEqual([409, ONE_CARD]);
    const same = await patch(second._id, { paymentMethods: instalments(3) });
    expect(same.status).toBe(200);
    expect(same.body.data.paymentMethods[0].options.issuerFees).toBe(3);
  });

  it('a card move (saveCardInSub, a prepay with cardId) takes the instalments along: not onto a second card', async () => {
    const { token, first, second } = await shopperWithTwo();
    const patch = (id: string, body: unknown) =>
      sandbox.v1.patch(`/subscriptions/${id}`, body, token);
    expect((await patch(first._id, { paymentMethods: instalments(6) })).status).toBe(200);
    const both = await patch(second._id, { cardId: first.cardId, paymentMethods: instalments(3) });
    expect(both.status).toBe(200);
    const before = await stored(second._id);
    for (const [path, body] of [
      [`/subscriptions/${second._id}/saveCardInSub`, { cardId: second.cardId }],
      [`/subscriptions/${second._id}/prepay`, { cardId: second.cardId }],
    ] as const) {
      const moved = await sandbox.v1.post(path, body, token);
      expect([moved.status, moved.body.message]).toEqual([409, ONE_CARD]);
    }
    expect(await stored(second._id)).toBe(before);
    // Without instalments, a subscription moves to any card.
    expect((await patch(second._id, { paymentMethods: instalments(0) })).status).toBe(200);
    const free = await sandbox.v1.post(
      `/subscriptions/${second._id}/saveCardInSub`,
      { cardId: second.cardId },
      token,
    );
    expect(free.status).toBe(200);
  });

  it('an ended subscription releases its card', async () => {
    const { token, first, second } = await shopperWithTwo();
    const patch = (id: string, body: unknown) =>
      sandbox.v1.patch(`/subscriptions/${id}`, body, token);
    expect((await patch(first._id, { paymentMethods: instalments(6) })).status).toBe(200);
    expect((await patch(second._id, { paymentMethods: instalments(3) })).status).toBe(409);
    expect((await sandbox.v1.post(`/subscriptions/${first._id}/cancel`, {}, token)).status).toBe(
      200,
    );
    expect((await patch(second._id, { paymentMethods: instalments(3) })).status).toBe(200);
  });
});
