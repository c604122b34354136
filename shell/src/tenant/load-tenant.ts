// Spec 000 §2: find the store (by name in marketplace mode, by domain on its own host), then its
// template and policy. No store in the path, a missing or inactive store, or a store without a
// template sends the browser to the provider's home.
import { resolvePathPrefix } from '@storefront/domain';
import { isApiError, type Api } from '@storefront/sdk';
import type { Tenant } from '@storefront/state';

export type TenantResult =
  { kind: 'ok'; tenant: Tenant } | { kind: 'provider-home'; reason: string };

type TenantApi = Pick<Api, 'stores' | 'templates' | 'policies'>;

const notFoundAsNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });

export async function loadTenant(
  api: TenantApi,
  where: { hostname: string; pathname: string; marketplaceHosts: readonly string[] },
): Promise<TenantResult> {
  const location = resolvePathPrefix(where);
  if (location.mode === 'marketplace' && !location.storeName)
    return { kind: 'provider-home', reason: 'no store in the path' };

  const store =
    location.mode === 'marketplace'
      ? await api.stores.findByName(location.storeName ?? '')
      : await api.stores.findByDomain(location.domain ?? where.hostname);
  if (!store || !store.active) return { kind: 'provider-home', reason: 'store not found' };
  if (!store.templateId) return { kind: 'provider-home', reason: 'store without template' };

  const [template, policy] = await Promise.all([
    notFoundAsNull(api.templates.get(store.templateId)),
    api.policies.get(store._id),
  ]);
  if (!template) return { kind: 'provider-home', reason: 'template not found' };

  return {
    kind: 'ok',
    tenant: { store, template, policy, prefix: location.prefix, mode: location.mode },
  };
}
