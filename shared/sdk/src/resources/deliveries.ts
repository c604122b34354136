import type { Transport } from '../transport';
import type { Paged } from '../schemas/common';
import { DeliverySchema, PagedDeliverySchema, type Delivery } from '../schemas/delivery';
import { readAllPages } from './all-pages';
import { seg } from './ids';

export interface DeliveryListQuery {
  userId: string;
  storeId: string;
  /** Default 1 (spec 002 §9). */
  page?: number;
  /** At most 100 (the default, spec 002 §9). */
  limit?: number;
}

/** The orders of single purchases (spec 002 §3 Delivery). Bearer; only the caller's own (another's → 404). */
export function createDeliveriesResource(t: Transport) {
  const list = (query: DeliveryListQuery): Promise<Paged<Delivery>> =>
    t.request('GET', 'delivery/', {
      query: { page: 1, limit: 100, ...query },
      schema: PagedDeliverySchema,
    });
  return {
    list,
    /** Every order of the shopper in the store, newest first, reading page after page (002 §7). */
    listAll: (query: Omit<DeliveryListQuery, 'page'>): Promise<Delivery[]> =>
      readAllPages((page) => list({ ...query, page })),
    get: (id: string): Promise<Delivery> =>
      t.request('GET', `delivery/${seg(id)}`, { schema: DeliverySchema }),
  };
}
export type DeliveriesResource = ReturnType<typeof createDeliveriesResource>;
