import type { ApiError } from './errors';
import type { TokenStore } from './token-store';
import { createTransport, type FetchLike, type Transport } from './transport';
import { createAuthResource } from './resources/auth';
import { createCardsResource } from './resources/cards';
import { createCartsResource } from './resources/carts';
import { createCatalogResource } from './resources/catalog';
import { createPayersResource } from './resources/payers';
import { createPaymentRequestsResource } from './resources/payment-requests';
import { createStoresResource } from './resources/stores';
import { createPoliciesResource, createTemplatesResource } from './resources/templates';
import { createUsersResource } from './resources/users';

export interface CreateApiOptions {
  /** Provider API v1 base, e.g. `http://localhost:4000/v1` (runtime config `apiBaseUrl`). */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: FetchLike;
  /** A 401 "Action does not allow guest access": the shell sends the browser to the first path segment. */
  onUnauthorized?(error: ApiError): void;
  /** A 403 "Store access denied": the shell signs the account out of this store and asks for a login. */
  onStoreAccessDenied?(error: ApiError): void;
  /** The refresh after a 401 failed (the call still rejects with its 401; tokens are left as they were). */
  onRefreshFailed?(refreshError: unknown, original: ApiError): void;
}

export function createApi(options: CreateApiOptions) {
  const transport = createTransport(options);
  return {
    auth: createAuthResource(transport, options.tokens, { fetch: options.fetch }),
    stores: createStoresResource(transport),
    templates: createTemplatesResource(transport),
    policies: createPoliciesResource(transport),
    catalog: createCatalogResource(transport),
    carts: createCartsResource(transport),
    cards: createCardsResource(transport),
    paymentRequests: createPaymentRequestsResource(transport),
    users: createUsersResource(transport),
    payers: createPayersResource(transport),
    tokens: options.tokens,
    /** For the SDK's other entries (purchasesApi from '@storefront/sdk/purchases'). */
    transport,
    refreshSession: transport.refreshSession,
    baseUrl: transport.baseUrl,
  };
}

export type Api = ReturnType<typeof createApi>;
export type { Transport };
