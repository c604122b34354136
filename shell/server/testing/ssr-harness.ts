// The shell server's SSR tests' world (ssr.test.ts, ssr-placeholder.test.ts): a fake sandbox with
// one store, a CDN with mfe-catalog live (its routes, a server build), shell/dist beside the
// server entry's folder, and shell servers over a real render pool of a fake entry
// (deploy/stack/src/testing/fake-ssr-entries.mjs).
import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { stackConfig } from '../../../deploy/stack/src/ports.mjs';
import { close, listen } from '../../../deploy/stack/src/static-files.mjs';
import { writeFakeEntry, type FakeEntryKind } from '../../../deploy/stack/src/testing/fake-ssr-entries.mjs';
import {
  CATALOG_ROUTES,
  createWorld,
  publishAndPromote,
  type World,
} from '../../../deploy/stack/src/testing/fixtures.mjs';
import {
  policyRecord,
  storeRecord,
  storesPage,
  templateRecord,
} from '../../../deploy/stack/src/testing/sandbox-records.mjs';
import { configDocument, createShellServer } from '../router';
import { createSsrPool, type SsrPool, type SsrPoolOptions } from '../ssr-pool';

// Its public views are on, as the shell reads them: a view missing or off redirects (302).
export const STORE = storeRecord({
  _id: 'st-1',
  name: 'tienda-demo',
  active: true,
  templateId: 'tpl-1',
  content: { views: { landing: { active: true }, catalog: { active: true } } },
});
export const ROUTES = [
  ...CATALOG_ROUTES,
  { path: 'userpanel/cards', name: 'Cards', access: 'auth', title: 'Mis tarjetas' },
  {
    path: 'single-payments/:paymentRequestId',
    name: 'SinglePayment',
    access: 'guests',
    title: 'Pantalla de pago',
    hidesChrome: true,
  },
  { path: 'docs/*', name: 'Docs', access: 'public', title: 'Docs' },
  { path: 'products/:productId', name: 'Product', access: 'public', title: 'Producto' },
];
export const INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"/><title>Tienda</title>' +
  '<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
export const BOOT = /<script type="application\/json" id="__STOREFRONT_BOOT__">(.*?)<\/script>/s;
export const SERVER_META = '<meta name="storefront-render" content="server">';
export const CLIENT_META = '<meta name="storefront-render" content="client">';
export const PLACEHOLDER_META = '<meta name="storefront-render" content="placeholder">';

type Listening = { address(): AddressInfo } & Server;

/** The world of one test, set up before each (setUpSsrWorld). */
export const ctx = {} as {
  world: World;
  sandbox: Listening;
  sandboxUp: string;
  shellDist: string;
  entryDir: string;
  servers: Listening[];
  pools: SsrPool[];
};

function fakeSandbox() {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v1/stores/')
      return send(200, {
        code: 200,
        data: storesPage([null, STORE.name].includes(url.searchParams.get('name')) ? [STORE] : []),
      });
    if (url.pathname.startsWith('/v1/templates/'))
      return send(200, { code: 200, data: templateRecord('tpl-1') });
    if (url.pathname.startsWith('/v1/policies/'))
      return send(200, { code: 200, data: policyRecord('st-1') });
    return send(404, { code: 404, message: 'Not found' });
  });
}

/** Sets the world up before each test of the file, and takes it down after. */
export function setUpSsrWorld(): void {
  beforeEach(async () => {
    ctx.world = await createWorld();
    ctx.servers = [];
    ctx.pools = [];
    ctx.sandbox = await listen(fakeSandbox(), 0);
    ctx.sandboxUp = `http://127.0.0.1:${ctx.sandbox.address().port}`;
    // The repository's layout: the served shell/dist and, beside it, the server build.
    ctx.shellDist = path.join(ctx.world.root, 'shell/dist');
    ctx.entryDir = path.join(ctx.world.root, 'shell/dist-server');
    await fs.mkdir(ctx.shellDist, { recursive: true });
    await fs.writeFile(path.join(ctx.shellDist, 'index.html'), INDEX_HTML);
    await fs.writeFile(
      path.join(ctx.shellDist, 'preload.json'),
      JSON.stringify({ js: ['/bootstrap.1a2b3c4d.js'] }),
    );
    await publishAndPromote(ctx.world, 'a', { routes: ROUTES, serverBuild: true });
  });
  afterEach(async () => {
    for (const server of ctx.servers) await close(server);
    for (const pool of ctx.pools) await pool.close();
    await close(ctx.sandbox);
    await ctx.world.cleanup();
  });
}

/** A shell server over a pool of the given fake entry ('none': no pool; 'missing': no entry file). */
export async function shell(kind: FakeEntryKind | 'none' | 'missing' | string, poolOptions: Partial<SsrPoolOptions> = {}) {
  let ssr: SsrPool | null = null;
  if (kind !== 'none') {
    const entry =
      kind === 'missing'
        ? path.join(ctx.entryDir, 'main.js')
        : await writeFakeEntry(ctx.entryDir, kind as FakeEntryKind, { name: 'main.js' });
    ssr = createSsrPool({ entry, log: { warn() {}, error() {} }, ...poolOptions });
    ctx.pools.push(ssr);
  }
  const server = await listen(
    createShellServer({
      shellDist: ctx.shellDist,
      cdnDir: ctx.world.cdnDir,
      cdnUrl: ctx.world.cdnUrl,
      config: configDocument(stackConfig({ SANDBOX_PORT: '14000' }, '/repo')),
      sandboxInternalUrl: ctx.sandboxUp,
      bootData: true,
      ssr,
    }),
    0,
  );
  ctx.servers.push(server);
  return { server, url: `http://localhost:${server.address().port}` };
}

/** What get() answers. */
export interface Answer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  text: string;
}

/** GET (or HEAD) → status, headers, text (gunzipped when asked for gzip). */
export function get(url: string, { method = 'GET', gzip = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: gzip ? { 'accept-encoding': 'gzip' } : {} },
      (res) => {
        const body = gzip ? res.pipe(createGunzip()) : res;
        let text = '';
        body.setEncoding('utf8');
        body.on('data', (chunk) => (text += chunk));
        body.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
        body.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The boot data of a page's HTML (JSON, read as the tests need it); null without one. */
export const bootOf = (text: string) => {
  const match = text.match(BOOT);
  return match ? JSON.parse(match[1]!) : null;
};
