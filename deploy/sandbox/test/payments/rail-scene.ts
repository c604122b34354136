/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Scenes and browser steps for the rail suites: a subscription or an intent to pay, the storefront
// return URLs (pages of tienda-demo on the default shell), and a click on a provider page's button
// as a browser makes it (a form POST; the 303's Location is where the browser goes next).
import type { sharedSandbox } from '../helpers';

type Sandbox = ReturnType<typeof sharedSandbox>;

export const SHELL = 'http://localhost:8080';
export const STORE = 'st-tienda-demo';
export const returnUrl = (path: string) => `${SHELL}/tienda-demo/${path}`;

export async function subscriptionScene(
  sandbox: Sandbox,
  status: string,
  extra: Record<string, unknown> = {},
): Promise<any> {
  const reply = await sandbox.api.post('/sandbox/subscriptions', {
    email: 'ana@demo.cl',
    storeName: 'tienda-demo',
    status,
    paydayInDays: status === 'active' || status === 'pending' ? 12 : -2,
    products: [{ productId: 'td-p-0003' }],
    ...extra,
  });
  expect(reply.status).toBe(201);
  return reply.body.data;
}

export async function intentScene(
  sandbox: Sandbox,
  token: string,
  method: string,
  price = 12000,
  currency = 'clp',
): Promise<any> {
  const request = await sandbox.api.post('/sandbox/paymentRequests', {
    storeId: STORE,
    userEmail: 'ana@demo.cl',
    price,
    currency,
    description: 'Pago de prueba',
  });
  const intent = await sandbox.v1.post(
    '/paymentIntents',
    {
      paymentRequestId: request.body.data._id,
      userEmail: 'ana@demo.cl',
      paymentMethod: { name: method },
      price,
    },
    token,
  );
  expect(intent.status).toBe(201);
  return intent.body.data;
}

/** Presses a button of a provider page; the browser's next address (or the page's status). */
export async function press(sandbox: Sandbox, pagePath: string, action: string) {
  const response = await fetch(`${sandbox.url}${pagePath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location,
    query: location ? Object.fromEntries(new URL(location).searchParams) : {},
  };
}

export const pathOf = (url: string) => new URL(url).pathname;

export const storedTransaction = (sandbox: Sandbox, id: string) =>
  sandbox.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const storedSubscription = (sandbox: Sandbox, id: string) =>
  sandbox.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const approvedCharges = async (sandbox: Sandbox, subscriptionId: string) =>
  (
    await sandbox.db
      .selectFrom('transactions')
      .select(['id', 'subscription_ids', 'status'])
      .where('status', '=', 'approved')
      .execute()
  ).filter((row) => row.subscription_ids.includes(subscriptionId));
