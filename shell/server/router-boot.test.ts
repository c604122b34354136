// The shell server's store page: boot data and hints in the HTML, the same-origin API, both
// tenant modes, and a promote seen by the next page (against a fake sandbox).
import fs from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expectConsoleWarn } from '@storefront/config/jest-console';
import { configDocument, createShellServer } from './router';
import { stackConfig } from '../../deploy/stack/src/ports.mjs';
import { close, listen } from '../../deploy/stack/src/static-files.mjs';
import {
  createWorld,
  publishAndPromote,
  type World,
} from '../../deploy/stack/src/testing/fixtures.mjs';
import {
  policyRecord,
  storeRecord,
  storesPage,
  templateRecord,
} from '../../deploy/stack/src/testing/sandbox-records.mjs';

const STORES = [
  storeRecord({
    _id: 'st-1',
    name: 'tienda-demo',
    active: true,
    templateId: 'tpl-1',
    content: { t: '</script><b>' },
  }),
  storeRecord({
    _id: 'st-2',
    name: 'servicios-demo',
    active: true,
    templateId: 'tpl-2',
    domain: 'servicios-demo.localhost',
  }),
];
type Listening = { address(): AddressInfo } & Server;
let world: World;
let sandbox: Listening;
let server: Listening;
let shellUrl: string;
let port: number;
let sandboxUp: string;

function fakeSandbox() {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v1/stores/') {
      const name = url.searchParams.get('name');
      const domain = url.searchParams.get('domain');
      return send(200, {
        code: 200,
        // Neither: the whole list (the marketplace root's).
        data: storesPage(
          STORES.filter((s) => (name ? s.name === name : domain ? s.domain === domain : true)),
        ),
      });
    }
    if (url.pathname.startsWith('/v1/templates/'))
      return send(200, { code: 200, data: templateRecord(url.pathname.split('/').pop()) });
    if (url.pathname.startsWith('/v1/policies/'))
      return send(200, { code: 200, data: policyRecord(url.pathname.split('/').pop()) });
    return send(404, { code: 404, message: 'Not found' });
  });
}

beforeEach(async () => {
  world = await createWorld();
  sandbox = await listen(fakeSandbox(), 0);
  sandboxUp = `http://127.0.0.1:${sandbox.address().port}`;
  const shellDist = path.join(world.root, 'shell-dist');
  await fs.mkdir(shellDist, { recursive: true });
  await fs.writeFile(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><title>shell</title><script defer src="/main.js"></script></head><body></body></html>',
  );
  await fs.writeFile(
    path.join(shellDist, 'preload.json'),
    JSON.stringify({ js: ['/bootstrap.1a2b3c4d.js'] }),
  );
  server = await listen(
    createShellServer({
      shellDist,
      cdnDir: world.cdnDir,
      cdnUrl: world.cdnUrl,
      config: configDocument(stackConfig({ SANDBOX_PORT: '14000' }, '/repo')),
      sandboxInternalUrl: sandboxUp,
      bootData: true,
    }),
    0,
  );
  port = server.address().port;
  shellUrl = `http://localhost:${port}`;
});
afterEach(async () => {
  await close(server);
  await close(sandbox);
  await world.cleanup();
});

/** GET with any Host header (fetch does not send a custom one). */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${shellUrl}${urlPath}`, { headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

async function bootOf(urlPath: string, headers: Record<string, string> = {}) {
  const html = await get(urlPath, headers);
  const match = html.match(
    /<script type="application\/json" id="__STOREFRONT_BOOT__">(.*?)<\/script>/s,
  );
  return { html, boot: match ? JSON.parse(match[1]!) : null };
}

test('the bare marketplace host lists the stores, titled as a marketplace (002 §2), with no script', async () => {
  const html = await get('/', { Host: `localhost:${port}` });
  expect(html).toContain('<title>Marketplace</title>');
  expect(html).toContain('<h1>Marketplace</h1>');
  expect(html).toMatch(
    /<a href="\/servicios-demo">[^<]+<\/a>.*<a href="\/tienda-demo">[^<]+<\/a>/s,
  );
  expect(html).toContain('href="http://localhost:14000/sandbox/home"');
  expect(html).not.toContain('<script');
  // A store's own host keeps its root: the store page.
  const own = await bootOf('/', { Host: `servicios-demo.localhost:${port}` });
  expect(own.boot.tenant.store.name).toBe('servicios-demo');
});

test('without the store list the bare host goes on as before (the browser goes to the provider home)', async () => {
  expectConsoleWarn(/the marketplace root could not list the stores/);
  await close(sandbox);
  const html = await get('/', { Host: `localhost:${port}` });
  expect(html).toContain('<title>shell</title>');
});

test('a marketplace store page carries config, remotes, tenant and manifests, and the hints', async () => {
  const version = await publishAndPromote(world, 'a');
  const { html, boot } = await bootOf('/tienda-demo/catalog');
  const manifestUrl = `${world.cdnUrl}/mfe-catalog/${version}/mf-manifest.json`;
  expect(boot).toMatchObject({
    v: 1,
    config: {
      apiBaseUrl: `http://localhost:${port}/api/v1`,
      marketplaceHosts: ['localhost', '127.0.0.1'],
    },
    remotes: { remotes: [{ name: 'mfe_catalog', version, manifestUrl }] },
    tenant: {
      store: STORES[0],
      template: { _id: 'tpl-1' },
      policy: { storeId: 'st-1' },
      prefix: '/tienda-demo',
      mode: 'marketplace',
    },
  });
  expect(boot.manifests[manifestUrl].metaData.name).toBe('mfe_catalog');
  expect(html).toContain('<link rel="preload" as="script" href="/bootstrap.1a2b3c4d.js">');
  expect(html).toContain(
    `<link rel="preload" as="script" href="${world.cdnUrl}/mfe-catalog/${version}/remoteEntry.js">`,
  );
  expect(html).toContain(`href="${world.cdnUrl}/mfe-catalog/${version}/routes.1234abcd.js"`);
});

