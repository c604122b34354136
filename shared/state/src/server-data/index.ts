export {
  createServerDataCache,
  keyId,
  type ServerDataCache,
  type ServerDataEntry,
  type ServerDataKey,
  type ServerDataPrefix,
  type ServerDataSnapshot,
} from './server-data-cache';
export {
  serverDataCacheAtom,
  serverDataSeedAtom,
  serverRenderAtom,
  useServerData,
  useServerDataCache,
  type ServerData,
  type ServerDataResult,
} from './use-server-data';
export {
  useServerDataMany,
  type ServerDataOptions,
  type ServerDataRequest,
} from './use-server-data-many';
export {
  NotFoundStatus,
  RedirectStatus,
  serverResponseAtom,
  type ServerResponse,
} from './server-response';
export type { ServerDataKeys } from './keys';
