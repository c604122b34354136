// Server-data keys of the orders screens: the list and each order under the shopper and the
// store, so invalidating ['orders', userId] refreshes both.
export const ordersKey = (userId: string, storeId: string) => ['orders', userId, storeId] as const;
export const orderKey = (userId: string, storeId: string, deliveryId: string) =>
  [...ordersKey(userId, storeId), deliveryId] as const;
export const orderProductKey = (productId: string) => ['order-product', productId] as const;
