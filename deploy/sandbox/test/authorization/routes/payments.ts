// The authorization matrix's table (../route-access.ts), its third part: transactions, cards and
// inscriptions, charges and services, payment requests, intents and invoices, the payment rails
// and their providers' notifications, and payment links.
import type { RouteAccess } from '../route-access';
import { STORES, CARDS, CHARGES, OPEN_LINK, get } from './ana-objects';

export const PAYMENT_ROUTES: Record<string, RouteAccess> = {
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
