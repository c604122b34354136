// The shopper's paid orders in a store (spec 002 §2 userpanel/orders; §7 Orders: every page read,
// 100 a page).
import type { Api } from '@storefront/sdk';
import { purchasesApi } from '@storefront/sdk/purchases';
import type { RouteDataContext } from './route-data-context';

export const loadOrders = (api: Api, userId: string, storeId: string) =>
  purchasesApi(api).deliveries.listAll({ userId, storeId });

export function start({ api, cache, userId, storeId }: RouteDataContext): void {
  if (userId) cache.prefetch(['orders', userId, storeId], () => loadOrders(api, userId, storeId));
}
