// The shopper's paid orders in a store (spec 002 §2 userpanel/orders; §7 Orders: every page read,
// 100 a page), and one of them (§2 orders/{deliveryId}; §7 "GET delivery/{deliveryId}").
import type { Api } from '@storefront/sdk';
import { purchasesApi } from '@storefront/sdk/purchases';
import type { RouteDataContext } from './route-data-context';

export const loadOrders = (api: Api, userId: string, storeId: string) =>
  purchasesApi(api).deliveries.listAll({ userId, storeId });

export const loadOrder = (api: Api, deliveryId: string) =>
  purchasesApi(api).deliveries.get(deliveryId);

export function start({ api, cache, userId, storeId }: RouteDataContext): void {
  if (userId) cache.prefetch(['orders', userId, storeId], () => loadOrders(api, userId, storeId));
}

/** One order, under the list's key and its id (invalidating the list refreshes it too). */
export function startOrder({ api, cache, userId, storeId, params }: RouteDataContext): void {
  const { deliveryId } = params;
  if (userId && deliveryId)
    cache.prefetch(['orders', userId, storeId, deliveryId], () => loadOrder(api, deliveryId));
}
