// Spec 000 §2: "The document title after every navigation is "{route title} - {store name}"".
export function documentTitle(routeTitle: string | null | undefined, storeName: string | null | undefined): string {
  const title = routeTitle?.trim();
  const store = storeName?.trim();
  if (title && store) return `${title} - ${store}`;
  return title || store || '';
}

export interface StoreNameSource {
  name: string;
  content?: { navigation?: { navbar?: { storeName?: string | null } | null } | null } | null;
}

/** The store's display name: the navbar's storeName, else the store's name. */
export function storeDisplayName(store: StoreNameSource): string {
  return store.content?.navigation?.navbar?.storeName?.trim() || store.name;
}
