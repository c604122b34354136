// The browser-rendered page's start (issue 41): the API, the store and the route table, and the
// opened page's declared data on the network before any boot chunk or remote code is needed.
import { waitFor } from '@testing-library/react';
import { serverDataCacheAtom, sessionAtom, tenantAtom } from '@storefront/state';
import { createFakeFetch, ok } from '@storefront/state/testing';
import { parseRemotesManifest } from '../federation/remotes-manifest';
import { ANA, fakeJwt, makeTenant } from '../test/fixtures';
import { parseRuntimeConfig } from './runtime-config';
import { startPage } from './page-start';

const config = parseRuntimeConfig({
  apiBaseUrl: 'http://api/v1',
  providerHomeUrl: 'http://provider',
});
const manifest = parseRemotesManifest({
  remotes: [
    {
      name: 'mfe_account',
      manifestUrl: 'http://cdn/mfe-account/1/mf-manifest.json',
      lastKnownGood: null,
      routes: [
        {
          path: 'userpanel/orders',
          name: 'Orders',
          access: 'auth',
          title: 'Mis órdenes',
          data: ['orders'],
        },
      ],
    },
  ],
});
const at = (pathname: string) => ({ pathname, search: '' });

// The page's API calls the global fetch (jsdom has none): the fake answers every read empty.
let calls: { path: string }[] = [];
beforeEach(() => {
  const fake = createFakeFetch(() => ok({ docs: [], page: 1, pages: 1 }));
  calls = fake.calls;
  Object.assign(globalThis, { fetch: fake.fetch });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
  localStorage.clear();
});

const requested = () => calls.map((call) => call.path);

test("a signed-in shopper's page: the store holds tenant and session, and the page's data is asked for", async () => {
  localStorage.setItem('accessToken', fakeJwt(ANA));
  const tenant = makeTenant();
  const page = startPage({ config, manifest, tenant }, at('/tienda-demo/userpanel/orders'));
  expect(page.session?.user.userId).toBe('u-ana');
  expect(page.store.get(sessionAtom)).toBe(page.session);
  expect(page.store.get(tenantAtom)).toBe(tenant);
  await page.dataStarted;
  await waitFor(() => expect(requested()).toEqual(['delivery/']));
  // Under the key the orders page reads: the page joins this load.
  const cache = page.store.get(serverDataCacheAtom);
  expect(cache.claimPrefetch(['orders', 'u-ana', 'st-tienda-demo'])).toBe(true);
});

test('a visitor, or a page that declares nothing, asks for nothing', async () => {
  const visitor = startPage(
    { config, manifest, tenant: makeTenant() },
    at('/tienda-demo/userpanel/orders'),
  );
  await visitor.dataStarted;
  localStorage.setItem('accessToken', fakeJwt(ANA));
  const login = startPage({ config, manifest, tenant: makeTenant() }, at('/tienda-demo/login'));
  expect(login.session).not.toBeNull();
  await login.dataStarted;
  expect(requested()).toEqual([]);
});
