export { runtimeConfigAtom, type RuntimeConfig } from './runtime-config';
export {
  parseThirdParties,
  sandboxThirdParties,
  thirdPartyFetchAtom,
  type ThirdPartyConfig,
} from './third-parties';
export { apiAtom, useApi } from './api';
export { tenantAtom, useTenant, useStorePath, type Tenant } from './tenant';
export { sessionAtom, useSession, type Session } from './session';
export { cartCountAtom, chromeAtom, type Chrome } from './chrome';
export {
  cartSnapshotAtom,
  useCartSnapshot,
  CART_SNAPSHOT_KEY,
  type CartSnapshot,
} from './cart-snapshot';
export { cartKey, storeCartsKey } from './cart-key';
export { loadStorePayers, storePayersKey } from './store-payers';
export { getGuestId, GUEST_ID_KEY, uuid } from './guest-id';
export { useHydrated } from './hydrated';
export { decodeToken, tokenExpiry, type SessionUser } from './decode-token';
export { globalAtom } from './global-atom';
export { reloadSession, useReloadSession, sessionFromAccessToken } from './reload-session';
export {
  CLIENT_ITEMS,
  clientItem,
  clearSignInItems,
  signInScopedKeys,
  type ClientItem,
  type ClientItemName,
  type ClientItemValue,
  type ClientStorages,
} from './client-storage';
export {
  createServerDataCache,
  NotFoundStatus,
  RedirectStatus,
  serverResponseAtom,
  type ServerResponse,
  serverDataCacheAtom,
  serverDataSeedAtom,
  serverRenderAtom,
  useServerData,
  useServerDataCache,
  useServerDataMany,
  type ServerData,
  type ServerDataCache,
  type ServerDataKey,
  type ServerDataKeys,
  type ServerDataPrefix,
  type ServerDataOptions,
  type ServerDataRequest,
  type ServerDataResult,
  type ServerDataSnapshot,
} from './server-data';
export { pendingCartNoticeAtom, type CartChangeNotice } from './pending-cart-notice';
export { payerConfirmationAtom, type PayerConfirmationRequest } from './payer-confirmation';
