// Server-data keys of the orders screens: the list and each order under the shopper and the
// store, so invalidating ['orders', userId] refreshes both.
export const ordersKey = (userId: string, storeId: string) => ['orders', userId, storeId] as const;
export const orderKey = (userId: string, storeId: string, deliveryId: string) =>
  [...ordersKey(userId, storeId), deliveryId] as const;
/** The product of an order line: the catalogue's read of a product by id, shared with the cart. */
export const orderProductKey = (productId: string) => ['catalog', 'product', productId] as const;
