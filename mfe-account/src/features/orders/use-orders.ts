// The shopper's paid orders in this store (spec 002 §2 userpanel/orders; §7 Orders: every page
// read, 100 a page), through the page's server-data cache. Read again (quietly) on every visit: a
// purchase made since then is not announced to this cache. A failed read is tracked (§8). The
// route declares this read (routes.json `data`: orders), so the shell has started it before this
// code arrives (issue 41); a failure of the page's own read is tracked.
import type { Delivery } from '@storefront/sdk/purchases';
import { useServerData } from '@storefront/state';
import { loadOrders } from '@storefront/state/route-data/orders';
import { ordersKey } from './orders-keys';
import { trackOrdersViewError } from './track-orders-view-error';

export function useOrders(userId: string | undefined, storeId: string) {
  return useServerData<Delivery[]>(
    userId ? ordersKey(userId, storeId) : null,
    (api) =>
      loadOrders(api, userId!, storeId).catch((error: unknown) => {
        trackOrdersViewError(error);
        throw error;
      }),
    { revalidateOnMount: true },
  );
}
