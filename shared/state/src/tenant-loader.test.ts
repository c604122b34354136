/** @jest-environment node */
import { marketplacePathPrefix, resolvePathPrefix } from '@storefront/domain';
import { ApiError } from '@storefront/sdk';
import { loadAnyTenant, loadTenant, type TenantApi } from './tenant-loader';

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
      list: jest.fn(async () => ({ docs: stores })),
      findByName: jest.fn(async (name: string) => stores.find((s: { name?: string }) => s.name === name) ?? null),
      findByDomain: jest.fn(
        async (domain: string) => stores.find((s: { domain?: string }) => s.domain === domain) ?? null,
      ),
    },
    templates: {
      get: jest.fn(async (id: string) => {
        if (options.template === 'missing') throw new ApiError({ status: 404, code: 404, serverMessage: 'Not found' });
        return { _id: id, styles: { colors: {} } };
      }),
    },
    policies: { get: jest.fn(async (storeId: string) => ({ storeId })) },
  };
}
const asApi = (api: ReturnType<typeof fakeApi>) => api as unknown as TenantApi;
const at = (pathname: string, hostname = 'localhost') => resolvePathPrefix({ hostname, pathname, marketplaceHosts: hosts });

describe('loadTenant (spec 000 §2: the store of the page)', () => {
  it('marketplace mode: the store named by the first path segment, prefix "/{name}"', async () => {
    const api = fakeApi();
    expect(await loadTenant(asApi(api), at('/tienda-demo/catalog'))).toMatchObject({
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

  it('own host: the store found by domain, empty prefix', async () => {
    const api = fakeApi();
    expect(await loadTenant(asApi(api), at('/userpanel/charges', 'servicios-demo.localhost'))).toMatchObject({
      kind: 'ok',
      tenant: { prefix: '', mode: 'own-host', store: { _id: 'st-servicios-demo' } },
    });
    expect(api.stores.findByDomain).toHaveBeenCalledWith('servicios-demo.localhost');
  });

  it('no store in the path, a missing or inactive store, or no template → provider home, with the reason', async () => {
    const home = (reason: string) => ({ kind: 'provider-home', reason });
    expect(await loadTenant(asApi(fakeApi()), at('/'))).toEqual(home('no store in the path'));
    expect(await loadTenant(asApi(fakeApi()), at('/no-existe'))).toEqual(home('store not found'));
    expect(await loadTenant(asApi(fakeApi({ stores: [{ ...tienda, active: false }] })), at('/tienda-demo'))).toEqual(
      home('store not found'),
    );
    expect(await loadTenant(asApi(fakeApi({ stores: [{ ...tienda, templateId: null }] })), at('/tienda-demo'))).toEqual(
      home('store without template'),
    );
    expect(await loadTenant(asApi(fakeApi({ template: 'missing' })), at('/tienda-demo'))).toEqual(home('template not found'));
  });

  it('a malformed first segment is "store not found", without asking the API (never a failure)', async () => {
    const api = fakeApi();
    expect(await loadTenant(asApi(api), marketplacePathPrefix('/%E0%A4%A/paymentLink/x'))).toEqual({
      kind: 'provider-home',
      reason: 'store not found',
    });
    expect(api.stores.findByName).not.toHaveBeenCalled();
  });

  it('an API failure other than a missing template is thrown (the caller shows its error)', async () => {
    const api = fakeApi();
    api.policies.get.mockRejectedValueOnce(new ApiError({ status: 500, code: 500, serverMessage: 'boom' }));
    await expect(loadTenant(asApi(api), at('/tienda-demo'))).rejects.toThrow();
  });
});

describe('loadAnyTenant (the server render warm-up: any store that can be served)', () => {
  it('the first active store with a template, as its marketplace page', async () => {
    const api = fakeApi({ stores: [{ ...tienda, name: 'cerrada', active: false }, { ...servicios, name: 'mi tienda' }] });
    expect(await loadAnyTenant(asApi(api))).toMatchObject({
      kind: 'ok',
      tenant: { prefix: '/mi%20tienda', mode: 'marketplace', store: { name: 'mi tienda' } },
    });
  });
  it('none → provider home ("no store")', async () => {
    expect(await loadAnyTenant(asApi(fakeApi({ stores: [] })))).toEqual({ kind: 'provider-home', reason: 'no store' });
  });
});
