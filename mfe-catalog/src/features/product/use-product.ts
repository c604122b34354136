// Loads the product of a page or dialog by id or SKU (spec 000 §7 GET catalog/products/skuOrId).
// A missing product, another store's, an inactive or hidden one, or stock exactly 0 all read as
// "missing" (spec 000 §2: the not-found page).
import { useCallback, useEffect, useState } from 'react';
import { isProductUnavailable } from '@storefront/domain';
import { ApiError, type Product } from '@storefront/sdk';
import { useApi } from '@storefront/state';

export type ProductState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; product: Product };

export function useProduct(value: string | undefined, storeId: string) {
  const api = useApi();
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!value) {
      setState({ status: 'missing' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    api.catalog.productBySkuOrId(value, storeId).then(
      (product) => {
        if (!live) return;
        setState(
          isProductUnavailable(product, storeId)
            ? { status: 'missing' }
            : { status: 'ready', product },
        );
      },
      (error: unknown) => {
        if (!live) return;
        // 404 (and 400 for a malformed id) mean no such product; anything else may pass on a retry.
        const status = error instanceof ApiError ? error.status : 0;
        setState(status === 404 || status === 400 ? { status: 'missing' } : { status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, value, storeId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
