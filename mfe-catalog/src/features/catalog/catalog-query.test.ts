import type { Category } from '@storefront/sdk';
import { catalogProductQuery, filtersFromQuery, hasActiveFilters } from './catalog-query';
import { categoryNodes, hasSelectedDescendant } from './category-tree';
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

  it("after page 1, sends the previous answer's cursor instead of a page number", () => {
    expect(catalogProductQuery('st', none, 2, 'WyJkZWZhdWx0UHJpY2UiXQ')).toEqual({
      storeId: 'st',
      active: true,
      after: 'WyJkZWZhdWx0UHJpY2UiXQ',
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

describe('filtersFromQuery', () => {
  it('a link such as "/catalog?categories=Café en grano" starts the catalogue on that category', () => {
    expect(filtersFromQuery('?categories=Caf%C3%A9%20en%20grano', 'defaultPrice')).toEqual({
      search: '',
      sort: 'defaultPrice',
      categories: ['Café en grano'],
      brands: [],
    });
  });
  it('reads comma lists and repeated keys once each, a search, and a known sort', () => {
    expect(
      filtersFromQuery(
        'categories=Frutas,Despensa&categories=Frutas&brands=Acme&search=miel&sort=-name',
        'defaultPrice',
      ),
    ).toEqual({
      search: 'miel',
      sort: '-name',
      categories: ['Frutas', 'Despensa'],
      brands: ['Acme'],
    });
  });
  it('an unknown sort or no query keeps the store default sort and no filters', () => {
    expect(filtersFromQuery('?sort=precio', 'name')).toEqual({
      search: '',
      sort: 'name',
      categories: [],
      brands: [],
    });
    expect(filtersFromQuery('', '-defaultPrice').sort).toBe('-defaultPrice');
  });
});

describe('hasSelectedDescendant', () => {
  const tree = categoryNodes([
    {
      name: 'Despensa',
      children: [{ name: 'Café', children: [{ name: 'Café en grano', children: [] }] }],
    },
    { name: 'Frutas', children: [] },
  ] as Category[]);
  it('opens every branch above a selected category, and no other', () => {
    expect(hasSelectedDescendant(tree[0]!, ['Café en grano'])).toBe(true);
    expect(hasSelectedDescendant(tree[0]!.children[0]!, ['Café en grano'])).toBe(true);
    expect(hasSelectedDescendant(tree[0]!, ['Despensa'])).toBe(false);
    expect(hasSelectedDescendant(tree[1]!, ['Café en grano'])).toBe(false);
  });
});
