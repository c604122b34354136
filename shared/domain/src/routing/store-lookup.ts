// Spec 000 §2: which store a page belongs to. In marketplace mode the store named by the first
// path segment, on a store's own host the store with that domain. No store in the path, a missing
// or inactive store, a store without a template (or whose template is gone) is no store: the shell
// sends the browser to the provider's home, the payments standalone page says "Tienda no
// encontrada". A first segment that is not valid percent-encoding names no store either
// ('store not found'), never a failure. One rule for the shell, the standalone page and the shell
// server (@storefront/state/tenant-loader calls the API with it; the SDK's findByName and
// findByDomain keep only the exact match).
import type { PathPrefix } from './path-prefix';

/** Why a page has no store. */
export type TenantMiss =
  | 'no store in the path'
  | 'store not found'
  | 'store without template'
  | 'template not found';

/** How to find the store of a path: by its name, by its domain, or not at all (and why). */
export type StoreLookup = { name: string } | { domain: string } | { miss: TenantMiss };

export function storeLookup({ mode, domain, storeName, malformed }: PathPrefix): StoreLookup {
  if (mode === 'own-host') return { domain: domain ?? '' };
  if (malformed) return { miss: 'store not found' };
  return storeName ? { name: storeName } : { miss: 'no store in the path' };
}

/**
 * The found store when it can be served, else why not: missing or inactive ('store not found'),
 * without a template ('store without template').
 */
export function servableStore<S extends { active?: boolean | null; templateId?: string | null }>(
  store: S | null | undefined,
): (S & { templateId: string }) | TenantMiss {
  if (!store?.active) return 'store not found';
  return store.templateId ? (store as S & { templateId: string }) : 'store without template';
}

/** The marketplace location of a store by its name (the server render's warm-up page). */
export function marketplaceLocationOf(storeName: string): PathPrefix {
  return { mode: 'marketplace', prefix: `/${encodeURIComponent(storeName)}`, storeName };
}
