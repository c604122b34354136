import type { Api } from '@storefront/sdk';
import { atom, useAtomValue } from 'jotai';
import { globalAtom } from './global-atom';

/** Set once by the shell (createApi with its token store). */
export const apiAtom = globalAtom('api', () => atom<Api | null>(null));

export function useApi(): Api {
  const api = useAtomValue(apiAtom);
  if (!api) {
    throw new Error(
      '@storefront/state: useApi() found no API client. The shell sets apiAtom in its jotai store before rendering pages; ' +
        'in tests, render inside <Provider store={store}> after store.set(apiAtom, createApi(...)).',
    );
  }
  return api;
}
