// Loads the product of a page or dialog by id or SKU (spec 000 §7 GET catalog/products/skuOrId).
// A missing product, another store's, an inactive or hidden one, or stock exactly 0 all read as
// "missing" (spec 000 §2: the not-found page).
import { isProductUnavailable } from '@storefront/domain';
import { ApiError, type Product } from '@storefront/sdk';
import { useServerData } from '@storefront/state';

export type ProductState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; product: Product };

type Found = { product: Product } | { missing: true };

export function useProduct(value: string | undefined, storeId: string) {
  const { state, reload } = useServerData<Found>(
    value ? ['product', storeId, value] : null,
    (api) =>
      api.catalog.productBySkuOrId(value!, storeId).then(
        (product): Found => (isProductUnavailable(product, storeId) ? { missing: true } : { product }),
        (error: unknown): Found => {
          // 404 (and 400 for a malformed id) mean no such product; anything else may pass on a retry.
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 404 || status === 400) return { missing: true };
          throw error;
        },
      ),
  );
  const product: ProductState = !value
    ? { status: 'missing' }
    : state.status === 'ready'
      ? 'product' in state.data
        ? { status: 'ready', product: state.data.product }
        : { status: 'missing' }
      : state.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };
  return { state: product, retry: () => void reload() };
}
