// Entry `@storefront/state/tenant-loader` (bundled, not shared: no state of its own): the one
// tenant loader (spec 000 §2). The shell at boot, the payments standalone page and the shell
// server (for a store page's boot data) load a page's store, its template and policy with it,
// through the SDK; the rules (which store a path names, what makes it no store) are
// @storefront/domain's storeLookup and servableStore.
import { marketplaceLocationOf, servableStore, storeLookup, type PathPrefix, type TenantMiss } from '@storefront/domain';
import { isApiError, type Api, type Store } from '@storefront/sdk';
import type { Tenant } from './tenant';

export type TenantResult = { kind: 'ok'; tenant: Tenant } | { kind: 'provider-home'; reason: TenantMiss | 'no store' };

export type TenantApi = Pick<Api, 'stores' | 'templates' | 'policies'>;

const notFoundAsNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });

/** The store, template and policy of a page at `location` (resolvePathPrefix), or why there is none. */
export async function loadTenant(api: TenantApi, location: PathPrefix): Promise<TenantResult> {
  const lookup = storeLookup(location);
  if ('miss' in lookup) return { kind: 'provider-home', reason: lookup.miss };
  const store = await ('name' in lookup ? api.stores.findByName(lookup.name) : api.stores.findByDomain(lookup.domain));
  return tenantOf(api, store, location);
}

/**
 * The first store that can be served, as its marketplace page: the shell server's render warm-up
 * needs a whole boot document before any shopper has asked for a page, whichever store it is.
 */
export async function loadAnyTenant(api: TenantApi): Promise<TenantResult> {
  const store = (await api.stores.list()).docs.find((candidate) => typeof servableStore(candidate) !== 'string');
  if (!store) return { kind: 'provider-home', reason: 'no store' };
  return tenantOf(api, store, marketplaceLocationOf(store.name));
}

async function tenantOf(api: TenantApi, found: Store | null, location: PathPrefix): Promise<TenantResult> {
  const store = servableStore(found);
  if (typeof store === 'string') return { kind: 'provider-home', reason: store };
  const [template, policy] = await Promise.all([notFoundAsNull(api.templates.get(store.templateId)), api.policies.get(store._id)]);
  if (!template) return { kind: 'provider-home', reason: 'template not found' };
  return { kind: 'ok', tenant: { store, template, policy, prefix: location.prefix, mode: location.mode } };
}
