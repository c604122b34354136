/** @jest-environment node */
import { ApiError } from '@storefront/sdk';
import { loadTenant } from './load-tenant';

const hosts = ['localhost', '127.0.0.1'];
const tienda = { _id: 'st-tienda-demo', name: 'tienda-demo', active: true, templateId: 'tpl-1' };
const servicios = {
  _id: 'st-servicios-demo',
  name: 'servicios-demo',
  active: true,
  templateId: 'tpl-2',
  domain: 'servicios-demo.localhost',
};

function fakeApi(options: { stores?: object[]; template?: 'ok' | 'missing' } = {}) {
  const stores = options.stores ?? [tienda, servicios];
  return {
    stores: {
      findByName: jest.fn(
        async (name: string) => stores.find((s: { name?: string }) => s.name === name) ?? null,
      ),
      findByDomain: jest.fn(
        async (domain: string) =>
          stores.find((s: { domain?: string }) => s.domain === domain) ?? null,
      ),
    },
    templates: {
      get: jest.fn(async (id: string) => {
        if (options.template === 'missing')
          throw new ApiError({ status: 404, code: 404, serverMessage: 'Not found' });
        return { _id: id, styles: { colors: {} } };
      }),
    },
    policies: { get: jest.fn(async (storeId: string) => ({ storeId })) },
  };
}
type Api = Parameters<typeof loadTenant>[0];

test('marketplace mode: the store named by the first path segment, prefix "/{name}"', async () => {
  const api = fakeApi();
  const result = await loadTenant(api as unknown as Api, {
    hostname: 'localhost',
    pathname: '/tienda-demo/catalog',
    marketplaceHosts: hosts,
  });
  expect(result).toMatchObject({
    kind: 'ok',
    tenant: {
      prefix: '/tienda-demo',
      mode: 'marketplace',
      store: { _id: 'st-tienda-demo' },
      template: { _id: 'tpl-1' },
      policy: { storeId: 'st-tienda-demo' },
    },
  });
  expect(api.stores.findByName).toHaveBeenCalledWith('tienda-demo');
});

test('own host: the store found by domain, empty prefix', async () => {
  const api = fakeApi();
  const result = await loadTenant(api as unknown as Api, {
    hostname: 'servicios-demo.localhost',
    pathname: '/userpanel/charges',
    marketplaceHosts: hosts,
  });
  expect(result).toMatchObject({
    kind: 'ok',
    tenant: { prefix: '', mode: 'own-host', store: { _id: 'st-servicios-demo' } },
  });
  expect(api.stores.findByDomain).toHaveBeenCalledWith('servicios-demo.localhost');
});

test('no store in the path, a missing or inactive store, or no template → provider home', async () => {
  const home = { kind: 'provider-home' };
  expect(
    await loadTenant(fakeApi() as unknown as Api, {
      hostname: 'localhost',
      pathname: '/',
      marketplaceHosts: hosts,
    }),
  ).toMatchObject(home);
  expect(
    await loadTenant(fakeApi() as unknown as Api, {
      hostname: 'localhost',
      pathname: '/no-existe',
      marketplaceHosts: hosts,
    }),
  ).toMatchObject(home);
  expect(
    await loadTenant(fakeApi({ stores: [{ ...tienda, active: false }] }) as unknown as Api, {
      hostname: 'localhost',
      pathname: '/tienda-demo',
      marketplaceHosts: hosts,
    }),
  ).toMatchObject(home);
  expect(
    await loadTenant(fakeApi({ stores: [{ ...tienda, templateId: null }] }) as unknown as Api, {
      hostname: 'localhost',
      pathname: '/tienda-demo',
      marketplaceHosts: hosts,
    }),
  ).toMatchObject(home);
  expect(
    await loadTenant(fakeApi({ template: 'missing' }) as unknown as Api, {
      hostname: 'localhost',
      pathname: '/tienda-demo',
      marketplaceHosts: hosts,
    }),
  ).toMatchObject(home);
});
