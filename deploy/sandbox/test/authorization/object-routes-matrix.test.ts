// Issue 10 authorization matrix: every /v1 route is in test/authorization/route-access.ts (a route
// without an entry fails here). Each request aimed at Ana's objects is sent by Ana (it must work,
// so a refusal for the others means something), then by another shopper, a shopper of another
// store, a guest and nobody: each of those must be refused (401, 403 or 404) and its answer must
// carry nothing of Ana's. Afterwards Ana's objects are all still there, unchanged. Store
// admission (issue 36): store-admission-matrix.test.ts.
import { ROUTE_ACCESS, type OwnerScene } from './route-access';
import { call } from './send-request';
import { loginAna, sharedSandbox, TD } from '../helpers';

const sandbox = sharedSandbox();
const ROUNDS = 4;
// What only Ana may see: her ids, e-mail, RUT, address and card and payer ids.
const ANA_TRACES = [
  'u-ana',
  'ana@demo.cl',
  '12345678-5',
  'addr-ana',
  'card-ana',
  'payer-ana',
  'Avenida Providencia',
];

type Caller = 'otherShopper' | 'otherStoreShopper' | 'guest' | 'none';
const tokens: Record<Caller | 'ana', string | undefined> = {
  ana: undefined,
  otherShopper: undefined,
  otherStoreShopper: undefined,
  guest: undefined,
  none: undefined,
};
const scene: OwnerScene = {
  cartLineId: '',
  paymentRequestIds: [],
  transactionIds: [],
  paymentIntentIds: [],
  paidIntentIds: [],
  webpayTokens: [],
  apiCheckoutTokens: [],
};

async function anaSnapshot() {
  const ana = tokens.ana!;
  const [profile, cards, payers, cart, priceChange, charges] = await Promise.all([
    sandbox.v1.get('/users/u-ana', ana),
    Promise.all(
      ['st-tienda-demo', 'st-farmacia-demo', 'st-servicios-demo'].map((s) =>
        sandbox.v1.get(`/cards/user/u-ana?storeId=${s}`, ana),
      ),
    ),
    Promise.all(['payer-ana-td', 'payer-ana-sv'].map((id) => sandbox.v1.get(`/payers/${id}`, ana))),
    sandbox.v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=g-ana-matrix&userId=u-ana`, ana),
    sandbox.v1.get('/subscriptions/sub-td-0006', ana),
    Promise.all(['ch-sv-0001', 'ch-sv-0002'].map((id) => sandbox.v1.get(`/charges/${id}`, ana))),
  ]);
  return JSON.stringify([
    profile.body,
    cards.map((r) => r.body),
    payers.map((r) => r.body),
    cart.body.data.products,
    priceChange.body.data.products,
    charges.map((r) => r.body),
  ]);
}

/** An intent of Ana's paid with Webpay Plus (page "Pagar", then the commit), for its invoice. */
async function paidIntentOfAna(): Promise<string> {
  const request = await sandbox.api.post('/sandbox/paymentRequests', {
    storeId: TD,
    userEmail: 'ana@demo.cl',
    price: 9990,
    description: 'Matriz',
  });
  const intent = await sandbox.v1.post(
    '/paymentIntents',
    {
      paymentRequestId: request.body.data._id,
      userEmail: 'ana@demo.cl',
      paymentMethod: { name: 'Webpay Plus' },
      price: 9990,
    },
    tokens.ana,
  );
  const { paymentToken } = (
    await sandbox.v1.post(
      '/transactions/webpayplus/createPayment',
      { paymentIntentId: intent.body.data._id, returnUrl: 'http://localhost:8080/tienda-demo/x' },
      tokens.ana,
    )
  ).body.data;
  await fetch(`${sandbox.url}/sandbox/webpayplus/${paymentToken}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
  });
  const committed = await sandbox.v1.post(
    '/transactions/webpayplus/validatePayment',
    { token: paymentToken },
    tokens.ana,
  );
  expect(committed.body.data.status).toBe('completed');
  return intent.body.data._id;
}

