// The category tree and the brands for the filters; a failure leaves that filter out (the list
// itself still works).
import { useServerData } from '@storefront/state';
import { categoryNodes, type CategoryNode } from './category-tree';

export function useFilterOptions(storeId: string) {
  const categories = useServerData<CategoryNode[]>(['categories', storeId], (api) =>
    api.catalog.categories(storeId).then(categoryNodes, () => []),
  );
  const brands = useServerData<string[]>(['brands', storeId], (api) =>
    api.catalog.brands(storeId).catch(() => []),
  );
  return {
    categories: categories.state.status === 'ready' ? categories.state.data : [],
    brands: brands.state.status === 'ready' ? brands.state.data : [],
  };
}
