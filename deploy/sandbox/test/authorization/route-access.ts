// Issue 10 authorization matrix: how every /v1 route is reached, in one table the suite reads. A
// route the sandbox registers without an entry here fails the suite, so a new object endpoint is
// listed (and its owner-only requests written) the day it is added.
//  - public: store and catalogue data anybody may read;
//  - entry: sign-in and recovery entry points, whose credentials travel in the body;
//  - self: answers about the caller, whoever calls (never about anybody else);
//  - object: reads or changes the owner's objects; `requests` builds requests aimed at Ana's
//    objects, which every other caller must be refused (401, 403 or 404) without a trace of hers.
export interface OwnerScene {
  /** Ana's cart line in tienda-demo (made by the suite before it starts). */
  cartLineId: string;
  paymentRequestIds: string[];
  /** Ana's charges (an approved retry of a subscription scene made by the suite). */
  transactionIds: string[];
  /** Issue 13: Ana's payment intents (an initiated one on her tienda-demo request). */
  paymentIntentIds: string[];
  /** Issue 13: an intent of Ana's paid with Webpay Plus (it has an invoice). */
  paidIntentIds: string[];
  /** Issue 13: the Webpay Plus token of a payment Ana started (not paid). */
  webpayTokens: string[];
  /** Issue 13 fast checkout: the token of an API checkout a merchant minted for Ana. */
  apiCheckoutTokens: string[];
}

export interface ObjectRequest {
  method: string;
  url: string;
  body?: unknown;
  /** Changes or deletes the owner's object: only non-owners send it. */
  destructive?: boolean;
}

export type RouteAccess =
  | { kind: 'public' | 'entry' | 'self'; why: string }
  | {
      kind: 'object';
      requests(scene: OwnerScene): ObjectRequest[];
      /** Callers who may read it by design (a payment link is its own key). */
      capabilityHolders?: Array<'guest'>;
    };

const TD = 'st-tienda-demo';
const STORES = ['st-tienda-demo', 'st-farmacia-demo', 'st-servicios-demo'];
const CARDS = ['card-ana-td', 'card-ana-fa', 'card-ana-sv'];
const PAYERS = ['payer-ana-td', 'payer-ana-sv'];
const SUBSCRIPTIONS = ['sub-td-0001', 'sub-td-0006', 'sub-td-0007'];
const DELIVERIES = ['dlv-td-0001', 'dlv-td-0002'];
const CHARGES = ['ch-sv-0001', 'ch-sv-0002'];
const OPEN_LINK = 'pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA';
const anaCart = { storeId: TD, guestId: 'g-ana-matrix', userId: 'u-ana' };
const get = (url: string): ObjectRequest => ({ method: 'GET', url });

