// @ts-check
// Who the bundle report, the budget test and the web bench sign in as: the seeded Ana and a
// checkout shopper of her own, made through the sandbox's scenes.

async function sandboxCall(sandboxUrl, method, urlPath, body, token) {
  const headers = { 'content-type': 'application/json', 'x-origin-type': 'shopper' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${sandboxUrl}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${method} ${urlPath}: HTTP ${response.status} ${json?.message ?? ''}`);
  return json?.data ?? json;
}

/**
 * A shopper of her own, ready to buy in tienda-demo: profile, membership, a card, an address and
 * one line in her cart (td-p-0002 sells monthly). Checkout sends an empty cart to the store root,
 * so the checkout route needs a line; a fresh shopper, so the report and `npm test` (whose other
 * journeys read Ana's cart) never touch a cart anyone else reads. `cards`: how many cards (1–2).
 */
export async function checkoutShopper(sandboxUrl, { cards = 1 } = {}) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.cl`;
  const first = await sandboxCall(sandboxUrl, 'POST', '/sandbox/session', { email });
  const profile = {
    name: 'Carla',
    lastName: 'Rojas',
    rut: '11111111-1',
    phone: '912345678',
    phonePrefix: '+56',
  };
  await sandboxCall(sandboxUrl, 'PUT', '/v1/auth/', profile, first.access);
  const tokens = await sandboxCall(sandboxUrl, 'POST', '/v1/auth/refresh', {
    refreshToken: first.refresh,
  });
  const { userId } = JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString());
  await sandboxCall(sandboxUrl, 'POST', '/sandbox/members', { email, storeName: 'tienda-demo' });
  // A second card (Mastercard, debit) when the shopper is to pick one (npm run bench:inp).
  const CARDS = [
    { number: '4111111111111111', brand: 'Visa', type: 'Credit' },
    { number: '5555555555554444', brand: 'MasterCard', type: 'Debit' },
  ];
  for (const card of CARDS.slice(0, cards))
    await sandboxCall(sandboxUrl, 'POST', '/sandbox/cards', {
      email,
      storeName: 'tienda-demo',
      ...card,
    });
  await sandboxCall(
    sandboxUrl,
    'POST',
    `/v1/users/${userId}/addAddress`,
    {
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      region: 'Metropolitana de Santiago',
      country: 'Chile',
    },
    tokens.access,
  );
  await sandboxCall(
    sandboxUrl,
    'POST',
    '/v1/carts/addProduct',
    {
      storeId: 'st-tienda-demo',
      guestId: 'bench',
      userId,
      product: { productId: 'td-p-0002', quantity: 1, billingType: 'monthly' },
    },
    tokens.access,
  );
  return { access: tokens.access, refresh: tokens.refresh, email };
}

/**
 * Who each signed-in route is measured as: the seeded Ana (reads only) and, for checkout, a
 * shopper of her own with one line in her cart. Shared by the report and the budget test, so
 * both measure the same screens.
 * @returns {Promise<{ ana: Shopper, checkout: Shopper }>}
 * @typedef {{ access: string, refresh: string, email: string }} Shopper
 */
export async function benchShoppers(sandboxUrl) {
  return {
    ana: await signIn(sandboxUrl, 'ana@demo.cl'),
    checkout: await checkoutShopper(sandboxUrl),
  };
}

/** New tokens for a shopper (the sandbox's scene sign-in), e.g. before each Lighthouse run. */
export async function signIn(sandboxUrl, email) {
  const { access, refresh } = await sandboxCall(sandboxUrl, 'POST', '/sandbox/session', { email });
  return { access, refresh, email };
}

/** The tokens a route is opened with (null: signed out). */
export function tokensFor(route, shoppers) {
  if (!route.signedIn) return null;
  return route.id === 'checkout' ? shoppers.checkout : shoppers.ana;
}
