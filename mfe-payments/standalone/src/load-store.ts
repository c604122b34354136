// The store of /{store}/… (marketplace mode: the standalone page serves every store under its
// name), with its template and policy. Missing, inactive or without a template → null.
import { isApiError, type Api } from '@storefront/sdk';
import type { Tenant } from '@storefront/state';

export async function loadStore(api: Api, pathname: string): Promise<Tenant | null> {
  const name = pathname.split('/').filter(Boolean)[0];
  if (!name) return null;
  const store = await api.stores.findByName(decodeURIComponent(name));
  if (!store || !store.active || !store.templateId) return null;
  const [template, policy] = await Promise.all([
    api.templates.get(store.templateId).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
    api.policies.get(store._id),
  ]);
  if (!template) return null;
  return { store, template, policy, prefix: `/${name}`, mode: 'marketplace' };
}
