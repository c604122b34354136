// A route's declared data (issue 41): each name starts its loads in the page's cache, for a
// signed-in shopper only; an unknown name (a newer remote's) starts nothing; a load whose code
// cannot start is a warning, never a thrown error.
import { waitFor } from '@testing-library/react';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { expectConsoleWarn } from '@storefront/config/jest-console';
import { createServerDataCache } from '../server-data/server-data-cache';
import { aSubscription, aSubscriptionProduct, createFakeFetch, ok } from '../testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_DATA_NAMES, startRouteData } from './index';
import { ROUTE_DATA_CHUNKS, routeDataChunks } from './route-data-chunks';
import { cartKey } from '../cart-key';
import { getGuestId } from '../guest-id';
import { loadStorePayers } from '../store-payers';
import { checkoutProfileKey } from './checkout-profile-data';
import { chargeApprovalKey } from './charge-approval-data';
import { paymentScreenKey } from './payment-screen-data';

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
      'cart',
      'checkout-profile',
      'charge',
      'charge-approval',
      'charge-lists',
      'order',
      'orders',
      'payment-screen',
      'profile',
      'service',
      'single-payment',
      'subscription',
      'subscription-edit',
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

test('a charge’s approval: the charge and the store’s methods, under the key the page reads', async () => {
  const { fetch, calls } = createFakeFetch((call) =>
    ok(call.path.endsWith('availablePaymentMethods') ? ['webpay-oneclick'] : { _id: 'ch-7' }),
  );
  const api = createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch });
  const cache = createServerDataCache();
  const start = { api, cache, storeId: 'st-1', userId: 'u-1', params: { chargeId: 'ch-7' } };
  await startRouteData(['charge-approval'], start);
  expect(calls.map((call) => call.path).sort()).toEqual(
    ['charges/ch-7', 'stores/st-1/availablePaymentMethods'].sort(),
  );
  expect(cache.claimPrefetch(chargeApprovalKey('u-1', 'st-1', 'ch-7'))).toBe(true);
});

test('one subscription (price confirmation), and for its edit its items’ products once it has answered', async () => {
  const { fetch, calls } = createFakeFetch((call) =>
    call.path.startsWith('subscription/')
      ? ok(aSubscription({ _id: 'sub-1', products: [aSubscriptionProduct({ productId: 'p-9' })] }))
      : ok({ _id: 'p-9' }),
  );
  const api = createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch });
  const confirm = { api, cache: createServerDataCache(), storeId: 'st-1', userId: 'u-1' };
  await startRouteData(['subscription'], { ...confirm, params: { subscriptionId: 'sub-1' } });
  expect(calls.map((call) => call.path)).toEqual(['subscription/sub-1']);
  expect(confirm.cache.claimPrefetch(['subscription', 'sub-1'])).toBe(true);

  const cache = createServerDataCache();
  await startRouteData(['subscription-edit'], {
    ...confirm,
    cache,
    params: { subscriptionId: 'sub-1' },
  });
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('catalog/products/p-9'));
  expect(calls.filter((call) => call.path === 'subscription/sub-1')).toHaveLength(2);
  expect(cache.claimPrefetch(['subscription', 'sub-1'])).toBe(true);
  expect(cache.claimPrefetch(['catalog', 'product', 'p-9'])).toBe(true);
});

test('the profile (not a guest-type session’s) and a service, under the keys their pages read', async () => {
  const { calls, cache, context: start } = context('u-1');
  await startRouteData(['profile', 'service'], { ...start, params: { serviceId: 'svc-1' } });
  expect(calls.map((call) => call.path).sort()).toEqual(['auth/profile', 'services/svc-1']);
  expect(cache.claimPrefetch(['profile', 'u-1'])).toBe(true);
  expect(cache.claimPrefetch(['service', 'svc-1'])).toBe(true);
  const guest = context('u-guest');
  await startRouteData(['profile'], { ...guest.context, isGuest: true });
  expect(guest.calls).toHaveLength(0);
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

test('the cart and the checkout’s profile: under the keys the cart page and checkout read', async () => {
  const { calls, cache, context: start } = context('u-1');
  await startRouteData(['cart', 'checkout-profile'], start);
  // The profile and her payers side by side; the payers under the page's one key for them.
  expect(calls.map((call) => call.path).sort()).toEqual([
    'auth/profile',
    'carts/getOrCreate',
    'payers/',
  ]);
  expect(calls.find((call) => call.path === 'carts/getOrCreate')!.query.get('userId')).toBe('u-1');
  expect(
    cache.claimPrefetch(cartKey({ storeId: 'st-1', guestId: getGuestId(), userId: 'u-1' })),
  ).toBe(true);
  expect(cache.claimPrefetch(checkoutProfileKey('u-1', 'st-1'))).toBe(true);
  // The shell's payer check joins that read: no second request.
  await loadStorePayers(start.api, cache, 'u-1', 'st-1');
  expect(calls.filter((call) => call.path === 'payers/')).toHaveLength(1);
});

test('the payment screen: its subscription and the store’s methods, under the key the page reads', async () => {
  const { calls, cache, context: start } = context('u-1');
  await startRouteData(['payment-screen'], { ...start, params: { subscriptionId: 'sub-1' } });
  expect(calls.map((call) => call.path)).toEqual(['subscription/sub-1']);
  expect(cache.claimPrefetch(paymentScreenKey('st-1', 'sub-1'))).toBe(true);
  // Fast checkout's payment step: its id is the subscription's.
  const fast = context('u-1');
  await startRouteData(['payment-screen'], {
    ...fast.context,
    params: { fastCheckoutId: 'sub-2' },
  });
  expect(fast.calls.map((call) => call.path)).toEqual(['subscription/sub-2']);
  expect(fast.cache.claimPrefetch(paymentScreenKey('st-1', 'sub-2'))).toBe(true);
  // No subscription in the path: nothing to read.
  const other = context('u-1');
  await startRouteData(['payment-screen'], { ...other.context, params: {} });
  expect(other.calls).toHaveLength(0);
});

test('a guest-type session reads no cart and no profile (000 §4 "Guest users skip cart loading")', async () => {
  const { calls, context: start } = context('u-guest');
  await startRouteData(['cart', 'checkout-profile'], { ...start, isGuest: true });
  expect(calls).toHaveLength(0);
});

test('each name’s chunk is the one index.ts names (the server hints it from preload.json)', () => {
  const source = readFileSync(join(__dirname, 'index.ts'), 'utf8');
  const named = new Map(
    [
      ...source.matchAll(
        /^ {2}'?([\w-]+)'?: \(\) =>\s+import\(\/\* webpackChunkName: "([\w-]+)" \*\//gm,
      ),
    ].map(([, name, chunk]) => [name, chunk]),
  );
  expect(Object.fromEntries(named)).toEqual(ROUTE_DATA_CHUNKS);
  expect(Object.keys(ROUTE_DATA_CHUNKS).sort()).toEqual([...ROUTE_DATA_NAMES].sort());
  expect(routeDataChunks(['subscriptions', 'cards', 'card-rows', 'wishlist'])).toEqual([
    'route-data-subscriptions',
    'route-data-cards',
  ]);
});
