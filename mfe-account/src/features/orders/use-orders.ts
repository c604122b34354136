// The shopper's paid orders in this store (spec 002 §2 userpanel/orders; §7 Orders: every page
// read, 100 a page), through the page's server-data cache. Read again (quietly) on every visit: a
// purchase made since then is not announced to this cache. A failed read is tracked (§8). The
// route's prefetch starts the same load while the page's code is still on its way (issue 15).
import type { Api } from '@storefront/sdk';
import { purchasesApi, type Delivery } from '@storefront/sdk/purchases';
import { useServerData, type RoutePrefetch } from '@storefront/state';
import { ordersKey } from './orders-keys';
import { trackOrdersViewError } from './track-orders-view-error';

const loadOrders = (api: Api, userId: string, storeId: string) =>
  purchasesApi(api)
    .deliveries.listAll({ userId, storeId })
    .catch((error: unknown) => {
      trackOrdersViewError(error);
      throw error;
    });

export function useOrders(userId: string | undefined, storeId: string) {
  return useServerData<Delivery[]>(
    userId ? ordersKey(userId, storeId) : null,
    (api) => loadOrders(api, userId!, storeId),
    { revalidateOnMount: true },
  );
}

export const prefetchOrders: RoutePrefetch = ({ api, cache, userId, storeId }) => {
  if (userId) cache.prefetch(ordersKey(userId, storeId), () => loadOrders(api, userId, storeId));
};
