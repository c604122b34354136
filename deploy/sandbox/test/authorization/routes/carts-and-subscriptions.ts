// The authorization matrix's table (../route-access.ts), its second part: carts and checkout,
// shipping quotes, subscriptions and the shopper's actions on them, deliveries, API checkouts and
// the calendar feed.
import type { RouteAccess } from '../route-access';
import { TD, STORES, SUBSCRIPTIONS, DELIVERIES, anaCart, get } from './ana-objects';

export const CART_AND_SUBSCRIPTION_ROUTES: Record<string, RouteAccess> = {
  'GET /v1/carts/getOrCreate': {
    kind: 'object',
    requests: () => [
      get(`/carts/getOrCreate?storeId=${TD}&guestId=${anaCart.guestId}&userId=u-ana`),
    ],
  },
  'GET /v1/carts/count': {
    kind: 'object',
    requests: () => [get(`/carts/count?storeId=${TD}&guestId=${anaCart.guestId}&userId=u-ana`)],
  },
  // The guest cart's random guestId is its key (a browser's own); a signed-in caller merges only
  // into their own cart, so nothing of Ana's user cart is reachable through it.
  'GET /v1/carts/mergeCarts': {
    kind: 'self',
    why: 'merges a guest cart into the caller’s own cart',
  },
  'POST /v1/carts/addProduct': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/carts/addProduct',
        body: {
          ...anaCart,
          product: { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' },
        },
        destructive: true,
      },
    ],
  },
  'PUT /v1/carts/patchProduct': {
    kind: 'object',
    requests: (scene) => [
      {
        method: 'PUT',
        url: '/carts/patchProduct',
        body: { ...anaCart, product: { productOptionId: scene.cartLineId, quantity: 2 } },
        destructive: true,
      },
    ],
  },
  'PUT /v1/carts/removeProduct': {
    kind: 'object',
    requests: (scene) => [
      {
        method: 'PUT',
        url: '/carts/removeProduct',
        body: { ...anaCart, productOptionId: scene.cartLineId },
        destructive: true,
      },
    ],
  },

  // Ana's checkout, aimed at her cart and card: others are refused before the Idempotency-Key is
  // even read (a guest: 401, another shopper: 404), so the key header is not needed here.
  'POST /v1/carts/process': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/carts/process',
        body: { ...anaCart, cardId: 'card-ana-td', tax: 0.19, gift: false, currency: 'clp' },
        destructive: true,
      },
    ],
  },
  // A quote holds a store, a commune and an amount, nothing of anybody's; any bearer may ask.
  'GET /v1/shippings/getPrice': {
    kind: 'public',
    why: 'a shipping quote (store, commune, amount): nothing personal; a bearer keeps anonymous callers out',
  },
  'GET /v1/shippings/:id': {
    kind: 'public',
    why: 'a shipping quote by its id (a hash of the quote): nothing personal',
  },
  'GET /v1/subscriptions': {
    kind: 'object',
    requests: () => [get(`/subscriptions?userId=u-ana&storeId=${TD}`)],
  },
  'GET /v1/subscription/:id': {
    kind: 'object',
    requests: () => SUBSCRIPTIONS.map((id) => get(`/subscription/${id}`)),
  },
  'PATCH /v1/subscription/:id': {
    kind: 'object',
    requests: () => [
      {
        method: 'PATCH',
        url: '/subscription/sub-td-0006',
        body: { products: [{ productId: 'td-p-0010', priceChange: { optIn: false } }] },
        destructive: true,
      },
    ],
  },
  'GET /v1/subscriptions/:id': {
    kind: 'object',
    requests: () => SUBSCRIPTIONS.map((id) => get(`/subscriptions/${id}`)),
  },
  'PATCH /v1/subscriptions/:id': {
    kind: 'object',
    requests: () => [
      {
        method: 'PATCH',
        url: '/subscriptions/sub-td-0006',
        body: {
          products: [{ productId: 'td-p-0010', priceChange: { seen: true, userAction: true } }],
        },
        destructive: true,
      },
      {
        method: 'PATCH',
        url: '/subscriptions/sub-td-0006',
        body: {
          products: [{ productId: 'td-p-0010', priceChange: { optIn: false } }],
          cardId: 'card-ana-td',
        },
        destructive: true,
      },
    ],
  },
  'GET /v1/subscriptions/:id/priceConsents': {
    kind: 'object',
    requests: () => SUBSCRIPTIONS.map((id) => get(`/subscriptions/${id}/priceConsents`)),
  },
  // The shopper's actions (issue 12): reads Ana may make, changes only the others try.
  'GET /v1/subscriptions/calculateCycles': {
    kind: 'public',
    why: 'arithmetic over the dates and numbers in the query: nothing stored is read',
  },
  'GET /v1/subscriptions/:id/pausingOptions': {
    kind: 'object',
    requests: () => [get('/subscriptions/sub-td-0001/pausingOptions')],
  },
  'GET /v1/subscriptions/:id/resumingOption': {
    kind: 'object',
    requests: () => [get('/subscriptions/sub-td-0002/resumingOption')],
  },
  'POST /v1/subscriptions/:id/pause': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/subscriptions/sub-td-0001/pause',
        body: { payday: '2030-01-01T00:00:00.000Z' },
        destructive: true,
      },
    ],
  },
  'POST /v1/subscriptions/:id/saveCardInSub': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/subscriptions/sub-td-0001/saveCardInSub',
        body: { cardId: 'card-ana-td' },
        destructive: true,
      },
    ],
  },
  ...Object.fromEntries(
    (
      [
        ['resume', 'sub-td-0002'],
        ['cancel', 'sub-td-0001'],
        ['retry', 'sub-td-0003'],
        ['reactivate', 'sub-td-0004'],
        ['prepay', 'sub-td-0001'],
        ['shopperConfirmPrice', 'sub-td-0006'],
      ] as const
    ).map(([action, id]) => [
      `POST /v1/subscriptions/:id/${action}`,
      {
        kind: 'object',
        requests: () => [
          { method: 'POST', url: `/subscriptions/${id}/${action}`, body: {}, destructive: true },
        ],
      } satisfies RouteAccess,
    ]),
  ),
  // Spec 002 §7's paths (the SDK's), the same handlers as the plurals.
  'GET /v1/delivery': {
    kind: 'object',
    requests: () => [get(`/delivery?userId=u-ana&storeId=${TD}`)],
  },
  'GET /v1/delivery/:id': {
    kind: 'object',
    requests: () => DELIVERIES.map((id) => get(`/delivery/${id}`)),
  },
  'GET /v1/deliveries': {
    kind: 'object',
    requests: () => [get(`/deliveries?userId=u-ana&storeId=${TD}`)],
  },
  'GET /v1/deliveries/:id': {
    kind: 'object',
    requests: () => DELIVERIES.map((id) => get(`/deliveries/${id}`)),
  },
  // Issue 12: the calendar feed's link is the owner's (asking is harmless; a rotation kills hers).
  // The token names Ana: anyone else holding it gets 404 'Checkout not found'.
  'POST /v1/subscriptions/apiCheckout': {
    kind: 'object',
    requests: (scene) =>
      scene.apiCheckoutTokens.map((token) => ({
        method: 'POST',
        url: '/subscriptions/apiCheckout',
        body: { token, storeId: TD },
      })),
  },
  'POST /v1/subscriptions/calendarLink': {
    kind: 'object',
    requests: () => [
      ...STORES.map((storeId) => ({
        method: 'POST',
        url: '/subscriptions/calendarLink',
        body: { userId: 'u-ana', storeId },
      })),
      {
        method: 'POST',
        url: '/subscriptions/calendarLink',
        body: { userId: 'u-ana', storeId: TD, rotate: true },
        destructive: true,
      },
    ],
  },
  // A phone calendar subscribes without a bearer: the feed's URL carries an HMAC token (256 bits)
  // that only the owner's calendarLink hands out; any other token → 404 "Calendar not found".
  'GET /v1/calendar/:token.ics': {
    kind: 'entry',
    why: 'the unguessable token in the path is the credential (a capability URL)',
  },
};
