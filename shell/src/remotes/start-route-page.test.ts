// The route a client-rendered visit opens on starts its page's code and data before the shell's
// first render (issue 15), and only when the shopper will see that page.
import type { ComponentType } from 'react';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { createServerDataCache, type RoutePrefetch, type Session } from '@storefront/state';
import { parseRemotesManifest } from '../federation/remotes-manifest';
import { buildRouteTable } from '../routing/route-table';
import { ANA, makeTenant } from '../test/fixtures';
import { startRoutePage, type RoutePageStart } from './start-route-page';
import { expectConsoleWarn } from '@storefront/config/jest-console';

const routes = buildRouteTable(
  parseRemotesManifest({
    remotes: [
      {
        name: 'mfe_account',
        manifestUrl: 'http://cdn/mfe-account/1/mf-manifest.json',
        lastKnownGood: null,
        routes: [
          {
            path: 'userpanel/subscriptions',
            name: 'Subscriptions',
            access: 'auth',
            title: 'Mis suscripciones',
          },
          {
            path: 'userpanel/charges/:chargeId',
            name: 'ShowCharge',
            access: 'auth',
            title: 'Cobro',
          },
        ],
      },
    ],
  }),
  'marketplace',
);

const ana: Session = {
  user: { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' },
  isGuest: false,
};

function setup(overrides: Partial<RoutePageStart> = {}) {
  const preload = jest.fn(() => Promise.resolve());
  const page = Object.assign((() => null) as ComponentType, { preload });
  const load = jest.fn(() =>
    Promise.resolve({ 'userpanel/subscriptions': page, 'userpanel/charges/:chargeId': page }),
  );
  const prefetch = jest.fn<ReturnType<RoutePrefetch>, Parameters<RoutePrefetch>>();
  const prefetchOf = jest.fn(() => prefetch);
  const start: RoutePageStart = {
    routes,
    tenant: makeTenant(),
    session: ana,
    api: createApi({
      baseUrl: 'http://api/v1',
      tokens: createMemoryTokenStore(),
      fetch: jest.fn(),
    }),
    cache: createServerDataCache(),
    location: { pathname: '/tienda-demo/userpanel/subscriptions', search: '' },
    load,
    prefetchOf,
    ...overrides,
  };
  return { start, load, preload, prefetch, prefetchOf };
}

test("starts the page's code and its remote's prefetch with the store, user, params and cache", async () => {
  const { start, load, preload, prefetch, prefetchOf } = setup({
    location: { pathname: '/tienda-demo/userpanel/charges/ch-7', search: '?x=1' },
  });
  await startRoutePage(start);
  expect(load).toHaveBeenCalledWith('mfe_account');
  expect(preload).toHaveBeenCalledTimes(1);
  expect(prefetchOf).toHaveBeenCalledWith('mfe_account', 'userpanel/charges/:chargeId');
  expect(prefetch).toHaveBeenCalledWith({
    api: start.api,
    cache: start.cache,
    storeId: 'st-tienda-demo',
    userId: 'u-ana',
    params: { chargeId: 'ch-7' },
  });
});

test('starts nothing for a page the shopper will not see: a visitor on a signed-in route, a service store', async () => {
  const visitor = setup({ session: null });
  await startRoutePage(visitor.start);
  expect(visitor.load).not.toHaveBeenCalled();

  const service = setup({ tenant: makeTenant({ serviceType: 'service' }) });
  await startRoutePage(service.start); // userpanel/subscriptions → userpanel/charges
  expect(service.load).not.toHaveBeenCalled();

  const shellRoute = setup({ location: { pathname: '/tienda-demo/login', search: '' } });
  await startRoutePage(shellRoute.start);
  expect(shellRoute.load).not.toHaveBeenCalled();
});

test('a remote that fails to load, or a prefetch that throws, is left to the page (never rejects)', async () => {
  expectConsoleWarn('[shell] mfe_account "userpanel/subscriptions": prefetch failed');
  const warn = jest.spyOn(console, 'warn');
  const down = setup({ load: jest.fn(() => Promise.reject(new Error('404'))) });
  await expect(startRoutePage(down.start)).resolves.toBeUndefined();
  expect(down.prefetchOf).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled(); // the page reports its own failure when it renders

  const broken = setup();
  broken.prefetch.mockImplementation(() => {
    throw new Error('bug');
  });
  await expect(startRoutePage(broken.start)).resolves.toBeUndefined();
  expect(broken.preload).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(
    '[shell] mfe_account "userpanel/subscriptions": prefetch failed',
    expect.any(Error),
  );
  warn.mockRestore();
});
