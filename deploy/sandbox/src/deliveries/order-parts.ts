// The parts of an order (Delivery, spec 002 §3: products each with price, contact.address with
// street, number, comment, commune) as checkout and the clock's paid cycles write them.
import type { JsonObject } from '../db/schema/index';

/** A subscription's products (checkout's or a stored row's) as the order's lines. */
export function orderLines(products: readonly object[]): string {
  return JSON.stringify(
    (products as readonly JsonObject[]).map((product) => ({
      productId: product.productId,
      parentProductId: product.parentProductId ?? null,
      name: product.name,
      quantity: product.quantity,
      price: product.price,
      totalPrice: product.totalPrice,
      imageUrl: (product.product as JsonObject | null | undefined)?.imageUrl ?? null,
    })),
  );
}

export function orderContact(address: JsonObject | null | undefined): string {
  return JSON.stringify({
    address: address
      ? {
          street: address.street ?? null,
          number: address.number ?? null,
          comment: address.comment ?? null,
          commune: address.commune ?? null,
        }
      : null,
  });
}
