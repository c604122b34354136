// Spec 000 §2: the document title after every navigation is "{route title} - {store name}".
import { documentTitle } from '@storefront/domain';

export interface StoreNameSource {
  name: string;
  content?: { navigation?: { navbar?: { storeName?: string | null } | null } | null } | null;
}

/** The store's display name: the navbar's storeName, else the store's name. */
export function storeDisplayName(store: StoreNameSource): string {
  return store.content?.navigation?.navbar?.storeName?.trim() || store.name;
}

export function storeDocumentTitle(routeTitle: string, store: StoreNameSource): string {
  return documentTitle(routeTitle, storeDisplayName(store));
}
