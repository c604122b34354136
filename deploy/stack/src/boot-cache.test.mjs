import { jest } from '@jest/globals';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createBootCache, createTenantLoader, resolvePathPrefix } from './boot-cache.mjs';
import { rollback } from './registry.mjs';
import { remotesDocument } from './shell-server.mjs';
import { readRegistry } from './registry.mjs';
import { createWorld, publishAndPromote } from './testing/fixtures.mjs';

describe('resolvePathPrefix (the rules of @storefront/domain path-prefix.ts)', () => {
  test.each([
    [
      { hostname: 'localhost', pathname: '/tienda-demo/catalog' },
      { mode: 'marketplace', prefix: '/tienda-demo', storeName: 'tienda-demo' },
    ],
    [
      { hostname: '127.0.0.1', pathname: '/' },
      { mode: 'marketplace', prefix: '' },
    ],
    [
      { hostname: 'localhost', pathname: '/mi%20tienda' },
      { mode: 'marketplace', prefix: '/mi%20tienda', storeName: 'mi tienda' },
    ],
    [
      { hostname: 'localhost', pathname: '/%E0%A4%A' },
      { mode: 'marketplace', prefix: '/%E0%A4%A', storeName: '%E0%A4%A' },
    ],
    [
      { hostname: 'Servicios-Demo.localhost', pathname: '/catalog' },
      { mode: 'own-host', prefix: '', domain: 'servicios-demo.localhost' },
    ],
    [
      { hostname: 'market.example.cl', pathname: '/x', marketplaceHosts: ['MARKET.example.cl'] },
      { mode: 'marketplace', prefix: '/x', storeName: 'x' },
    ],
  ])('%j → %j', (input, expected) => expect(resolvePathPrefix(input)).toEqual(expected));
});

describe('createTenantLoader (the rules of shell/src/tenant/load-tenant.ts)', () => {
  const tienda = { _id: 'st-1', name: 'tienda-demo', active: true, templateId: 'tpl-1' };
  const own = {
    _id: 'st-2',
    name: 'servicios-demo',
    active: true,
    templateId: 'tpl-2',
    domain: 'servicios-demo.localhost',
  };
  function fakeApi({ stores = [tienda, own], templateStatus = 200 } = {}) {
    const calls = [];
    const answer = (status, body) => new Response(JSON.stringify(body), { status });
    const fetch = async (url) => {
      calls.push(url);
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/v1/stores/') {
        const docs = stores.filter(
          (s) =>
            (searchParams.get('name') ?? s.name) === s.name &&
            (searchParams.get('domain') ?? s.domain) === s.domain,
        );
        return answer(200, { code: 200, data: { docs } });
      }
      if (pathname.startsWith('/v1/templates/'))
        return templateStatus === 200
          ? answer(200, { code: 200, data: { _id: pathname.split('/').pop() } })
          : answer(templateStatus, { code: templateStatus, message: 'x' });
      if (pathname.startsWith('/v1/policies/'))
        return answer(200, { code: 200, data: { storeId: pathname.split('/').pop() } });
      return answer(404, { code: 404, message: 'Not found' });
    };
    return { calls, load: createTenantLoader({ apiUrl: 'http://sandbox.test/v1', fetch }) };
  }

  test('marketplace: the store named by the first segment, its template and policy', async () => {
    const { load, calls } = fakeApi();
    const result = await load(
      resolvePathPrefix({ hostname: 'localhost', pathname: '/tienda-demo/catalog' }),
    );
    expect(result).toEqual({
      kind: 'ok',
      tenant: {
        store: tienda,
        template: { _id: 'tpl-1' },
        policy: { storeId: 'st-1' },
        prefix: '/tienda-demo',
        mode: 'marketplace',
      },
    });
    expect(calls[0]).toBe('http://sandbox.test/v1/stores/?page=1&limit=100&name=tienda-demo');
  });

  test('own host: the store by domain, empty prefix', async () => {
    const { load } = fakeApi();
    const result = await load(
      resolvePathPrefix({ hostname: 'servicios-demo.localhost', pathname: '/' }),
    );
    expect(result).toMatchObject({
      kind: 'ok',
      tenant: { store: own, prefix: '', mode: 'own-host' },
    });
  });

  test('no store in the path, unknown, inactive, without template or template 404 → provider home', async () => {
    const at = (pathname) => resolvePathPrefix({ hostname: 'localhost', pathname });
    expect(await fakeApi().load(at('/'))).toEqual({
      kind: 'provider-home',
      reason: 'no store in the path',
    });
    expect((await fakeApi().load(at('/otra'))).kind).toBe('provider-home');
    expect(
      (await fakeApi({ stores: [{ ...tienda, active: false }] }).load(at('/tienda-demo'))).kind,
    ).toBe('provider-home');
    expect(
      (await fakeApi({ stores: [{ ...tienda, templateId: null }] }).load(at('/tienda-demo'))).kind,
    ).toBe('provider-home');
    expect(await fakeApi({ templateStatus: 404 }).load(at('/tienda-demo'))).toEqual({
      kind: 'provider-home',
      reason: 'template not found',
    });
  });

  test('any store (the server render’s warm-up): the first active one with a template', async () => {
    const inactive = { ...tienda, _id: 'st-0', name: 'cerrada', active: false };
    const { load } = fakeApi({ stores: [inactive, { ...own, templateId: null }, tienda] });
    expect(await load({ mode: 'any' })).toMatchObject({
      kind: 'ok',
      tenant: { store: tienda, prefix: '/tienda-demo', mode: 'marketplace' },
    });
    expect(await fakeApi({ stores: [inactive] }).load({ mode: 'any' })).toEqual({
      kind: 'provider-home',
      reason: 'no store',
    });
  });

  test('any other API failure is an error (the page boots without boot data)', async () => {
    await expect(
      fakeApi({ templateStatus: 500 }).load(
        resolvePathPrefix({ hostname: 'localhost', pathname: '/tienda-demo' }),
      ),
    ).rejects.toThrow('HTTP 500');
  });
});

