// Unit tests only: renders a page inside what the shell provides (jotai store with api, tenant
// and session; the Chakra system; a router), with the real createApi over a fake fetch.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createApi,
  createMemoryTokenStore,
  type Policy,
  type Store,
  type Template,
} from '@storefront/sdk';
import { apiAtom, sessionAtom, tenantAtom, type Session } from '@storefront/state';
import { UiProvider } from '@storefront/ui';
import type { createFakeFetch } from './fake-fetch';

export const BASE_URL = 'http://localhost:4000/v1';

export interface ShellOptions {
  store: Store;
  policy?: Partial<Policy>;
  session?: Session | null;
  fetch: ReturnType<typeof createFakeFetch>['fetch'];
  prefix?: string;
  /** Path after the prefix the router starts at. */
  path?: string;
}

export function renderInShell(page: ReactElement, options: ShellOptions) {
  const prefix = options.prefix ?? '/tienda-demo';
  const jotai = createStore();
  jotai.set(
    apiAtom,
    createApi({ baseUrl: BASE_URL, tokens: createMemoryTokenStore(), fetch: options.fetch }),
  );
  jotai.set(tenantAtom, {
    store: options.store,
    template: { _id: 'tpl' } as Template,
    policy: { storeId: options.store._id, ...options.policy } as Policy,
    prefix,
    mode: 'marketplace',
  });
  jotai.set(sessionAtom, options.session ?? null);
  const start = `${prefix}/${options.path ?? ''}`.replace(/\/$/, '') || '/';
  return render(
    <Provider store={jotai}>
      <UiProvider preload={false}>
        <MemoryRouter initialEntries={[start]}>
          <Routes>
            <Route path={start} element={page} />
            <Route path="*" element={<p>Otra página</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}
