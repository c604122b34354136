// Products of every landing category, loaded in parallel; each category has its own state so one
// failing section does not hide the others, and can be retried alone.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LandingCategory, Product } from '@storefront/sdk';
import { useApi } from '@storefront/state';
import { fetchCategoryProducts } from './fetch-category-products';

export type SectionState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: Product[] };

export function useLandingProducts(storeId: string, categories: readonly LandingCategory[]) {
  const api = useApi();
  // Only the list of queries matters, not the array's identity.
  const queriesKey = JSON.stringify(categories.map((category) => category.query ?? ''));
  const [sections, setSections] = useState<SectionState[]>(() =>
    categories.map(() => ({ status: 'loading' })),
  );
  // Answers that arrive after the store or the categories changed (or after unmount) are dropped.
  const generation = useRef(0);

  const load = useCallback(
    (index: number, fragment: string, current: number) => {
      const settle = (state: SectionState) => {
        if (generation.current !== current) return;
        setSections((all) => all.map((section, i) => (i === index ? state : section)));
      };
      fetchCategoryProducts(api, storeId, fragment).then(
        (products) => settle({ status: 'ready', products }),
        () => settle({ status: 'error' }),
      );
    },
    [api, storeId],
  );

  useEffect(() => {
    const current = ++generation.current;
    const fragments = JSON.parse(queriesKey) as string[];
    setSections(fragments.map(() => ({ status: 'loading' })));
    fragments.forEach((fragment, index) => load(index, fragment, current));
    return () => {
      generation.current += 1;
    };
  }, [queriesKey, load]);

  const retry = useCallback(
    (index: number) => {
      const fragment = (JSON.parse(queriesKey) as string[])[index] ?? '';
      setSections((all) =>
        all.map((section, i) => (i === index ? { status: 'loading' } : section)),
      );
      load(index, fragment, generation.current);
    },
    [queriesKey, load],
  );

  return { sections, retry };
}
