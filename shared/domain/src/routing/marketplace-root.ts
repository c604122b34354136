// Spec 002 §2 "A marketplace root route exists, titled as a marketplace" (issue 40): the bare
// marketplace host lists the stores it serves, each under its path prefix (000 §2 "In marketplace
// mode the prefix is the first path segment"). 000 §2's "empty route redirects to the provider's
// home" stays for a host that lists none (the API down): the page then links the provider's home.
import { storeDisplayName, type StoreNameSource } from './document-title';
import { servableStore } from './store-lookup';

export const MARKETPLACE_TEXTS = {
  title: 'Marketplace',
  intro: 'Elige una tienda para comenzar.',
  listLabel: 'Tiendas',
  empty: 'Aún no hay tiendas disponibles.',
  provider: 'Conoce la plataforma',
} as const;

export interface MarketplaceStoreSource extends StoreNameSource {
  active?: boolean | null;
  templateId?: string | null;
}

export interface MarketplaceEntry {
  name: string;
  displayName: string;
  /** The store's root on the marketplace host. */
  path: string;
}

/** The stores the bare marketplace host lists: the servable ones, by display name. */
export function marketplaceListing(stores: readonly MarketplaceStoreSource[]): MarketplaceEntry[] {
  return stores
    .filter((store) => typeof servableStore(store) !== 'string')
    .map((store) => ({
      name: store.name,
      displayName: storeDisplayName(store),
      path: `/${encodeURIComponent(store.name)}`,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'es'));
}
