// The checkout calls against the real sandbox (issue 11): shippings.getPrice/get,
// purchasesApi(api).processCart with its Idempotency-Key, subscriptions.get/list, deliveries.list/get, and the
// cart a failed process carries (spec 000 §4 "On a failed process the cart is replaced by the
// returned one").
import { ApiError, createApi, createMemoryTokenStore, type Api } from '../src';
import { cartOfFailedProcess, purchasesApi } from '../src/purchases';
import { subscriptionsApi } from '../src/subscriptions';
import { countingFetch, sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
jest.setTimeout(60_000);
const TD = 'st-tienda-demo';

const scene = async (path: string, body: unknown) => {
  const response = await fetch(`${sandbox.current().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: Record<string, string> }).data;
};

/** A signed-in shopper with an address in Providencia and a card whose number ends in `digits`. */
async function shopper(
  email: string,
  digits: string,
  fetchImpl?: ReturnType<typeof countingFetch>['fetch'],
) {
  const api = createApi({
    baseUrl: `${sandbox.current().url}/v1`,
    tokens: createMemoryTokenStore(),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const tokens = await scene('/sandbox/session', { email });
  api.tokens.setTokens({ access: tokens.access!, refresh: tokens.refresh! });
  const { userId } = await api.auth.profile();
  await api.users.addAddress(userId!, {
    street: 'Avenida Providencia',
    number: '2000',
    commune: 'Providencia',
  });
  const card = await scene('/sandbox/cards', {
    email,
    storeName: 'tienda-demo',
    number: `405188560044${digits}`,
  });
  const owner = { storeId: TD, guestId: `g-${userId}`, userId: userId! };
  await api.carts.addProduct({
    ...owner,
    product: { productId: 'td-p-0010', quantity: 1, billingType: 'single' },
  });
  await api.carts.addProduct({
    ...owner,
    product: { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' },
  });
  return { api, owner, cardId: card._id! };
}

const body = (
  owner: { storeId: string; guestId: string; userId: string },
  cardId: string,
  shippingId: string,
) => ({
  ...owner,
  cardId,
  shippingId,
  tax: 0.19,
  gift: false,
  currency: 'clp' as const,
  paymentMethods: [{ name: 'Webpay Oneclick' as const, priority: 1, options: { issuerFees: 0 } }],
});

async function quote(api: Api, amount: number) {
  return purchasesApi(api).shippings.getPrice({
    storeId: TD,
    commune: 'Providencia',
    currency: 'clp',
    amount,
  });
}

it('shippings: getPrice answers price and _id; get reads it back; outside coverage is a 400 ApiError', async () => {
  const { api } = await shopper('sdk-envio@checkout.test', '4242');
  const shipping = await quote(api, 10000);
  expect(shipping).toMatchObject({ price: 2990, _id: expect.stringMatching(/^ship-/) });
  expect(await purchasesApi(api).shippings.get(shipping._id)).toMatchObject({
    _id: shipping._id,
    price: 2990,
  });
  const error = await purchasesApi(api)
    .shippings.getPrice({ storeId: TD, commune: 'Arica', currency: 'clp', amount: 1 })
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 400, serverMessage: 'Commune outside delivery coverage' });
});

it('carts.process sends the Idempotency-Key; the typed answer has subscriptions, the order, newCard and subscribed; a retry with the key replays', async () => {
  const counter = countingFetch();
  const { api, owner, cardId } = await shopper('sdk-compra@checkout.test', '4242', counter.fetch);
  const shipping = await quote(api, 27990 + 10000);
  const idempotencyKey = `sdk-${Date.now()}`;
  const result = await purchasesApi(api).processCart(body(owner, cardId, shipping._id), {
    idempotencyKey,
  });
  expect(result).toMatchObject({ newCard: true, subscribed: true, cart: { totalLength: 0 } });
  expect(result.subscriptions.map((s) => [s.type, s.billingFrequency, s.status])).toEqual([
    ['single', 0, 'active'],
    ['recurring', 30, 'active'],
  ]);
  expect(result.deliveries[0]).toMatchObject({
    subscriptionId: result.subscriptions[0]!._id,
    totalPrice: 27990 + 2990,
  });
  expect(result.transaction).toMatchObject({ status: 'approved', amount: 27990 + 10000 + 2990 });
  const again = await purchasesApi(api).processCart(body(owner, cardId, shipping._id), {
    idempotencyKey,
  });
  expect(again.subscriptions.map((s) => s._id)).toEqual(result.subscriptions.map((s) => s._id));
  expect(counter.count('carts/process')).toBe(2);

  const [single, monthly] = result.subscriptions;
  expect(await subscriptionsApi(api).get(monthly!._id)).toMatchObject({
    _id: monthly!._id,
    billingFrequency: 30,
  });
  const list = await subscriptionsApi(api).list({
    userId: owner.userId,
    storeId: TD,
    statuses: ['active', 'pending'],
  });
  expect(list.docs.map((s) => s._id).sort()).toEqual([single!._id, monthly!._id].sort());
  expect(
    (await subscriptionsApi(api).list({ userId: owner.userId, storeId: TD, statuses: ['paused'] }))
      .docs,
  ).toEqual([]);
  const orders = await purchasesApi(api).deliveries.list({ userId: owner.userId, storeId: TD });
  // Every group paid at checkout is an order (API.md "Prices").
  expect(orders.docs.map((d) => d.subscriptionId).sort()).toEqual(
    [single!._id, monthly!._id].sort(),
  );
  expect(await purchasesApi(api).deliveries.get(orders.docs[0]!._id)).toMatchObject({
    status: 'pending',
    currency: 'clp',
  });
});

it('the declined card (ending in 0002): 402 "Payment declined", and cartOfFailedProcess gives the kept cart', async () => {
  const { api, owner, cardId } = await shopper('sdk-rechazo@checkout.test', '0002');
  const shipping = await quote(api, 37990);
  const error = await purchasesApi(api)
    .processCart(body(owner, cardId, shipping._id), { idempotencyKey: `sdk-no-${Date.now()}` })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 402, serverMessage: 'Payment declined' });
  expect(cartOfFailedProcess(error)?.products.map((line) => line.productId)).toEqual([
    'td-p-0010',
    'td-p-0002',
  ]);
  expect(cartOfFailedProcess(new Error('x'))).toBeUndefined();
});
