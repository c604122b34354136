export { createApi, type Api, type CreateApiOptions } from './create-api';
export { fetchHostDocument } from './host-document';
export {
  ApiError,
  ResponseShapeError,
  isApiError,
  isUnauthorized,
  isGuestAccessDenied,
  isStoreAccessDenied,
  STORE_ACCESS_DENIED,
  GUEST_ACCESS_DENIED,
  type ApiErrorInit,
} from './errors';
export {
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  type TokenStore,
  type Tokens,
} from './token-store';
export {
  createTransport,
  NO_RETRY_PATHS,
  REFRESH_PATH,
  type FetchLike,
  type HttpMethod,
  type IdempotentOptions,
  type RequestOptions,
  type Transport,
  type TransportOptions,
} from './transport';
export { buildQuery, joinUrl, isUnderBaseUrl, type Query, type QueryValue } from './url';
export { parseShape, type Schema } from './shape';
export * from './schemas';
export type { StoreListQuery } from './resources/stores';
export type { ProductPage, ProductQuery, ProductSort } from './resources/catalog';
export type {
  CartOwner,
  AddProductBody,
  PatchProductBody,
  RemoveProductBody,
} from './resources/carts';
export type { VerifyCodeQuery, RegisterBody, ProfilePatch } from './resources/auth';
export type { NewAddress } from './resources/users';
export type { PayerListQuery, NewPayer, PayerPatch } from './resources/payers';
// Shipping, places, cart processing, subscriptions and orders: '@storefront/sdk/purchases'.
