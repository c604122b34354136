// A route's declared data (issue 41): each name starts its loads in the page's cache, for a
// signed-in shopper only; an unknown name (a newer remote's) starts nothing; a load whose code
// cannot start is a warning, never a thrown error.
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { expectConsoleWarn } from '@storefront/config/jest-console';
import { createServerDataCache } from '../server-data/server-data-cache';
import { createFakeFetch, ok } from '../testing';
import { ROUTE_DATA_NAMES, startRouteData } from './index';

function context(userId: string | undefined) {
  const { fetch, calls } = createFakeFetch(() => ok({ docs: [], page: 1, pages: 1 }));
  const api = createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch });
  const cache = createServerDataCache();
  return {
    calls,
    cache,
    context: { api, cache, storeId: 'st-1', userId, params: { chargeId: 'ch-7' } },
  };
}

test('the names a route may declare', () => {
  expect(ROUTE_DATA_NAMES.sort()).toEqual(
    [
      'card-rows',
      'cards',
      'charge',
      'charge-lists',
      'orders',
      'single-payment',
      'subscriptions',
    ].sort(),
  );
});

test('starts each declared load under the key its page reads', async () => {
  const { calls, cache, context: start } = context('u-1');
  await startRouteData(['subscriptions', 'cards', 'charge'], start);
  expect(calls.map((call) => call.path).sort()).toEqual(
    ['cards/user/u-1', 'charges/ch-7', 'subscriptions'].sort(),
  );
  expect(cache.claimPrefetch(['subscriptions', 'u-1', 'st-1'])).toBe(true);
  expect(cache.claimPrefetch(['cards', 'u-1', 'st-1'])).toBe(true);
  expect(cache.claimPrefetch(['charge', 'ch-7'])).toBe(true);
});

test('a visitor, no declaration or an unknown name starts nothing', async () => {
  const visitor = context(undefined);
  await startRouteData(['orders'], visitor.context);
  expect(visitor.calls).toHaveLength(0);
  const shopper = context('u-1');
  await startRouteData(undefined, shopper.context);
  await startRouteData(['wishlist'], shopper.context);
  expect(shopper.calls).toHaveLength(0);
});

test('a load that cannot start only warns', async () => {
  expectConsoleWarn('[route-data] "orders" could not start');
  const { context: start } = context('u-1');
  const broken = {
    ...start,
    cache: {
      ...start.cache,
      prefetch: () => {
        throw new Error('bug');
      },
    },
  };
  await expect(startRouteData(['orders'], broken)).resolves.toBeUndefined();
});
