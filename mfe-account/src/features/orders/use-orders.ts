// The shopper's paid orders in this store (spec 002 §2 userpanel/orders; §7 Orders: every page
// read, 100 a page), through the page's server-data cache. Read again (quietly) on every visit: a
// purchase made since then is not announced to this cache. A failed read is tracked (§8).
import { purchasesApi, type Delivery } from '@storefront/sdk/purchases';
import { useServerData } from '@storefront/state';
import { ordersKey } from './orders-keys';
import { trackOrdersViewError } from './track-orders-view-error';

export function useOrders(userId: string | undefined, storeId: string) {
  return useServerData<Delivery[]>(
    userId ? ordersKey(userId, storeId) : null,
    (api) =>
      purchasesApi(api)
        .deliveries.listAll({ userId: userId!, storeId })
        .catch((error: unknown) => {
          trackOrdersViewError(error);
          throw error;
        }),
    { revalidateOnMount: true },
  );
}
