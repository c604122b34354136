import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  canarySecret,
  cohortOf,
  createCanaryWatch,
  newBrowserId,
  signedBrowserId,
} from '../../deploy/stack/src/canary.mjs';
import { promote, readRegistry } from '../../deploy/stack/src/registry.mjs';
import { configDocument, createShellServer, remotesDocument } from './router';
import { stackConfig } from '../../deploy/stack/src/ports.mjs';
import { close, listen } from '../../deploy/stack/src/static-files.mjs';
import {
  createWorld,
  publishAndPromote,
  publishOnly,
  type World,
} from '../../deploy/stack/src/testing/fixtures.mjs';

let world: World;
let shellUrl: string;
let server: Server;
const config = configDocument(stackConfig({ SANDBOX_PORT: '14000' }, '/repo'));

beforeEach(async () => {
  world = await createWorld();
  const shellDist = path.join(world.root, 'shell-dist');
  await fs.mkdir(path.join(shellDist, 'static'), { recursive: true });
  await fs.writeFile(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  await fs.writeFile(path.join(shellDist, 'static/main.0123abcd.js'), 'console.log(1)');
  server = await listen(
    createShellServer({ shellDist, cdnDir: world.cdnDir, cdnUrl: world.cdnUrl, config }),
    0,
  );
  shellUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await close(server);
  await world.cleanup();
});

describe('/remotes.json', () => {
  test('lists each live remote with its manifest, last-known-good and routes, never cached', async () => {
    const a = await publishAndPromote(world, 'a');
    const b = await publishAndPromote(world, 'b');
    const response = await fetch(`${shellUrl}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remotes: [
        {
          name: 'mfe_catalog',
          package: 'mfe-catalog',
          version: b,
          manifestUrl: `${world.cdnUrl}/mfe-catalog/${b}/mf-manifest.json`,
          lastKnownGood: {
            version: a,
            manifestUrl: `${world.cdnUrl}/mfe-catalog/${a}/mf-manifest.json`,
          },
          routes: [
            { path: '', name: 'Landing', access: 'public', title: 'Inicio' },
            { path: 'catalog', name: 'Catalog', access: 'public', title: 'Catálogo' },
          ],
        },
      ],
    });
  });

  test('a promote reaches the next request; lastKnownGood is null without a previous version', async () => {
    expect(await (await fetch(`${shellUrl}/remotes.json`)).json()).toEqual({ remotes: [] });
    const a = await publishAndPromote(world, 'a');
    const [remote] = (await (await fetch(`${shellUrl}/remotes.json`)).json()).remotes;
    expect(remote).toMatchObject({ version: a, lastKnownGood: null });
  });

  test('a preview cookie of a published version gets that version, with no last-known-good', async () => {
    const a = await publishAndPromote(world, 'a');
    const b = await publishOnly(world, 'b');
    const remoteFor = async (cookie: string) => {
      const response = await fetch(`${shellUrl}/remotes.json`, { headers: { cookie } });
      expect(response.headers.get('vary')).toBe('Cookie');
      return (await response.json()).remotes[0];
    };
    expect(await remoteFor(`storefront_preview=mfe-catalog@${b}`)).toMatchObject({
      version: b,
      manifestUrl: `${world.cdnUrl}/mfe-catalog/${b}/mf-manifest.json`,
      lastKnownGood: null,
    });
    // Not published: the live document; and the preview changed nothing for anyone else.
    expect(await remoteFor('storefront_preview=mfe-catalog@0.1.0-00000000')).toMatchObject({
      version: a,
    });
    expect(await remoteFor('')).toMatchObject({ version: a });
  });

  test('a canary: a browser gets a sticky id; its cohort picks the canary or the live version', async () => {
    const a = await publishAndPromote(world, 'a');
    const c = await publishOnly(world, 'c');
    // No canary: no cookie for anyone.
    expect((await fetch(`${shellUrl}/remotes.json`)).headers.get('set-cookie')).toBeNull();
    await promote({
      cdnDir: world.cdnDir,
      cdnUrl: world.cdnUrl,
      remote: 'mfe-catalog',
      version: c,
      canary: 50,
    });
    const first = await fetch(`${shellUrl}/remotes.json`);
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^storefront_canary=[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{22}$/);
    const id = cookie.split('=')[1]!.split('.')[0]!;
    const expected = cohortOf(id) < 50 ? c : a;
    expect((await first.json()).remotes[0].version).toBe(expected);
    // Sticky: the same browser gets the same version, and no new id.
    const again = await fetch(`${shellUrl}/remotes.json`, { headers: { cookie } });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await again.json()).remotes[0].version).toBe(expected);
    // Signed ids on both sides of the share.
    const secret = await canarySecret(world.cdnDir);
    const inCohort = (want: boolean) => {
      for (;;) {
        const candidate = newBrowserId();
        if (cohortOf(candidate) < 50 === want) return signedBrowserId(secret, candidate);
      }
    };
    // A made-up id is no id: the browser is given a signed one of its own.
    const madeUp = await fetch(`${shellUrl}/remotes.json`, {
      headers: { cookie: `storefront_canary=${newBrowserId()}` },
    });
    expect(madeUp.headers.get('set-cookie')).toMatch(/^storefront_canary=[^;]+\.[^;]+;/);
    const canaryRemote = async (browser: string) =>
      (
        await (
          await fetch(`${shellUrl}/remotes.json`, {
            headers: { cookie: `storefront_canary=${browser}` },
          })
        ).json()
      ).remotes[0];
    expect(await canaryRemote(inCohort(true))).toMatchObject({
      version: c,
      lastKnownGood: { version: a },
    });
    expect(await canaryRemote(inCohort(false))).toMatchObject({ version: a });
  });

  test('POST /telemetry: failure reports reach the canary watch, which rolls the canary back', async () => {
    const a = await publishAndPromote(world, 'a');
    const c = await publishOnly(world, 'c');
    await promote({
      cdnDir: world.cdnDir,
      cdnUrl: world.cdnUrl,
      remote: 'mfe-catalog',
      version: c,
      canary: 100,
    });
    const watch = createCanaryWatch({ cdnDir: world.cdnDir, minBrowsers: 2, log: () => {} });
    const watched = await listen(
      createShellServer({
        shellDist: path.join(world.root, 'shell-dist'),
        cdnDir: world.cdnDir,
        cdnUrl: world.cdnUrl,
        config,
        canaryWatch: watch,
      }),
      0,
    );
    const url = `http://localhost:${watched.address().port}`;
    try {
      const report = (browser: string, body: string) =>
        fetch(`${url}/telemetry`, {
          method: 'POST',
          headers: { cookie: `storefront_canary=${browser}`, 'content-type': 'text/plain' },
          body,
        });
      const failure = JSON.stringify({ remote: 'mfe_catalog', version: c, kind: 'failed' });
      const secret = await canarySecret(world.cdnDir);
      const [x, y] = ['x', 'y'].map((letter) => signedBrowserId(secret, letter.repeat(22))) as [
        string,
        string,
      ];
      expect((await report(x, 'not json')).status).toBe(204);
      // Ids the stack did not sign: dropped, however many.
      for (const forged of ['f', 'g', 'h'])
        expect((await report(forged.repeat(22), failure)).status).toBe(204);
      expect((await report(x, failure)).status).toBe(204);
      expect(
        (await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']?.canary,
      ).toBeTruthy();
      expect((await report(y, failure)).status).toBe(204);
      expect((await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']).toEqual({
        version: a,
        previous: [],
      });
      // The next page load gets the live version, and no canary cookie is handed out any more.
      const next = await fetch(`${url}/remotes.json`);
      expect(next.headers.get('set-cookie')).toBeNull();
      expect((await next.json()).remotes[0].version).toBe(a);
    } finally {
      await close(watched);
    }
  });

  test('keeps a remote routes when its CDN folder is unreachable', async () => {
    await publishAndPromote(world, 'a');
    await fs.rename(
      path.join(world.cdnDir, 'mfe-catalog'),
      path.join(world.cdnDir, 'mfe-catalog.aside'),
    );
    const [remote] = (await (await fetch(`${shellUrl}/remotes.json`)).json()).remotes;
    expect(remote.routes.map((r: { path: string }) => r.path)).toEqual(['', 'catalog']);
  });

  test('reads routes.json from the version folder when the registry has no routes (older registries)', async () => {
    const a = await publishAndPromote(world, 'a');
    const registry = await readRegistry(world.cdnDir);
    delete registry.published['mfe-catalog']?.[a]?.routes;
    const doc = await remotesDocument({
      registry,
      cdnDir: world.cdnDir,
      cdnUrl: `${world.cdnUrl}/`,
    });
    expect(doc.remotes[0]?.routes).toHaveLength(2);
    expect(doc.remotes[0]?.manifestUrl).toBe(`${world.cdnUrl}/mfe-catalog/${a}/mf-manifest.json`);
  });

  test('lists remotes in a fixed order and skips those with nothing live', async () => {
    const registry = {
      environments: {
        local: {
          'mfe-payments': { version: '0.1.0-bbbbbbbb', previous: [] },
          'mfe-catalog': { version: '0.1.0-aaaaaaaa', previous: [] },
        },
      },
      published: {},
    };
    const doc = await remotesDocument({ registry, cdnDir: world.cdnDir, cdnUrl: 'http://cdn' });
    expect(doc.remotes.map((r) => [r.name, r.routes])).toEqual([
      ['mfe_catalog', []],
      ['mfe_payments', []],
    ]);
  });
});

describe('/config.json', () => {
  test('gives the runtime URLs from the environment', async () => {
    const response = await fetch(`${shellUrl}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      apiBaseUrl: 'http://localhost:14000/v1',
      sandboxUrl: 'http://localhost:14000',
      providerHomeUrl: 'http://localhost:14000/sandbox/home',
      marketplaceHosts: ['localhost', '127.0.0.1'],
      thirdParties: {
        holidaysUrl: 'http://localhost:14000/sandbox/holidays',
        googleAuthorizeUrl: 'http://localhost:14000/sandbox/google/authorize',
        mapsApiKey: null,
        analytics: { url: 'http://localhost:14000/sandbox/segment/v1', writeKey: 'sandbox' },
      },
    });
  });
});

describe('SPA fallback and files', () => {
  test.each([
    '/',
    '/tienda-demo',
    '/tienda-demo/userpanel/cards',
    '/tienda-demo/products/TD-0001',
    '/no/such/page',
  ])('%s answers index.html, not cached', async (urlPath) => {
    const response = await fetch(`${shellUrl}${urlPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  test('answers index.html on a store own host (any Host header)', async () => {
    const response = await fetch(`${shellUrl}/userpanel/charges`, {
      headers: { Host: 'servicios-demo.localhost' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
  });

  test('serves hashed assets with a long cache and 404s missing ones', async () => {
    const asset = await fetch(`${shellUrl}/static/main.0123abcd.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await fetch(`${shellUrl}/static/missing.0123abcd.js`)).status).toBe(404);
  });

  test('never serves files outside the build', async () => {
    const response = await fetch(`${shellUrl}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });
});

test('every answer carries the security headers: the SPA route, its assets and the JSON documents', async () => {
  for (const route of [
    '/tienda-demo/userpanel/profile',
    '/static/main.0123abcd.js',
    '/config.json',
  ]) {
    const response = await fetch(`${shellUrl}${route}`);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  }
});
