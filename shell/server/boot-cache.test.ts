import { jest } from '@jest/globals';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PathPrefix } from '@storefront/domain';
import {
  createBootCache,
  createTenantLoader,
  resolvePathPrefix,
  type TenantResult,
} from './boot-cache';
import {
  closeRegistryDatabase,
  rollback,
  useRegistryDatabase,
} from '../../deploy/stack/src/registry.mjs';
import { remotesDocument } from './router';
import { readRegistry } from '../../deploy/stack/src/registry.mjs';
import { createWorld, publishAndPromote, type World } from '../../deploy/stack/src/testing/fixtures.mjs';
import {
  policyRecord,
  storeRecord,
  storesPage,
  templateRecord,
} from '../../deploy/stack/src/testing/sandbox-records.mjs';

describe('createTenantLoader (the one tenant loader, @storefront/state/tenant-loader, through the SDK)', () => {
  const tienda = storeRecord({
    _id: 'st-1',
    name: 'tienda-demo',
    active: true,
    templateId: 'tpl-1',
  });
  const own = storeRecord({
    _id: 'st-2',
    name: 'servicios-demo',
    active: true,
    templateId: 'tpl-2',
    domain: 'servicios-demo.localhost',
  });
  function fakeApi({
    stores = [tienda, own],
    templateStatus = 200,
  }: { stores?: Array<Record<string, unknown>>; templateStatus?: number } = {}) {
    const calls: Array<{ url: string; headers: HeadersInit }> = [];
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, headers: init?.headers ?? {} });
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/v1/stores/') {
        const docs = stores.filter(
          (s) =>
            (searchParams.get('name') ?? s.name) === s.name &&
            (searchParams.get('domain') ?? s.domain) === s.domain,
        );
        return answer(200, { code: 200, data: storesPage(docs) });
      }
      if (pathname.startsWith('/v1/templates/'))
        return templateStatus === 200
          ? answer(200, { code: 200, data: templateRecord(pathname.split('/').pop()) })
          : answer(templateStatus, { code: templateStatus, message: 'x' });
      if (pathname.startsWith('/v1/policies/'))
        return answer(200, { code: 200, data: policyRecord(pathname.split('/').pop()) });
      return answer(404, { code: 404, message: 'Not found' });
    };
    return { calls, load: createTenantLoader({ apiUrl: 'http://sandbox.test/v1', fetch }) };
  }
  const at = (pathname: string, hostname = 'localhost') => resolvePathPrefix({ hostname, pathname });

  test('marketplace: the store named by the first segment, its template and policy', async () => {
    const { load, calls } = fakeApi();
    const result = await load(at('/tienda-demo/catalog'));
    expect(result).toMatchObject({
      kind: 'ok',
      tenant: {
        store: tienda,
        template: { _id: 'tpl-1' },
        policy: { storeId: 'st-1' },
        prefix: '/tienda-demo',
        mode: 'marketplace',
      },
    });
    expect(calls[0]?.url).toBe('http://sandbox.test/v1/stores/?page=1&limit=100&name=tienda-demo');
    expect(calls[0]?.headers).toMatchObject({ 'X-Origin-Type': 'shopper' });
  });

  test('own host: the store by domain, empty prefix', async () => {
    const { load } = fakeApi();
    expect(await load(at('/', 'servicios-demo.localhost'))).toMatchObject({
      kind: 'ok',
      tenant: { store: own, prefix: '', mode: 'own-host' },
    });
  });

  test('no store in the path, unknown, inactive, without template or template 404 → provider home', async () => {
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

  test('a malformed first segment is "store not found", the API not asked', async () => {
    const { load, calls } = fakeApi();
    expect(await load(at('/%E0%A4%A/catalog'))).toEqual({
      kind: 'provider-home',
      reason: 'store not found',
    });
    expect(calls).toEqual([]);
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
    await expect(fakeApi({ templateStatus: 500 }).load(at('/tienda-demo'))).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('createBootCache', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld();
  });
  afterEach(() => world.cleanup());

  /** A fake loader's tenants are not whole ones: only what the cache passes on. */
  type FakeLoader = (location: PathPrefix) => Promise<unknown>;
  function cacheFor({
    loadTenant = async () => ({ kind: 'ok', tenant: {} }),
    now,
  }: { loadTenant?: FakeLoader; now?: () => number } = {}) {
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
      loadTenant: loadTenant as (location: PathPrefix) => Promise<TenantResult>,
      tenantTtlMs: 10_000,
      ...(now ? { now } : {}),
    });
    return { cache, built: () => remotesBuilt };
  }

  test('the remotes document is rebuilt only when the registry changes: a promote and a rollback are seen by the next request', async () => {
    const a = await publishAndPromote(world, 'a');
    const { cache, built } = cacheFor();
    expect((await cache.getRemotes()).remotes[0]?.version).toBe(a);
    await cache.getRemotes();
    expect(built()).toBe(1);

    const b = await publishAndPromote(world, 'b');
    expect((await cache.getRemotes()).remotes[0]?.version).toBe(b);
    await rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', to: a });
    expect((await cache.getRemotes()).remotes[0]?.version).toBe(a);
    expect(built()).toBe(3);
  });

  test("with the registry's database out of reach, the last remotes document read is served", async () => {
    const a = await publishAndPromote(world, 'a');
    const { cache } = cacheFor();
    expect((await cache.getRemotes()).remotes[0]?.version).toBe(a);
    await closeRegistryDatabase(world.cdnDir);
    useRegistryDatabase(world.cdnDir, { url: 'postgres://postgres@127.0.0.1:1/nothing-here' });
    expect((await cache.getRemotes()).remotes[0]?.version).toBe(a);
    // A fresh cache has nothing to fall back on: it says so.
    await expect(cacheFor().cache.getRemotes()).rejects.toThrow();
    await closeRegistryDatabase(world.cdnDir);
    useRegistryDatabase(world.cdnDir, world.registry);
  });

  test('manifests are read from the CDN folder once per version URL; unknown or foreign URLs give null', async () => {
    const a = await publishAndPromote(world, 'a');
    const { cache } = cacheFor();
    const url = `${world.cdnUrl}/mfe-catalog/${a}/mf-manifest.json`;
    const manifest = await cache.getManifest(url);
    expect((manifest?.metaData as { name?: string } | undefined)?.name).toBe('mfe_catalog');
    await fs.rm(path.join(world.cdnDir, 'mfe-catalog', a, 'mf-manifest.json'));
    expect(await cache.getManifest(url)).toBe(manifest); // immutable: kept
    expect(await cache.getManifest(`${world.cdnUrl}/mfe-catalog/nope/mf-manifest.json`)).toBeNull();
    expect(await cache.getManifest(`${world.cdnUrl}/../registry.json`)).toBeNull();
    expect(await cache.getManifest('http://elsewhere.test/mf-manifest.json')).toBeNull();
  });

  test("a version's page-chunks.json is read once; a version without one (an older build) gives null", async () => {
    const a = await publishAndPromote(world, 'a');
    const { cache } = cacheFor();
    const folder = path.join(world.cdnDir, 'mfe-catalog', a);
    const chunks = { js: [], groups: { 'page-Landing': ['page-Landing.1a2b3c4d.js'] } };
    await fs.writeFile(path.join(folder, 'page-chunks.json'), JSON.stringify(chunks));
    const url = `${world.cdnUrl}/mfe-catalog/${a}/mf-manifest.json`;
    expect(await cache.getPageChunks(url)).toEqual(chunks);
    await fs.rm(path.join(folder, 'page-chunks.json'));
    expect(await cache.getPageChunks(url)).toEqual(chunks); // immutable: kept
    expect(await cache.getPageChunks(`${world.cdnUrl}/mfe-catalog/nope/mf-manifest.json`)).toBeNull();
    expect(await cache.getPageChunks('http://elsewhere.test/mf-manifest.json')).toBeNull();
  });

  test('the tenant is fresh for the TTL, then served stale while one refresh runs', async () => {
    let clock = 0;
    let version = 0;
    let release = (): void => {};
    const loadTenant = jest.fn(async () => {
      version += 1;
      if (version === 2) await new Promise<void>((resolve) => (release = resolve));
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
