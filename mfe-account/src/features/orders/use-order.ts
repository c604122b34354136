// One order (spec 002 §2 orders/{deliveryId}; §7 "GET delivery/{deliveryId}"), and the image of
// each product line that does not carry one, from the product itself (§7 Products: "Get by
// productId (imageUrl, name)"). Unknown, another shopper's (the provider answers 404) or another
// store's order: not found. The route declares this read (routes.json `data`: order), started
// before this code arrives (issue 41).
import { isOrderOfStore } from '@storefront/domain';
import { isApiError } from '@storefront/sdk';
import type { Product } from '@storefront/sdk';
import type { Delivery } from '@storefront/sdk/purchases';
import { useServerData, useServerDataMany } from '@storefront/state';
import { loadOrder } from '@storefront/state/route-data/orders';
import { orderKey, orderProductKey } from './orders-keys';

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** images: productId → imageUrl, the order's own or its product's. */
  | { status: 'ready'; order: Delivery; images: Record<string, string> };

const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function useOrder(
  userId: string | undefined,
  storeId: string,
  deliveryId: string | undefined,
) {
  const read = useServerData<Delivery>(
    userId && deliveryId ? orderKey(userId, storeId, deliveryId) : null,
    (api) => loadOrder(api, deliveryId!),
    { revalidateOnMount: true },
  );
  const order = read.state.data;

  const withoutImage = [
    ...new Set(
      (order?.products ?? []).filter((line) => !line.imageUrl).map((line) => line.productId),
    ),
  ];
  const productReads = useServerDataMany<Product>(
    withoutImage.map((id) => ({
      key: orderProductKey(id),
      load: (api) => api.catalog.product(id),
    })),
  );

  const state = ((): OrderState => {
    if (read.state.status === 'error')
      return isNotFound(read.state.error) ? { status: 'not-found' } : { status: 'error' };
    if (!order) return { status: 'loading' };
    if (!isOrderOfStore(order, storeId)) return { status: 'not-found' };
    const images: Record<string, string> = {};
    for (const line of order.products) if (line.imageUrl) images[line.productId] = line.imageUrl;
    productReads.forEach((product, index) => {
      const imageUrl = product.state.data?.imageUrl;
      if (imageUrl) images[withoutImage[index]!] = imageUrl;
    });
    return { status: 'ready', order, images };
  })();

  return { state, reload: () => void read.reload() };
}
