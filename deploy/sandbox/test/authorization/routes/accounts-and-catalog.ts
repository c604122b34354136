// The authorization matrix's table (../route-access.ts), its first part: sign-in and recovery
// entry points, the caller's own profile, users and payers, the public store and catalogue data,
// maps places and the analytics intake.
import type { RouteAccess } from '../route-access';
import { TD, STORES, PAYERS, get, publicRead, entry } from './ana-objects';

export const ACCOUNT_AND_CATALOG_ROUTES: Record<string, RouteAccess> = {
  'POST /v1/auth/login': entry,
  'POST /v1/auth/guestLogin': entry,
  'POST /v1/auth/refresh': entry,
  'GET /v1/users/checkEmail': entry,
  'POST /v1/auth/generateCode': entry,
  'GET /v1/auth/verifyCode': entry,
  'POST /v1/auth/verifyCode': entry,
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
  'PATCH /v1/payer/:id': {
    kind: 'object',
    requests: () =>
      PAYERS.map((id) => ({
        method: 'PATCH',
        url: `/payer/${id}`,
        body: { company: { rut: '76.086.428-5', address: 'Intrusa 1' } },
        destructive: true,
      })),
  },
  'DELETE /v1/payers/:id': {
    kind: 'object',
    requests: () =>
      PAYERS.map((id) => ({ method: 'DELETE', url: `/payers/${id}`, destructive: true })),
  },

  'GET /v1/openapi.json': publicRead,
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
};
