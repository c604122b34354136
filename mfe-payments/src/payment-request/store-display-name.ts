import type { Store } from '@storefront/sdk';

/** The navbar's storeName, else the store's name (as the shell shows it). */
export function storeDisplayName(store: Pick<Store, 'name' | 'content'>): string {
  return store.content.navigation.navbar.storeName?.trim() || store.name;
}
