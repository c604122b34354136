// Spec 000 §2: the document title after every navigation is "{route title} - {store name}". The
// store's display name is the domain's, so the server writes the same title in its first bytes.
import { documentTitle, storeDisplayName, type StoreNameSource } from '@storefront/domain';

export { storeDisplayName, type StoreNameSource };

export function storeDocumentTitle(routeTitle: string, store: StoreNameSource): string {
  return documentTitle(routeTitle, storeDisplayName(store));
}
