/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// A shopper ready to check out (signed in, an address, a card) and a process call with its
// Idempotency-Key header, for the checkout tests.
import { validateBasePayday } from '@storefront/domain/base-payday';
import type { Reply } from '../helpers';

type Sandbox = {
  url: string;
  api: { post(path: string, body?: unknown, token?: string): Promise<Reply> };
  v1: {
    get(path: string, token?: string): Promise<Reply>;
    post(path: string, body?: unknown, token?: string): Promise<Reply>;
  };
};

export interface Shopper {
  email: string;
  userId: string;
  token: string;
  guestId: string;
  cardId: string;
}

export const PROVIDENCIA = {
  street: 'Avenida Providencia',
  number: '2000',
  commune: 'Providencia',
  region: 'Región Metropolitana',
  country: 'Chile',
  comment: 'Casa',
};

export async function newShopper(
  sandbox: Sandbox,
  email: string,
  options: { storeName?: string; cardNumber?: string; address?: boolean; cardType?: string } = {},
): Promise<Shopper> {
  const session = await sandbox.api.post('/sandbox/session', { email });
  const token = session.body.data.access as string;
  const profile = await sandbox.v1.get('/auth/profile', token);
  const userId = profile.body.data.userId as string;
  if (options.address !== false) {
    const added = await sandbox.v1.post(`/users/${userId}/addAddress`, PROVIDENCIA, token);
    expect(added.status).toBe(200);
  }
  const card = await sandbox.api.post('/sandbox/cards', {
    email,
    storeName: options.storeName ?? 'tienda-demo',
    number: options.cardNumber ?? '4051885600446623',
    ...(options.cardType ? { type: options.cardType } : {}),
  });
  expect(card.status).toBe(201);
  return { email, userId, token, guestId: `g-${userId}`, cardId: card.body.data._id };
}

export async function addToCart(
  sandbox: Sandbox,
  shopper: Shopper,
  storeId: string,
  product: Record<string, unknown>,
): Promise<void> {
  const reply = await sandbox.v1.post(
    '/carts/addProduct',
    { storeId, guestId: shopper.guestId, userId: shopper.userId, product },
    shopper.token,
  );
  expect(reply.body).toMatchObject({ code: 200 });
}

export async function quote(
  sandbox: Sandbox,
  token: string,
  storeId: string,
  amount: number,
  commune = 'Providencia',
  currency = 'clp',
) {
  return sandbox.v1.get(
    `/shippings/getPrice?storeId=${storeId}&commune=${encodeURIComponent(commune)}&currency=${currency}&amount=${amount}`,
    token,
  );
}

export const processBody = (
  shopper: Shopper,
  storeId: string,
  extra: Record<string, unknown> = {},
) => ({
  storeId,
  guestId: shopper.guestId,
  userId: shopper.userId,
  cardId: shopper.cardId,
  tax: 0.19,
  gift: false,
  currency: 'clp',
  ...extra,
});

/** POST /v1/carts/process with the Idempotency-Key header (omitted when key is null). */
export async function processCart(
  sandboxUrl: string,
  token: string,
  body: unknown,
  key: string | null,
): Promise<Reply<any>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };
  if (key !== null) headers['idempotency-key'] = key;
  const response = await fetch(`${sandboxUrl}/v1/carts/process`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A quote for what the shopper's cart in `storeId` costs now (a quote binds its amount). */
export async function quoteCart(
  sandbox: Sandbox,
  shopper: Shopper,
  storeId: string,
  commune = 'Providencia',
) {
  // The quote is in the cart's currency, as the checkout screen asks for it (a UF cart, in UF).
  const cart = await sandbox.v1.get(
    `/carts/getOrCreate?storeId=${storeId}&guestId=${shopper.guestId}&userId=${shopper.userId}`,
    shopper.token,
  );
  expect(cart.status).toBe(200);
  const currency: string = cart.body.data.products[0]?.currency ?? 'clp';
  return quote(sandbox, shopper.token, storeId, cart.body.data.productsPrice, commune, currency);
}

/** A base payday the product form and the server take in a deliverable store: a weekday that is
 * no public holiday (the sandbox's own list), at least `days` ahead. */
export async function workdayAhead(sandbox: Sandbox, days: number, storeId = 'st-tienda-demo') {
  const today = new Date().toISOString().slice(0, 10);
  for (let d = days; d < days + 15; d += 1) {
    const day = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const holidays = (await sandbox.v1.get(`/holidays?year=${day.slice(0, 4)}&storeId=${storeId}`))
      .body.data as string[];
    if (validateBasePayday(day, { today, deliverable: true, holidays }) === null) return day;
  }
  throw new Error('no workday found');
}
