// The route a client-rendered visit opens on starts its page's data and code before the shell's
// first render (issues 15, 41: the data without waiting for the remote), and only when the shopper
// will see that page.
import type { ComponentType } from 'react';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { createServerDataCache, type Session } from '@storefront/state';
import { parseRemotesManifest } from '../federation/remotes-manifest';
import { buildRouteTable } from '../routing/route-table';
import { ANA, makeTenant } from '../test/fixtures';
import { startRoutePage, type RoutePageStart } from './start-route-page';

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
            data: ['subscriptions', 'cards'],
          },
          {
            path: 'userpanel/charges/:chargeId',
            name: 'ShowCharge',
            access: 'auth',
            title: 'Cobro',
            data: ['charge'],
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
  const startData = jest.fn(() => Promise.resolve());
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
    startData,
    ...overrides,
  };
  return { start, load, preload, startData };
}

test("starts the route's declared data with the store, user, params and cache, and the page's code", async () => {
  const { start, load, preload, startData } = setup({
    location: { pathname: '/tienda-demo/userpanel/charges/ch-7', search: '?x=1' },
  });
  await startRoutePage(start);
  expect(startData).toHaveBeenCalledWith(['charge'], {
    api: start.api,
    cache: start.cache,
    storeId: 'st-tienda-demo',
    userId: 'u-ana',
    isGuest: false,
    params: { chargeId: 'ch-7' },
  });
  expect(load).toHaveBeenCalledWith('mfe_account');
  expect(preload).toHaveBeenCalledTimes(1);
});

test("the data goes out first: the remote's code is asked for once its loads have started (issue 41)", async () => {
  let started: () => void = () => {};
  const startData = jest.fn(() => new Promise<void>((resolve) => (started = resolve)));
  const { start, load } = setup({ startData });
  const done = startRoutePage(start);
  expect(startData).toHaveBeenCalledWith(['subscriptions', 'cards'], expect.anything());
  expect(load).not.toHaveBeenCalled();
  started();
  await done;
  expect(load).toHaveBeenCalledWith('mfe_account');
});

test('starts nothing for a page the shopper will not see: a visitor on a signed-in route, a service store', async () => {
  const visitor = setup({ session: null });
  await startRoutePage(visitor.start);
  expect(visitor.load).not.toHaveBeenCalled();
  expect(visitor.startData).not.toHaveBeenCalled();

  const service = setup({ tenant: makeTenant({ serviceType: 'service' }) });
  await startRoutePage(service.start); // userpanel/subscriptions → userpanel/charges
  expect(service.load).not.toHaveBeenCalled();
  expect(service.startData).not.toHaveBeenCalled();

  const shellRoute = setup({ location: { pathname: '/tienda-demo/login', search: '' } });
  await startRoutePage(shellRoute.start);
  expect(shellRoute.load).not.toHaveBeenCalled();
});

test('a remote that fails to load is left to the page (never rejects); its data still goes out', async () => {
  const warn = jest.spyOn(console, 'warn');
  const down = setup({ load: jest.fn(() => Promise.reject(new Error('404'))) });
  await expect(startRoutePage(down.start)).resolves.toBeUndefined();
  expect(down.startData).toHaveBeenCalledTimes(1);
  expect(warn).not.toHaveBeenCalled(); // the page reports its own failure when it renders
  warn.mockRestore();
});
