import type { Category } from '@storefront/sdk';
import { catalogProductQuery, hasActiveFilters } from './catalog-query';
import { categoryNodes } from './category-tree';
import { defaultSort } from './catalog-sort';

const none = { search: '', sort: 'defaultPrice' as const, categories: [], brands: [] };

describe('catalogue query', () => {
  it('sends storeId, active, page, the page size 4 and the sort; empty filters are left out', () => {
    expect(catalogProductQuery('st', none, 3)).toEqual({
      storeId: 'st',
      active: true,
      page: 3,
      limit: 4,
      sort: 'defaultPrice',
    });
  });

  it('sends the trimmed search, categories and brands', () => {
    const filters = {
      search: ' café ',
      sort: '-name' as const,
      categories: ['Frutas'],
      brands: ['Sur'],
    };
    expect(catalogProductQuery('st', filters, 1)).toMatchObject({
      search: 'café',
      sort: '-name',
      categories: ['Frutas'],
      brands: ['Sur'],
    });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters({ ...none, search: '   ' })).toBe(false);
  });

  it('default sort is views.catalog.defaultSorting when known, else defaultPrice', () => {
    expect(defaultSort('-name')).toBe('-name');
    expect(defaultSort('price')).toBe('defaultPrice');
    expect(defaultSort(undefined)).toBe('defaultPrice');
  });

  it('cuts the category tree at depth 4', () => {
    const leaf = (name: string, children: Category[] = []): Category => ({ name, children });
    const tree = [leaf('A', [leaf('B', [leaf('C', [leaf('D', [leaf('E')])])])])];
    const [a] = categoryNodes(tree);
    const d = a!.children[0]!.children[0]!.children[0]!;
    expect(d).toMatchObject({ name: 'D', depth: 4, children: [] });
  });
});
