// Read, write and remove one client-stored item by name. Storage that is missing (server render)
// or blocked (privacy settings, full quota) never throws: reads give null and writes are dropped.
import { CLIENT_ITEMS, type ClientItemName, type ClientItemValue, type StorageArea } from './client-items';

export interface ClientStorages {
  local?: Storage;
  session?: Storage;
}

function storageOf(area: StorageArea, storages?: ClientStorages): Storage | undefined {
  try {
    if (area === 'local') return storages?.local ?? globalThis.localStorage;
    return storages?.session ?? globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface ClientItem<T> {
  readonly key: string;
  get(): T | null;
  set(value: T): void;
  remove(): void;
  /** get, then remove: a value meant to be used once. */
  take(): T | null;
}

export function clientItem<N extends ClientItemName>(
  name: N,
  storages?: ClientStorages,
): ClientItem<ClientItemValue<N>> {
  const spec = CLIENT_ITEMS[name] as unknown as {
    key: string;
    area: StorageArea;
    parse(raw: string): ClientItemValue<N> | null;
    format(value: ClientItemValue<N>): string;
  };
  const attempt = <R>(run: (storage: Storage) => R, fallback: R): R => {
    const storage = storageOf(spec.area, storages);
    if (!storage) return fallback;
    try {
      return run(storage);
    } catch {
      return fallback;
    }
  };
  const get = () =>
    attempt((storage) => {
      const raw = storage.getItem(spec.key);
      return raw === null ? null : spec.parse(raw);
    }, null);
  const remove = () => attempt((storage) => storage.removeItem(spec.key), undefined);
  return {
    key: spec.key,
    get,
    set: (value) => attempt((storage) => storage.setItem(spec.key, spec.format(value)), undefined),
    remove,
    take() {
      const value = get();
      remove();
      return value;
    },
  };
}

/** Logout: every item that belongs to a sign-in goes (the tokens included). */
export function clearSignInItems(storages?: ClientStorages): void {
  for (const name of Object.keys(CLIENT_ITEMS) as ClientItemName[]) {
    if (CLIENT_ITEMS[name].signInScoped) clientItem(name, storages).remove();
  }
}

/** The keys logout clears, per storage area (for tests and documentation). */
export function signInScopedKeys(area: StorageArea): string[] {
  return Object.values(CLIENT_ITEMS)
    .filter((spec) => spec.signInScoped && spec.area === area)
    .map((spec) => spec.key);
}
