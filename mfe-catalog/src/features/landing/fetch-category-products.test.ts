import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { createFakeFetch, fail, ok } from '@storefront/state/testing';
import { fetchCategoryProducts } from './fetch-category-products';

const product = (id: string) => ({
  _id: id,
  storeId: 'st-1',
  active: true,
  name: id,
  sku: id,
  prices: { single: 1000 },
});

function apiWith(pages: number, failPage?: number) {
  const fake = createFakeFetch((call) => {
    const page = Number(call.url.searchParams.get('page'));
    if (page === failPage) return fail(500, 'Boom');
    return ok({ docs: [product(`p-${page}`)], page, pages, limit: 100, totalDocs: pages });
  });
  return {
    api: createApi({
      baseUrl: 'http://localhost:4000/v1',
      tokens: createMemoryTokenStore(),
      fetch: fake.fetch,
    }),
    calls: fake.calls,
  };
}

test('loops through every page with the landing params (spec 000 §7)', async () => {
  const { api, calls } = apiWith(3);
  const products = await fetchCategoryProducts(api, 'st-1', 'categories=Frutas');
  expect(products.map((p) => p._id)).toEqual(['p-1', 'p-2', 'p-3']);
  expect(calls).toHaveLength(3);
  const query = Object.fromEntries(calls[0]!.url.searchParams);
  expect(calls[0]!.url.pathname).toBe('/v1/catalog/products');
  expect(query).toEqual({
    categories: 'Frutas',
    storeId: 'st-1',
    active: 'true',
    sort: 'defaultPrice',
    limit: '100',
    page: '1',
  });
});

test('one page: one call', async () => {
  const { api, calls } = apiWith(1);
  await fetchCategoryProducts(api, 'st-1', '');
  expect(calls).toHaveLength(1);
});

test('a failing page fails the category', async () => {
  const { api } = apiWith(3, 2);
  await expect(fetchCategoryProducts(api, 'st-1', 'categories=Frutas')).rejects.toThrow('Boom');
});
