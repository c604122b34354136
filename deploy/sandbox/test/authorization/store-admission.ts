// Issue 36, store admission on every call: for every route the server scopes to a store
// (src/auth/store-scope.ts STORE_SCOPE), requests a shopper sends about her own things in a store
// that does not admit her account. The authorization matrix sends each with her token (made
// elsewhere) and wants 403 "Store access denied" with nothing written. A store-scoped route
// without an entry here fails the matrix, so a new one gets its requests the day it is added.
import type { ObjectRequest } from './route-access';

/** The refused shopper's own things in farmacia-demo, made while she was still its customer. */
export interface RefusedScene {
  userId: string;
  email: string;
  storeId: string;
  guestId: string;
  cardId: string;
  payerId: string;
  subscriptionId: string;
  deliveryId: string;
  transactionId: string;
  chargeId: string;
  serviceId: string;
  paymentRequestId: string;
  paymentIntentId: string;
  webpayToken: string;
  paymentLinkId: string;
  apiCheckoutToken: string;
}

const get = (url: string): ObjectRequest => ({ method: 'GET', url });
const post = (url: string, body: unknown = {}): ObjectRequest => ({ method: 'POST', url, body });
const put = (url: string, body: unknown): ObjectRequest => ({ method: 'PUT', url, body });
const patch = (url: string, body: unknown): ObjectRequest => ({ method: 'PATCH', url, body });
const del = (url: string): ObjectRequest => ({ method: 'DELETE', url });
const page = 'http://localhost:8080/farmacia-demo/userpanel/x';

const cartKey = (s: RefusedScene) => ({ storeId: s.storeId, guestId: s.guestId, userId: s.userId });
const sub = (s: RefusedScene, action = '') => `/subscriptions/${s.subscriptionId}${action}`;