describe('createBootCache', () => {
  let world;
  beforeEach(async () => {
    world = await createWorld();
  });
  afterEach(() => world.cleanup());

  function cacheFor({ loadTenant = async () => ({ kind: 'ok', tenant: {} }), now } = {}) {
    let remotesBuilt = 0;
    const cache = createBootCache({
      cdnDir: world.cdnDir,
      cdnUrl: world.cdnUrl,
      loadRemotes: async () => {
        remotesBuilt += 1;
        return remotesDocument({
          registry: await readRegistry(world.cdnDir),
          cdnDir: world.cdnDir,
          cdnUrl: world.cdnUrl,
        });
      },
      loadTenant,
      tenantTtlMs: 10_000,
      ...(now ? { now } : {}),
    });
    return { cache, built: () => remotesBuilt };
  }

  test('the remotes document is rebuilt only when the registry changes: a promote and a rollback are seen by the next request', async () => {
    const a = await publishAndPromote(world, 'a');
    const { cache, built } = cacheFor();
    expect((await cache.getRemotes()).remotes[0].version).toBe(a);
    await cache.getRemotes();
    expect(built()).toBe(1);

    const b = await publishAndPromote(world, 'b');
    expect((await cache.getRemotes()).remotes[0].version).toBe(b);
    await rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', to: a });
    expect((await cache.getRemotes()).remotes[0].version).toBe(a);
    expect(built()).toBe(3);
  });

  test('manifests are read from the CDN folder once per version URL; unknown or foreign URLs give null', async () => {
    const a = await publishAndPromote(world, 'a');
    const { cache } = cacheFor();
    const url = `${world.cdnUrl}/mfe-catalog/${a}/mf-manifest.json`;
    const manifest = await cache.getManifest(url);
    expect(manifest.metaData.name).toBe('mfe_catalog');
    await fs.rm(path.join(world.cdnDir, 'mfe-catalog', a, 'mf-manifest.json'));
    expect(await cache.getManifest(url)).toBe(manifest); // immutable: kept
    expect(await cache.getManifest(`${world.cdnUrl}/mfe-catalog/nope/mf-manifest.json`)).toBeNull();
    expect(await cache.getManifest(`${world.cdnUrl}/../registry.json`)).toBeNull();
    expect(await cache.getManifest('http://elsewhere.test/mf-manifest.json')).toBeNull();
  });

  test('the tenant is fresh for the TTL, then served stale while one refresh runs', async () => {
    let clock = 0;
    let version = 0;
    let release;
    const loadTenant = jest.fn(async () => {
      version += 1;
      if (version === 2) await new Promise((resolve) => (release = resolve));
      return { kind: 'ok', tenant: { version } };
    });
    const { cache } = cacheFor({ loadTenant, now: () => clock });
    const where = resolvePathPrefix({ hostname: 'localhost', pathname: '/tienda-demo' });
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { version: 1 } });
    clock = 9_999;
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { version: 1 } });
    expect(loadTenant).toHaveBeenCalledTimes(1);

    clock = 10_000; // stale: answered at once with the old value, one refresh started
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { version: 1 } });
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { version: 1 } });
    expect(loadTenant).toHaveBeenCalledTimes(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { version: 2 } });
  });

  test('a failed first load is not cached; a failed refresh keeps the stale tenant', async () => {
    let clock = 0;
    let fail = true;
    const loadTenant = jest.fn(async () => {
      if (fail) throw new Error('sandbox down');
      return { kind: 'ok', tenant: { ok: true } };
    });
    const { cache } = cacheFor({ loadTenant, now: () => clock });
    const where = resolvePathPrefix({ hostname: 'servicios-demo.localhost', pathname: '/' });
    await expect(cache.getTenant(where)).rejects.toThrow('sandbox down');
    fail = false;
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { ok: true } });
    fail = true;
    clock = 60_000;
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { ok: true } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getTenant(where)).toEqual({ kind: 'ok', tenant: { ok: true } });
  });
});
