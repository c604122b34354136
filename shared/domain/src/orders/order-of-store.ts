// Spec 002 §2 userpanel/orders: the shopper's orders of the current store. The list asks the
// provider by storeId; an order opened by id is checked the same way, so another store's order is
// not shown under this one. An order that does not say its store is trusted (the provider
// answered it for this shopper).
export function isOrderOfStore(order: { storeId?: string | null }, storeId: string): boolean {
  return !order.storeId || order.storeId === storeId;
}
