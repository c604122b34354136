import { storePath, type TenantMode } from '@storefront/domain';
import type { Policy, Store, Template } from '@storefront/sdk';
import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { globalAtom } from './global-atom';

export interface Tenant {
  store: Store;
  template: Template;
  policy: Policy;
  /** '/tienda-demo' in marketplace mode, '' on the store's own host. */
  prefix: string;
  mode: TenantMode;
}

/** Set by the shell once the store, its template and policy are loaded. */
export const tenantAtom = globalAtom('tenant', () => atom<Tenant | null>(null));

/** The current tenant; throws when called before the shell loaded it (pages render after that). */
export function useTenant(): Tenant {
  const tenant = useAtomValue(tenantAtom);
  if (!tenant) {
    throw new Error('@storefront/state: useTenant() ran before the shell loaded the store (tenantAtom is null).');
  }
  return tenant;
}

/** `(path) => '/tienda-demo/cart'` (marketplace) or `'/cart'` (own host); '' or '/' is the store root. */
export function useStorePath(): (path: string) => string {
  const prefix = useAtomValue(tenantAtom)?.prefix ?? '';
  return useCallback((path: string) => storePath(prefix, path), [prefix]);
}
