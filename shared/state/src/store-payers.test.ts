// One read of the shopper's payers per page (spec 000 §4 "After login a payer is fetched for the
// user and store"): the shell's payer check and the checkout ask for the same list.
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { createServerDataCache } from './server-data/server-data-cache';
import { aPayer, createFakeFetch, ok } from './testing';
import { loadStorePayers, storePayersKey } from './store-payers';

function world() {
  const payer = aPayer({ userId: 'u-1', storeId: 'st-1' });
  const { fetch, calls } = createFakeFetch(() =>
    ok({ docs: [payer], page: 1, pages: 1, totalDocs: 1, limit: 100 }),
  );
  const api = createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch });
  return { api, calls, cache: createServerDataCache(), payer };
}

test('two callers at once make one request and get the same list', async () => {
  const { api, calls, cache, payer } = world();
  const [a, b] = await Promise.all([
    loadStorePayers(api, cache, 'u-1', 'st-1'),
    loadStorePayers(api, cache, 'u-1', 'st-1'),
  ]);
  expect(a).toEqual([payer]);
  expect(b).toEqual([payer]);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.query.get('userId')).toBe('u-1');
  expect(calls[0]!.query.get('storeId')).toBe('st-1');
});

test('a list already read is not asked for again; a stale one is', async () => {
  const { api, calls, cache } = world();
  await loadStorePayers(api, cache, 'u-1', 'st-1');
  await loadStorePayers(api, cache, 'u-1', 'st-1');
  expect(calls).toHaveLength(1);
  cache.invalidate(storePayersKey('u-1', 'st-1'));
  await loadStorePayers(api, cache, 'u-1', 'st-1');
  expect(calls).toHaveLength(2);
});