beforeAll(async () => {
  tokens.ana = (await loginAna(sandbox.v1)).access;
  tokens.otherShopper = (
    await sandbox.api.post('/sandbox/session', { email: 'beto.matriz@test.cl' })
  ).body.data.access;
  const carla = await sandbox.v1.post('/auth/register', {
    email: 'carla.matriz@test.cl',
    storeId: 'st-servicios-demo',
    password: 'clave-segura-1',
  });
  tokens.otherStoreShopper = carla.body.data.access;
  tokens.guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
  const added = await sandbox.v1.post(
    '/carts/addProduct',
    {
      storeId: TD,
      guestId: 'g-ana-matrix',
      userId: 'u-ana',
      product: { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' },
    },
    tokens.ana,
  );
  expect(added.status).toBe(200);
  const cart = await sandbox.v1.get(
    `/carts/getOrCreate?storeId=${TD}&guestId=g-ana-matrix&userId=u-ana`,
    tokens.ana,
  );
  scene.cartLineId = cart.body.data.products[0]._id;
  const requests = await sandbox.db
    .selectFrom('payment_requests')
    .select('id')
    .where('user_id', '=', 'u-ana')
    .execute();
  scene.paymentRequestIds = requests.map((row) => row.id);
  expect(scene.paymentRequestIds.length).toBeGreaterThan(0);
  // A charge of Ana's: a failed attempt scene of hers, retried (approved) with her token.
  const failing = await sandbox.api.post('/sandbox/subscriptions', {
    email: 'ana@demo.cl',
    storeName: 'tienda-demo',
    status: 'failed attempt 1',
    paydayInDays: -2,
    products: [{ productId: 'td-p-0003' }],
  });
  const retried = await sandbox.v1.post(
    `/subscriptions/${failing.body.data._id}/retry`,
    {},
    tokens.ana,
  );
  expect(retried.status).toBe(200);
  scene.transactionIds = [retried.body.data.transaction._id];
  const intent = await sandbox.v1.post(
    '/paymentIntents',
    {
      paymentRequestId: 'pr-td-0ywHJQcfV5nz3Houv9Vb0A',
      userEmail: 'ana@demo.cl',
      paymentMethod: { name: 'Webpay Plus' },
      price: 25000,
    },
    tokens.ana,
  );
  expect(intent.status).toBe(201);
  scene.paymentIntentIds = [intent.body.data._id];
  const started = await sandbox.v1.post(
    '/transactions/webpayplus/createPayment',
    {
      paymentIntentId: intent.body.data._id,
      returnUrl: 'http://localhost:8080/tienda-demo/single-payments/x',
    },
    tokens.ana,
  );
  expect(started.status).toBe(201);
  scene.webpayTokens = [started.body.data.paymentToken];
  scene.paidIntentIds = [await paidIntentOfAna()];
  const checkout = await sandbox.api.post('/sandbox/apiCheckouts', {
    storeName: 'tienda-demo',
    email: 'ana@demo.cl',
    products: [{ productId: 'td-p-0002' }],
  });
  expect(checkout.status).toBe(201);
  scene.apiCheckoutTokens = [checkout.body.data.token];
  for (const token of Object.entries(tokens))
    if (token[0] !== 'none') expect(token[1]).toEqual(expect.any(String));
});

it('lists every /v1 route, and only routes that exist', () => {
  const registered = sandbox.app.routeCatalog
    .filter((route) => route.url.startsWith('/v1'))
    .map((route) => `${route.method} ${route.url}`);
  expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
  expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key))).toEqual([]);
});

it('refuses every other caller on every object route, leaking nothing of Ana’s (500+ tries)', async () => {
  const before = await anaSnapshot();
  const leaks: string[] = [];
  let tries = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      if (access.kind !== 'object') continue;
      for (const request of access.requests(scene)) {
        if (round === 0 && !request.destructive) {
          const own = await call(sandbox.v1, request, tokens.ana);
          if (own.status >= 300)
            leaks.push(`${route}: Ana herself got ${own.status} for ${request.url}`);
        }
        for (const caller of ['otherShopper', 'otherStoreShopper', 'guest', 'none'] as const) {
          if (caller === 'guest' && access.capabilityHolders?.includes('guest')) continue;
          tries += 1;
          const reply = await call(sandbox.v1, request, tokens[caller]);
          const text = JSON.stringify(reply.body);
          const refused = [401, 403, 404].includes(reply.status);
          const trace = ANA_TRACES.find(
            (secret) => text.includes(secret) && !request.url.includes(secret),
          );
          if (!refused || trace)
            leaks.push(`${route} as ${caller}: ${reply.status} ${text.slice(0, 160)}`);
        }
      }
    }
  }
  expect(leaks).toEqual([]);
  expect(tries).toBeGreaterThanOrEqual(500);
  expect(await anaSnapshot()).toBe(before);
}, 120_000);

it('answers "self" routes with the caller’s own data only', async () => {
  for (const caller of ['otherShopper', 'otherStoreShopper', 'guest'] as const) {
    const profile = await sandbox.v1.get('/auth/profile', tokens[caller]);
    expect(profile.status).toBe(200);
    expect(ANA_TRACES.some((secret) => JSON.stringify(profile.body).includes(secret))).toBe(false);
  }
  expect((await sandbox.v1.get('/auth/profile')).status).toBe(401);
});

it('POST auth/logout (issue 36) ends only the caller’s own sign-in, never Ana’s', async () => {
  const ana = await loginAna(sandbox.v1);
  for (const caller of ['otherShopper', 'otherStoreShopper', 'guest'] as const) {
    // A fresh sign-in of each, so the matrix's own tokens stay alive for the tests after this one.
    const own =
      caller === 'guest'
        ? (await sandbox.v1.post('/auth/guestLogin', {})).body.data
        : (await sandbox.api.post('/sandbox/session', { email: `${caller}.salida@test.cl` })).body
            .data;
    expect((await sandbox.v1.post('/auth/logout', {}, own.access)).status).toBe(200);
    expect((await sandbox.v1.post('/auth/refresh', { refreshToken: own.refresh })).status).toBe(
      401,
    );
  }
  expect((await sandbox.v1.post('/auth/logout', {})).status).toBe(401);
  expect((await sandbox.v1.get('/auth/profile', ana.access)).status).toBe(200);
  expect((await sandbox.v1.post('/auth/refresh', { refreshToken: ana.refresh })).status).toBe(200);
});