export const ADMISSION_REQUESTS: Record<string, (s: RefusedScene) => ObjectRequest[]> = {
  'GET /v1/carts/getOrCreate': (s) => [
    get(`/carts/getOrCreate?storeId=${s.storeId}&guestId=${s.guestId}&userId=${s.userId}`),
  ],
  'GET /v1/carts/count': (s) => [
    get(`/carts/count?storeId=${s.storeId}&guestId=${s.guestId}&userId=${s.userId}`),
  ],
  'POST /v1/carts/addProduct': (s) => [
    post('/carts/addProduct', {
      ...cartKey(s),
      product: { productId: 'fa-p-0001', quantity: 1, billingType: 'monthly' },
    }),
  ],
  'PUT /v1/carts/patchProduct': (s) => [
    put('/carts/patchProduct', { ...cartKey(s), product: { productOptionId: 'x', quantity: 2 } }),
  ],
  'PUT /v1/carts/removeProduct': (s) => [
    put('/carts/removeProduct', { ...cartKey(s), productOptionId: 'x' }),
  ],
  'GET /v1/carts/mergeCarts': (s) => [
    get(`/carts/mergeCarts?storeId=${s.storeId}&guestId=${s.guestId}`),
  ],
  'POST /v1/carts/process': (s) => [
    post('/carts/process', {
      ...cartKey(s),
      cardId: s.cardId,
      tax: 0.19,
      gift: false,
      currency: 'clp',
    }),
  ],

  'GET /v1/payers': (s) => [get(`/payers?userId=${s.userId}&storeId=${s.storeId}`)],
  'POST /v1/payers': (s) => [post('/payers', { userId: s.userId, storeId: s.storeId })],
  'POST /v1/payers/shopper/:userId': (s) => [
    post(`/payers/shopper/${s.userId}`, { storeId: s.storeId }),
  ],
  'GET /v1/payers/:id': (s) => [get(`/payers/${s.payerId}`)],
  'PUT /v1/payers/:id': (s) => [put(`/payers/${s.payerId}`, { name: 'Rita' })],
  'PATCH /v1/payers/:id': (s) => [patch(`/payers/${s.payerId}`, { active: false })],
  'PATCH /v1/payer/:id': (s) => [patch(`/payer/${s.payerId}`, { active: false })],
  'DELETE /v1/payers/:id': (s) => [del(`/payers/${s.payerId}`)],

  'GET /v1/cards/user/:userId': (s) => [get(`/cards/user/${s.userId}?storeId=${s.storeId}`)],
  'GET /v1/cards/:id': (s) => [get(`/cards/${s.cardId}`)],
  'GET /v1/cards/:id/canBeDeleted': (s) => [get(`/cards/${s.cardId}/canBeDeleted`)],
  'DELETE /v1/cards/:id': (s) => [del(`/cards/${s.cardId}`)],
  'POST /v1/cards/inscription': (s) => [
    post('/cards/inscription', { storeId: s.storeId, returnUrl: page }),
  ],
  'POST /v1/cards/inscription/confirm': (s) => [
    post('/cards/inscription/confirm', { storeId: s.storeId, token: 'x' }),
  ],

  'GET /v1/subscriptions': (s) => [get(`/subscriptions?userId=${s.userId}&storeId=${s.storeId}`)],
  'GET /v1/subscriptions/:id': (s) => [get(sub(s))],
  'GET /v1/subscription/:id': (s) => [get(`/subscription/${s.subscriptionId}`)],
  'PATCH /v1/subscription/:id': (s) => [
    patch(`/subscription/${s.subscriptionId}`, { cardId: s.cardId }),
  ],
  'PATCH /v1/subscriptions/:id': (s) => [patch(sub(s), { cardId: s.cardId })],
  'GET /v1/subscriptions/:id/priceConsents': (s) => [get(sub(s, '/priceConsents'))],
  'GET /v1/subscriptions/:id/pausingOptions': (s) => [get(sub(s, '/pausingOptions'))],
  'GET /v1/subscriptions/:id/resumingOption': (s) => [get(sub(s, '/resumingOption'))],
  'POST /v1/subscriptions/:id/pause': (s) => [
    post(sub(s, '/pause'), { payday: '2030-01-01T00:00:00.000Z' }),
  ],
  'POST /v1/subscriptions/:id/resume': (s) => [post(sub(s, '/resume'))],
  'POST /v1/subscriptions/:id/cancel': (s) => [post(sub(s, '/cancel'))],
  'POST /v1/subscriptions/:id/retry': (s) => [post(sub(s, '/retry'))],
  'POST /v1/subscriptions/:id/reactivate': (s) => [post(sub(s, '/reactivate'))],
  'POST /v1/subscriptions/:id/prepay': (s) => [post(sub(s, '/prepay'))],
  'POST /v1/subscriptions/:id/shopperConfirmPrice': (s) => [post(sub(s, '/shopperConfirmPrice'))],
  'POST /v1/subscriptions/:id/saveCardInSub': (s) => [
    post(sub(s, '/saveCardInSub'), { cardId: s.cardId }),
  ],
  'POST /v1/subscriptions/apiCheckout': (s) => [
    post('/subscriptions/apiCheckout', { token: s.apiCheckoutToken, storeId: s.storeId }),
  ],
  'POST /v1/subscriptions/calendarLink': (s) => [
    post('/subscriptions/calendarLink', { userId: s.userId, storeId: s.storeId }),
  ],
  'GET /v1/delivery': (s) => [get(`/delivery?userId=${s.userId}&storeId=${s.storeId}`)],
  'GET /v1/delivery/:id': (s) => [get(`/delivery/${s.deliveryId}`)],
  'GET /v1/deliveries': (s) => [get(`/deliveries?userId=${s.userId}&storeId=${s.storeId}`)],
  'GET /v1/deliveries/:id': (s) => [get(`/deliveries/${s.deliveryId}`)],
  'GET /v1/transactions': (s) => [get(`/transactions?userId=${s.userId}&storeId=${s.storeId}`)],
  'GET /v1/transactions/:id': (s) => [get(`/transactions/${s.transactionId}`)],

  'GET /v1/charges/shopper': (s) => [
    get(`/charges/shopper?userId=${s.userId}&storeId=${s.storeId}&status=pending`),
  ],
  'GET /v1/charges/:id': (s) => [get(`/charges/${s.chargeId}`)],
  'PUT /v1/charges/:id': (s) => [put(`/charges/${s.chargeId}`, { status: 'approved' })],
  'PATCH /v1/charges/:id': (s) => [patch(`/charges/${s.chargeId}`, { status: 'approved' })],
  'POST /v1/charges/:id/saveCardInInstallments': (s) => [
    post(`/charges/${s.chargeId}/saveCardInInstallments`, { userId: s.userId, cardId: s.cardId }),
  ],
  'POST /v1/charges/createFromService': (s) => [
    post('/charges/createFromService', { serviceId: s.serviceId, userId: s.userId }),
  ],

  'GET /v1/paymentRequests/:id': (s) => [get(`/paymentRequests/${s.paymentRequestId}`)],
  'GET /v1/paymentRequests/:id/paymentIntents': (s) => [
    get(`/paymentRequests/${s.paymentRequestId}/paymentIntents`),
  ],
  'POST /v1/paymentIntents': (s) => [
    post('/paymentIntents', {
      paymentRequestId: s.paymentRequestId,
      userEmail: s.email,
      paymentMethod: { name: 'Webpay Plus' },
      price: 9990,
    }),
  ],
  'GET /v1/paymentIntents/:id': (s) => [get(`/paymentIntents/${s.paymentIntentId}`)],
  'POST /v1/paymentIntents/:id/expire': (s) => [
    post(`/paymentIntents/${s.paymentIntentId}/expire`),
  ],
  'GET /v1/billings/invoices/payment-intent/:paymentIntentId': (s) => [
    get(`/billings/invoices/payment-intent/${s.paymentIntentId}`),
  ],
  'POST /v1/paymentLinks/:id/paymentRequests': (s) => [
    post(`/paymentLinks/${s.paymentLinkId}/paymentRequests`, {
      userEmail: s.email,
      userId: s.userId,
    }),
  ],
  'POST /v1/transactions/webpayplus/createPayment': (s) => [
    post('/transactions/webpayplus/createPayment', {
      paymentIntentId: s.paymentIntentId,
      returnUrl: page,
    }),
    post('/transactions/webpayplus/createPayment', {
      subscriptionId: s.subscriptionId,
      returnUrl: page,
    }),
  ],
  'POST /v1/transactions/webpayplus/validatePayment': (s) => [
    post('/transactions/webpayplus/validatePayment', { token: s.webpayToken }),
  ],
  'POST /v1/transactions/khipu/createPayment': (s) => [
    post('/transactions/khipu/createPayment', {
      subscriptionId: s.subscriptionId,
      subject: 'x',
      notifyUrl: 'http://x/',
      returnUrl: page,
    }),
  ],
  'POST /v1/transactions/mercadopago/preference': (s) => [
    post('/transactions/mercadopago/preference', {
      subscriptionId: s.subscriptionId,
      subject: 'x',
      notifyUrl: 'http://x/',
      successUrl: page,
      failureUrl: page,
      pendingUrl: page,
    }),
  ],
};