test('an own-host store: the tenant by domain and the API on that host', async () => {
  await publishAndPromote(world, 'a');
  const { boot } = await bootOf('/catalog', { Host: `servicios-demo.localhost:${port}` });
  expect(boot.tenant).toMatchObject({
    store: { name: 'servicios-demo' },
    prefix: '',
    mode: 'own-host',
  });
  expect(boot.config.apiBaseUrl).toBe(`http://servicios-demo.localhost:${port}/api/v1`);
  const config = JSON.parse(
    await get('/config.json', { Host: `servicios-demo.localhost:${port}` }),
  );
  expect(config.apiBaseUrl).toBe(`http://servicios-demo.localhost:${port}/api/v1`);
});

test('a promote is in the next page’s boot data', async () => {
  const a = await publishAndPromote(world, 'a');
  expect((await bootOf('/tienda-demo')).boot.remotes.remotes[0].version).toBe(a);
  const b = await publishAndPromote(world, 'b');
  const { boot } = await bootOf('/tienda-demo');
  expect(boot.remotes.remotes[0]).toMatchObject({ version: b, lastKnownGood: { version: a } });
  expect(Object.keys(boot.manifests)).toEqual([
    `${world.cdnUrl}/mfe-catalog/${b}/mf-manifest.json`,
  ]);
});

test('no store (marketplace root, unknown store) or no sandbox: index.html without boot data', async () => {
  expectConsoleWarn(/no boot data for \/tienda-demo/);
  expect((await bootOf('/')).boot).toBeNull();
  expect((await bootOf('/otra-tienda')).boot).toBeNull();
  await close(sandbox);
  const { html, boot } = await bootOf('/tienda-demo');
  expect(boot).toBeNull();
  expect(html).toContain('<title>shell</title>');
  sandbox = await listen(http.createServer(), 0); // for afterEach
});

test('/api/v1 reaches the sandbox through the shell, other methods included', async () => {
  const response = await fetch(`${shellUrl}/api/v1/stores/?name=tienda-demo`);
  expect(response.status).toBe(200);
  expect((await response.json()).data.docs[0]._id).toBe('st-1');
  const post = await fetch(`${shellUrl}/api/v1/nothing`, { method: 'POST', body: '{}' });
  expect(post.status).toBe(404);
  expect(await post.json()).toEqual({ code: 404, message: 'Not found' });
});

test('a route’s declared data: its code is hinted with the page (preload.json groups, issue 41)', async () => {
  await fs.writeFile(
    path.join(world.root, 'shell-dist', 'preload.json'),
    JSON.stringify({
      js: ['/bootstrap.1a2b3c4d.js'],
      groups: {
        'route-data-orders': ['/route-data-orders.5e6f7a8b.js', '/sdk-purchases.9c0d.js'],
        'route-data-cards': ['/route-data-cards.1b2c3d4e.js'],
      },
    }),
  );
  await publishAndPromote(world, 'a', {
    routes: [
      { path: '', name: 'Landing', access: 'public', title: 'Inicio' },
      {
        path: 'mis-ordenes',
        name: 'Orders',
        access: 'auth',
        title: 'Mis órdenes',
        data: ['orders'],
      },
    ],
  });
  const hint = (file: string) => `<link rel="preload" as="script" href="${file}">`;
  const orders = (await bootOf('/tienda-demo/mis-ordenes')).html;
  expect(orders).toContain(hint('/bootstrap.1a2b3c4d.js'));
  expect(orders).toContain(hint('/route-data-orders.5e6f7a8b.js'));
  expect(orders).toContain(hint('/sdk-purchases.9c0d.js'));
  expect(orders).not.toContain('route-data-cards');
  const landing = (await bootOf('/tienda-demo')).html;
  expect(landing).toContain(hint('/bootstrap.1a2b3c4d.js'));
  expect(landing).not.toContain('route-data-');
});
