// Sort options of the catalogue (spec 000 §2: price ascending, price descending, name A-Z, name
// Z-A; §9 default defaultPrice) in the sandbox's sort values (deploy/sandbox/API.md).
import type { ProductSort } from '@storefront/sdk';

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'defaultPrice', label: 'Precio: menor a mayor' },
  { value: '-defaultPrice', label: 'Precio: mayor a menor' },
  { value: 'name', label: 'Nombre: A-Z' },
  { value: '-name', label: 'Nombre: Z-A' },
];

export const DEFAULT_SORT: ProductSort = 'defaultPrice';

export function isProductSort(value: unknown): value is ProductSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** views.catalog.defaultSorting when it is a known sort, else defaultPrice. */
export function defaultSort(configured: string | null | undefined): ProductSort {
  return isProductSort(configured) ? configured : DEFAULT_SORT;
}