const publicRead = {
  kind: 'public',
  why: 'store, template, policy and catalogue data is public',
} as const;
const entry = {
  kind: 'entry',
  why: 'a sign-in or recovery step: the credential is in the request',
} as const;

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'POST /v1/auth/login': entry,
  'POST /v1/auth/guestLogin': entry,
  'POST /v1/auth/refresh': entry,
  'GET /v1/users/checkEmail': entry,
  'POST /v1/auth/generateCode': entry,
  'GET /v1/auth/verifyCode': entry,
  'POST /v1/auth/register': entry,
  'POST /v1/auth/recoverPassword': entry,
  'GET /v1/auth/validateRecoverToken': entry,
  'POST /v1/auth/changePassword': entry,
  'GET /v1/auth/decodeUser': entry,
  'POST /v1/auth/bypass': entry,
  'POST /v1/auth/google': entry,
  'GET /v1/auth/profile': { kind: 'self', why: 'the caller’s own profile' },
  'POST /v1/auth/logout': { kind: 'self', why: 'ends the caller’s own sign-in (the bearer’s)' },
  'PUT /v1/auth': { kind: 'self', why: 'patches the caller’s own profile' },

  'GET /v1/users/:userId': { kind: 'object', requests: () => [get('/users/u-ana')] },
  'POST /v1/users/:userId/addAddress': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/users/u-ana/addAddress',
        body: { street: 'Intrusa', number: '1' },
        destructive: true,
      },
    ],
  },

  'GET /v1/payers': {
    kind: 'object',
    requests: () => STORES.map((storeId) => get(`/payers?userId=u-ana&storeId=${storeId}`)),
  },
  'GET /v1/payers/:id': {
    kind: 'object',
    requests: () => PAYERS.map((id) => get(`/payers/${id}`)),
  },
  'POST /v1/payers': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/payers',
        body: { userId: 'u-ana', storeId: TD, name: 'Intruso' },
        destructive: true,
      },
    ],
  },
  'POST /v1/payers/shopper/:userId': {
    kind: 'object',
    requests: () =>
      STORES.map((storeId) => ({
        method: 'POST',
        url: '/payers/shopper/u-ana',
        body: { storeId },
        destructive: true,
      })),
  },
  'PUT /v1/payers/:id': {
    kind: 'object',
    requests: () =>
      PAYERS.map((id) => ({
        method: 'PUT',
        url: `/payers/${id}`,
        body: { name: 'Intruso' },
        destructive: true,
      })),
  },
  'PATCH /v1/payers/:id': {
    kind: 'object',
    requests: () =>
      PAYERS.map((id) => ({
        method: 'PATCH',
        url: `/payers/${id}`,
        body: { active: false },
        destructive: true,
      })),
  },
  'DELETE /v1/payers/:id': {
    kind: 'object',
    requests: () =>
      PAYERS.map((id) => ({ method: 'DELETE', url: `/payers/${id}`, destructive: true })),
  },

  'GET /v1/stores': publicRead,
  'GET /v1/stores/:id': publicRead,
  'GET /v1/stores/:id/availablePaymentMethods': publicRead,
  'GET /v1/templates/:id': publicRead,
  'GET /v1/policies/:id': publicRead,
  'GET /v1/catalog/products': publicRead,
  'GET /v1/catalog/products/sku/:sku': publicRead,
  'GET /v1/catalog/products/skuOrId/:value': publicRead,
  'GET /v1/catalog/products/:id': publicRead,
  'GET /v1/catalog/categories': publicRead,
  'GET /v1/catalog/brands': publicRead,
  'GET /v1/categories': publicRead,
  'GET /v1/categories/name': publicRead,
  'GET /v1/holidays': publicRead,
  // Issue 11: the maps places stand-in answers about Chile's streets, nobody's data.
  'GET /v1/places/autocomplete': { kind: 'public', why: 'a maps search: no user data' },
  'GET /v1/places/details': { kind: 'public', why: 'a maps place: no user data' },
  // The collector takes events from any page, signed in or not; it never answers with any.
  'POST /v1/analytics/events': {
    kind: 'public',
    why: 'write-only event intake: reads nothing back',
  },

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
  'GET /v1/transactions': {
    kind: 'object',
    requests: () => [
      get('/transactions?userId=u-ana'),
      ...STORES.map((storeId) => get(`/transactions?userId=u-ana&storeId=${storeId}`)),
    ],
  },
  'GET /v1/transactions/:id': {
    kind: 'object',
    requests: (scene) => scene.transactionIds.map((id) => get(`/transactions/${id}`)),
  },

  'GET /v1/cards/user/:userId': {
    kind: 'object',
    requests: () => STORES.map((storeId) => get(`/cards/user/u-ana?storeId=${storeId}`)),
  },
  'GET /v1/cards/:id': { kind: 'object', requests: () => CARDS.map((id) => get(`/cards/${id}`)) },
  // Issue 14: charges are the owner's (another's → 404 "Charge not found"); a hire is in her name.
  'GET /v1/charges/shopper': {
    kind: 'object',
    requests: () =>
      ['pending', 'approved'].map((status) =>
        get(`/charges/shopper?userId=u-ana&storeId=st-servicios-demo&status=${status}`),
      ),
  },
  'GET /v1/charges/:id': {
    kind: 'object',
    requests: () => CHARGES.map((id) => get(`/charges/${id}`)),
  },
  'PUT /v1/charges/:id': {
    kind: 'object',
    requests: () => [
      {
        method: 'PUT',
        url: '/charges/ch-sv-0001',
        body: { status: 'approved', paymentType: 'single' },
        destructive: true,
      },
    ],
  },
  'PATCH /v1/charges/:id': {
    kind: 'object',
    requests: () => [
      {
        method: 'PATCH',
        url: '/charges/ch-sv-0001',
        body: { status: 'approved', paymentType: 'single' },
        destructive: true,
      },
    ],
  },
  'POST /v1/charges/:id/saveCardInInstallments': {
    kind: 'object',
    requests: () =>
      CHARGES.map((id) => ({
        method: 'POST',
        url: `/charges/${id}/saveCardInInstallments`,
        body: { userId: 'u-ana', cardId: 'card-ana-sv' },
        destructive: true,
      })),
  },
  'POST /v1/charges/createFromService': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/charges/createFromService',
        body: { serviceId: 'svc-sv-0001', userId: 'u-ana', cardId: 'card-ana-sv' },
        destructive: true,
      },
    ],
  },
  'GET /v1/services/:id': {
    kind: 'public',
    why: 'a store’s service (name, description, price): nothing personal; a bearer keeps anonymous callers out',
  },
  'GET /v1/cards/:id/canBeDeleted': {
    kind: 'object',
    requests: () => CARDS.map((id) => get(`/cards/${id}/canBeDeleted`)),
  },
  'DELETE /v1/cards/:id': {
    kind: 'object',
    requests: () =>
      CARDS.map((id) => ({ method: 'DELETE', url: `/cards/${id}`, destructive: true })),
  },
  // Inscriptions belong to the caller who starts them; the token of Ana's is never handed out.
  'POST /v1/cards/inscription': { kind: 'self', why: 'starts an inscription for the caller' },
  'POST /v1/cards/inscription/confirm': {
    kind: 'self',
    why: 'confirms the caller’s own inscription by its token',
  },

  'GET /v1/paymentRequests/:id': {
    kind: 'object',
    requests: (scene) => scene.paymentRequestIds.map((id) => get(`/paymentRequests/${id}`)),
    capabilityHolders: ['guest'],
  },

  // Issue 13: intents and invoices follow their payment request's read rule (a guest session
  // holding the request's link is a capability holder; other shoppers → 404).
  'POST /v1/paymentIntents': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: '/paymentIntents',
        body: {
          paymentRequestId: 'pr-td-0ywHJQcfV5nz3Houv9Vb0A',
          userEmail: 'ana@demo.cl',
          paymentMethod: { name: 'Webpay Plus' },
          price: 25000,
        },
      },
    ],
    capabilityHolders: ['guest'],
  },
  'GET /v1/paymentIntents/:id': {
    kind: 'object',
    requests: (scene) => scene.paymentIntentIds.map((id) => get(`/paymentIntents/${id}`)),
    capabilityHolders: ['guest'],
  },
  'GET /v1/paymentRequests/:id/paymentIntents': {
    kind: 'object',
    requests: (scene) =>
      scene.paymentRequestIds.map((id) => get(`/paymentRequests/${id}/paymentIntents`)),
    capabilityHolders: ['guest'],
  },
  'POST /v1/paymentIntents/:id/expire': {
    kind: 'object',
    requests: (scene) =>
      scene.paymentIntentIds.map((id) => ({
        method: 'POST',
        url: `/paymentIntents/${id}/expire`,
        destructive: true,
      })),
    capabilityHolders: ['guest'],
  },
  'GET /v1/billings/invoices/payment-intent/:paymentIntentId': {
    kind: 'object',
    requests: (scene) =>
      scene.paidIntentIds.map((id) => get(`/billings/invoices/payment-intent/${id}`)),
    capabilityHolders: ['guest'],
  },
  // The rails start a payment of the caller's own subscription (another's → 404 before anything
  // else is read) or of an intent the caller may read; the commit is the payment starter's only.
  ...Object.fromEntries(
    (
      [
        ['webpayplus/createPayment', { returnUrl: 'http://localhost:8080/tienda-demo/payment/x' }],
        [
          'khipu/createPayment',
          {
            subject: 'x',
            notifyUrl: 'http://x/',
            returnUrl: 'http://localhost:8080/tienda-demo/x',
          },
        ],
        [
          'mercadopago/preference',
          {
            subject: 'x',
            notifyUrl: 'http://x/',
            successUrl: 'http://localhost:8080/tienda-demo/x',
            failureUrl: 'http://localhost:8080/tienda-demo/x',
            pendingUrl: 'http://localhost:8080/tienda-demo/x',
          },
        ],
      ] as const
    ).map(([path, body]) => [
      `POST /v1/transactions/${path}`,
      {
        kind: 'object',
        requests: () =>
          ['sub-td-0003', 'sub-td-0004', 'sub-td-0001'].map((subscriptionId) => ({
            method: 'POST',
            url: `/transactions/${path}`,
            body: { ...body, subscriptionId },
            destructive: true,
          })),
      } satisfies RouteAccess,
    ]),
  ),
  'POST /v1/transactions/webpayplus/validatePayment': {
    kind: 'object',
    requests: (scene) =>
      scene.webpayTokens.map((token) => ({
        method: 'POST',
        url: '/transactions/webpayplus/validatePayment',
        body: { token },
        destructive: true,
      })),
  },
  // The providers' notifications, server to server: no bearer; the credential is what only the
  // provider holds (Khipu's notification token, a Mercado Pago payment id), only the ledger's
  // status settles, and the answer is the outcome alone.
  'POST /v1/transactions/khipu/notify/:storeId': {
    kind: 'entry',
    why: 'Khipu’s notification: the notification token is the credential; answers { status } only',
  },
  'POST /v1/transactions/mercadopago/notify': {
    kind: 'entry',
    why: 'Mercado Pago’s notification: settles only what the ledger says; answers { status } only',
  },
  'GET /v1/paymentLinks/:id': {
    kind: 'public',
    why: 'a payment link is its own key (128 random bits) and holds the merchant’s offer only',
  },
  'POST /v1/paymentLinks/:id/paymentRequests': {
    kind: 'object',
    requests: () => [
      {
        method: 'POST',
        url: `/paymentLinks/${OPEN_LINK}/paymentRequests`,
        body: { userEmail: 'ana@demo.cl', userId: 'u-ana' },
      },
    ],
  },
};
