/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Checkouts cut short (issue 42 "Crash safety"): shoppers ready to pay a single purchase and a
// monthly subscription each, their carts/process calls in flight when the sandbox process is
// killed or its database restarts, then each shopper retrying with the same Idempotency-Key until
// an answer comes. What must hold after: one charge each, one subscription set, no half-written
// order, and the answer the retry got is that charge.
import { client, TD, type Reply } from '../helpers';
import {
  addToCart,
  newShopper,
  processBody,
  processCart,
  quoteCart,
  type Shopper,
} from '../checkout/checkout-scene';

export interface ReadyShopper extends Shopper {
  key: string;
  body: Record<string, unknown>;
}

const sandboxAt = (url: string) => ({ url, api: client(url), v1: client(`${url}/v1`) });

/** `count` shoppers of tienda-demo with an address, a card and a cart of two billing groups. */
export async function readyShoppers(url: string, count: number, tag: string) {
  const sandbox = sandboxAt(url);
  const stock = await sandbox.api.post('/sandbox/products/td-p-0007/stock', { stock: 10_000 });
  expect(stock.status).toBe(200);
  const ready = async (index: number): Promise<ReadyShopper> => {
    const shopper = await newShopper(sandbox, `${tag}-${index}-${Date.now()}@caida.test`);
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0007',
      quantity: 1,
      billingType: 'single',
    });
    await addToCart(sandbox, shopper, TD, {
      productId: 'td-p-0009',
      quantity: 1,
      billingType: 'monthly',
    });
    const shipping = await quoteCart(sandbox, shopper, TD);
    expect(shipping.status).toBe(200);
    return {
      ...shopper,
      key: `caida-${shopper.userId}`,
      body: processBody(shopper, TD, { shippingId: shipping.body.data._id }),
    };
  };
  const shoppers: ReadyShopper[] = [];
  // Ten at a time: the scene is set up quickly, and is not itself the race under test.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => start + i);
    shoppers.push(...(await Promise.all(batch.map(ready))));
  }
  return shoppers;
}

export type Outcome = { status: number; body?: any } | { status: 'lost' };

/** Every shopper's carts/process at once; `cut` runs as soon as the first answer is in. */
export async function checkoutsCutShort(
  url: string,
  shoppers: ReadyShopper[],
  cut: () => Promise<void> | void,
): Promise<Outcome[]> {
  const calls = shoppers.map((shopper) =>
    processCart(url, shopper.token, shopper.body, shopper.key).then(
      (reply): Outcome => ({ status: reply.status, body: reply.body }),
      (): Outcome => ({ status: 'lost' }),
    ),
  );
  // The others are in flight or queued behind it: the cut lands in the middle of the load.
  await Promise.race(calls);
  await cut();
  return Promise.all(calls);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same call, same key, until an answer other than 503 comes (a client's retry loop). */
export async function retryUntilAnswered(url: () => string, shopper: ReadyShopper): Promise<Reply> {
  let last = 'no attempt';
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const reply = await processCart(url(), shopper.token, shopper.body, shopper.key);
      if (reply.status !== 503) return reply;
      last = '503';
    } catch (error) {
      last = String(error);
    }
    await pause(250);
  }
  throw new Error(`carts/process never answered for ${shopper.email}: ${last}`);
}

/**
 * What each shopper holds once her retry is answered: problems found, as text (empty when every
 * shopper has exactly one approved charge paying exactly her two subscriptions, one order for
 * each of them (the first cycle's), and the retry's answer names that charge and those two).
 */
export async function problemsAfter(
  url: string,
  shoppers: ReadyShopper[],
  answers: Reply[],
): Promise<string[]> {
  const sandbox = sandboxAt(url);
  const problems: string[] = [];
  for (const [index, shopper] of shoppers.entries()) {
    const answer = answers[index]!;
    const who = `${shopper.email}:`;
    if (answer.status !== 201) {
      problems.push(`${who} retry answered ${answer.status} ${JSON.stringify(answer.body)}`);
      continue;
    }
    const charges = (await sandbox.api.get(`/sandbox/transactions?userId=${shopper.userId}`)).body
      .data as any[];
    const list = `?userId=${shopper.userId}&storeId=${TD}&limit=50`;
    const subscriptions = (await sandbox.v1.get(`/subscriptions${list}`, shopper.token)).body.data
      .docs as any[];
    const orders = (await sandbox.v1.get(`/delivery${list}`, shopper.token)).body.data
      .docs as any[];
    const ids = subscriptions.map((one) => one._id).sort();
    const charge = charges[0];
    const facts = {
      charges: charges.length,
      approved: charge?.status,
      subscriptions: subscriptions.map((one) => one.type ?? one.billingType).sort(),
      chargePays: [...(charge?.subscriptionIds ?? [])].sort(),
      ordersOf: orders.map((order) => order.subscriptionId).sort(),
      answerCharge: answer.body.data.transaction?._id === charge?._id,
      answerSubscriptions: answer.body.data.subscriptions.map((one: any) => one._id).sort(),
    };
    const expected = {
      charges: 1,
      approved: 'approved',
      subscriptions: facts.subscriptions.length === 2 ? facts.subscriptions : ['two of them'],
      chargePays: ids,
      ordersOf: ids,
      answerCharge: true,
      answerSubscriptions: ids,
    };
    if (JSON.stringify(facts) !== JSON.stringify(expected))
      problems.push(`${who} ${JSON.stringify(facts)}`);
  }
  return problems;
}
