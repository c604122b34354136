import type { Transport } from '../transport';
import { pagedSchema, StringListSchema, type Paged } from '../schemas/common';
import { StoreSchema, type Store } from '../schemas/store';
import { seg } from './ids';

const PagedStoreSchema = pagedSchema(StoreSchema);

export interface StoreListQuery {
  name?: string;
  domain?: string;
  active?: boolean;
  page?: number;
  /** Spec 000 §9: stores page size 100. */
  limit?: number;
}

export function createStoresResource(t: Transport) {
  const list = (query: StoreListQuery = {}): Promise<Paged<Store>> =>
    t.request('GET', 'stores/', { query: { page: 1, limit: 100, ...query }, schema: PagedStoreSchema });

  return {
    list,
    get: (id: string): Promise<Store> => t.request('GET', `stores/${seg(id)}`, { schema: StoreSchema }),
    /** The store whose name is exactly `name`, or null. */
    findByName: async (name: string): Promise<Store | null> =>
      (await list({ name })).docs.find((store) => store.name === name) ?? null,
    /** The store served on its own host `domain` (e.g. servicios-demo.localhost), or null. */
    findByDomain: async (domain: string): Promise<Store | null> =>
      (await list({ domain })).docs.find((store) => store.domain === domain) ?? null,
    /** Method ids: webpay-oneclick, webpay-plus, khipu, mercado-pago. */
    availablePaymentMethods: (storeId: string): Promise<string[]> =>
      t.request('GET', `stores/${seg(storeId)}/availablePaymentMethods`, { schema: StringListSchema }),
  };
}
export type StoresResource = ReturnType<typeof createStoresResource>;
