// The category tree and the brands for the filters; a failure leaves that filter out (the list
// itself still works).
import { useEffect, useState } from 'react';
import { useApi } from '@storefront/state';
import { categoryNodes, type CategoryNode } from './category-tree';

export function useFilterOptions(storeId: string) {
  const api = useApi();
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  const [brands, setBrands] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api.catalog.categories(storeId).then(
      (tree) => live && setCategories(categoryNodes(tree)),
      () => undefined,
    );
    api.catalog.brands(storeId).then(
      (list) => live && setBrands(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, storeId]);
  return { categories, brands };
}
