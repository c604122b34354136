// Server rendering in the shell server (issue 15), with the real render pool over fake server
// entries: a rendered public route, the fallbacks (throw, deadline, crash), the switches (?ssr=0,
// no pool, no entry, HEAD, routes that are not public), a 404 and a 302 passed through, the head streamed
// before the render finishes, the placeholder of a client-rendered route, and the server build
// never served.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  configDocument,
  createShellServer,
  sameSitePath,
  statusWaitsForRender,
} from './shell-server.mjs';
import { createSsrPool } from './ssr-pool.mjs';
import { stackConfig } from './ports.mjs';
import { close, listen } from './static-files.mjs';
import { CATALOG_ROUTES, createWorld, publishAndPromote } from './testing/fixtures.mjs';
import { writeFakeEntry } from './testing/fake-ssr-entries.mjs';

// Its public views are on, as the shell reads them: a view missing or off redirects (302).
const STORE = {
  _id: 'st-1',
  name: 'tienda-demo',
  active: true,
  templateId: 'tpl-1',
  content: { views: { landing: { active: true }, catalog: { active: true } } },
};
const ROUTES = [
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
const INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"/><title>Tienda</title>' +
  '<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
const BOOT = /<script type="application\/json" id="__STOREFRONT_BOOT__">(.*?)<\/script>/s;
const SERVER_META = '<meta name="storefront-render" content="server">';
const CLIENT_META = '<meta name="storefront-render" content="client">';
const PLACEHOLDER_META = '<meta name="storefront-render" content="placeholder">';

let world;
let sandbox;
let sandboxUp;
let shellDist;
let entryDir;
let servers;
let pools;

function fakeSandbox() {
  return http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v1/stores/')
      return send(200, {
        code: 200,
        data: { docs: [null, STORE.name].includes(url.searchParams.get('name')) ? [STORE] : [] },
      });
    if (url.pathname.startsWith('/v1/templates/'))
      return send(200, { code: 200, data: { _id: 'tpl-1' } });
    if (url.pathname.startsWith('/v1/policies/'))
      return send(200, { code: 200, data: { storeId: 'st-1' } });
    return send(404, { code: 404, message: 'Not found' });
  });
}

beforeEach(async () => {
  world = await createWorld();
  servers = [];
  pools = [];
  sandbox = await listen(fakeSandbox(), 0);
  sandboxUp = `http://127.0.0.1:${sandbox.address().port}`;
  // The repository's layout: the served shell/dist and, beside it, the server build.
  shellDist = path.join(world.root, 'shell/dist');
  entryDir = path.join(world.root, 'shell/dist-server');
  await fs.mkdir(shellDist, { recursive: true });
  await fs.writeFile(path.join(shellDist, 'index.html'), INDEX_HTML);
  await fs.writeFile(
    path.join(shellDist, 'preload.json'),
    JSON.stringify({ js: ['/bootstrap.1a2b3c4d.js'] }),
  );
  await publishAndPromote(world, 'a', { routes: ROUTES, serverBuild: true });
});
afterEach(async () => {
  for (const server of servers) await close(server);
  for (const pool of pools) await pool.close();
  await close(sandbox);
  await world.cleanup();
});

/** A shell server over a pool of the given fake entry ('none': no pool; 'missing': no entry file). */
async function shell(kind, poolOptions = {}) {
  let ssr = null;
  if (kind !== 'none') {
    const entry =
      kind === 'missing'
        ? path.join(entryDir, 'main.js')
        : await writeFakeEntry(entryDir, kind, { name: 'main.js' });
    ssr = createSsrPool({ entry, log: { warn() {}, error() {} }, ...poolOptions });
    pools.push(ssr);
  }
  const server = await listen(
    createShellServer({
      shellDist,
      cdnDir: world.cdnDir,
      cdnUrl: world.cdnUrl,
      config: configDocument(stackConfig({ SANDBOX_PORT: '14000' }, '/repo')),
      sandboxInternalUrl: sandboxUp,
      bootData: true,
      ssr,
    }),
    0,
  );
  servers.push(server);
  return { server, url: `http://localhost:${server.address().port}` };
}

/** GET (or HEAD) → status, headers, text (gunzipped when asked for gzip). */
function get(url, { method = 'GET', gzip = false } = {}) {
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

const bootOf = (text) => {
  const match = text.match(BOOT);
  return match ? JSON.parse(match[1]) : null;
};

test('a public route is rendered: html in #root, styles and marker in <head>, ssr in the boot data', async () => {
  const { url, server } = await shell('ok', { deadlineMs: 1500 });
  const res = await get(`${url}/tienda-demo/catalog?page=2`, { gzip: true });
  expect(res.status).toBe(200);
  expect(res.headers['x-ssr']).toBe('on');
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers['content-length']).toBeUndefined(); // streamed
  const head = res.text.slice(0, res.text.indexOf('</head>'));
  expect(head).toContain(SERVER_META);
  expect(head).toContain('<style data-emotion="css abc">.abc{color:red}</style>');
  // The script hints wait in a template for the first paint (shell/src/index.ts activates them).
  const inert = head.match(/<template id="__STOREFRONT_AFTER_PAINT__">(.*?)<\/template>/)?.[1];
  expect(inert).toContain('<link rel="preload" as="script"');
  // The shell's own chunks wait there as scripts, which main.js starts before the boot needs them.
  expect(inert).toContain('<script async src="/bootstrap.1a2b3c4d.js"></script>');
  const active = head.replace(/<template[^]*?<\/template>/, '');
  expect(active).not.toContain('as="script"');
  expect(active).not.toContain('bootstrap.1a2b3c4d.js');
  expect(res.text).toContain(
    '<div id="root"><main><h1>Server /tienda-demo/catalog?page=2 v1</h1></main></div>',
  );
  // The boot data stays a JSON data block: a "</script>" in the server data cannot end it.
  expect(res.text).not.toContain('</script><b>');
  const boot = bootOf(res.text);
  expect(boot.ssr.remote).toBe('mfe_catalog');
  expect(boot.ssr.data.k).toEqual({ status: 'success', data: '</script><b>' });
  // The render's input: the request, the visitor's host, the page's own boot document (no ssr).
  const { input } = boot.ssr.data;
  expect(input).toMatchObject({
    url: '/tienda-demo/catalog?page=2',
    hostname: 'localhost',
    serverApiBaseUrl: `${sandboxUp}/v1`,
    deadlineMs: 1500,
  });
  const { ssr: _ssr, ...withoutSsr } = boot;
  expect(input.boot).toEqual(withoutSsr);
  expect(input.boot.config.apiBaseUrl).toBe(`http://localhost:${server.address().port}/api/v1`);
  // The policy still allows it: no inline executable script needed, inline styles allowed.
  const csp = res.headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' http:\/\/localhost:\d+;/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  // (The template's chunk scripts are inert; main.js makes them anew from the same origin.)
  expect(res.text.match(/<script\b[^>]*>/g)).toEqual([
    '<script defer="defer" src="/main.js">',
    '<script async src="/bootstrap.1a2b3c4d.js">',
    '<script type="application/json" id="__STOREFRONT_BOOT__">',
  ]);
});

test.each([
  ['throws', {}],
  ['hangs', { deadlineMs: 50, graceMs: 0 }],
  ['exits', {}],
])(
  'a render that %s falls back to today’s document plus the client marker, hints active',
  async (kind, options) => {
    const { url } = await shell(kind, options);
    const today = await get(`${url}/tienda-demo?ssr=0`);
    const res = await get(`${url}/tienda-demo`);
    expect(res.status).toBe(200);
    expect(res.headers['x-ssr']).toBe('on');
    // Today's document, with the script hints (held back while the render ran) after the marker.
    const scripts = today.text.match(/(<link rel="preload" as="script"[^>]*>)+/)[0];
    expect(res.text).toBe(
      today.text
        .replace(scripts, '')
        .replace('<script type="application/json"', `${CLIENT_META}${scripts}$&`),
    );
    expect(bootOf(res.text).ssr).toBeUndefined();
    expect(res.text).toContain('<div id="root"></div>');
  },
);

test('?ssr=0, a path no route matches and a route without the chrome are today’s document, X-SSR off', async () => {
  const { url } = await shell('ok');
  for (const pagePath of [
    '/tienda-demo?ssr=0',
    '/tienda-demo/userpanel/cards?ssr=0',
    '/tienda-demo/x/y',
    '/tienda-demo/single-payments/pr-1',
  ]) {
    const res = await get(`${url}${pagePath}`, { gzip: true });
    expect(res.headers['x-ssr']).toBe('off');
    expect(res.text).not.toContain('storefront-render');
    expect(res.text).toContain('<div id="root"></div>');
    expect(bootOf(res.text)).not.toHaveProperty('ssr');
  }
  // The same server does render the public page.
  expect((await get(`${url}/tienda-demo`)).headers['x-ssr']).toBe('on');
});

test('no pool (SSR=0, the payments host), no server entry, or HEAD: not rendered', async () => {
  for (const kind of ['none', 'missing']) {
    const { url } = await shell(kind);
    const res = await get(`${url}/tienda-demo`);
    expect(res.headers['x-ssr']).toBe('off');
    expect(res.text).not.toContain('storefront-render');
    expect(bootOf(res.text).tenant.store.name).toBe('tienda-demo');
  }
  const { url } = await shell('ok');
  const head = await get(`${url}/tienda-demo`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers['x-ssr']).toBe('off');
});

test('a route that is not public gets the server’s placeholder, rendered over by the browser', async () => {
  const { url } = await shell('ok');
  const today = await get(`${url}/tienda-demo/userpanel/cards?ssr=0`);
  const res = await get(`${url}/tienda-demo/userpanel/cards`, { gzip: true });
  expect(res.status).toBe(200);
  expect(res.headers['x-ssr']).toBe('placeholder');
  expect(res.headers['content-length']).toBeUndefined(); // streamed
  const head = res.text.slice(0, res.text.indexOf('</head>'));
  expect(head).toContain(PLACEHOLDER_META);
  expect(head).toContain('<style data-emotion="css abc">.abc{color:red}</style>');
  // Every script hint of the client-rendered page, in <head> at once (the scripts render this
  // page) but after what the placeholder paints: fetchpriority="low".
  const scripts = today.text.match(/(<link rel="preload" as="script"[^>]*>)+/)[0];
  expect(scripts).toContain('/mfe-catalog/');
  expect(head).toContain(scripts.replaceAll('">', '" fetchpriority="low">'));
  expect(res.text).not.toContain('<template');
  expect(res.text).toContain(
    // Asked for the placeholder (no guard, no page: the session is the browser's).
    '<div id="root"><main><h1>Server /tienda-demo/userpanel/cards v1 placeholder</h1></main></div>',
  );
  // No `ssr`: the browser renders the page (createRoot), it does not hydrate the placeholder.
  expect(bootOf(res.text)).not.toHaveProperty('ssr');
  expect(bootOf(res.text)).toEqual(bootOf(today.text));
});

test('a public route of a remote with no server build gets the placeholder too', async () => {
  await publishAndPromote(world, 'b', { routes: ROUTES }); // no server build
  const { url } = await shell('ok');
  const res = await get(`${url}/tienda-demo`);
  expect(res.headers['x-ssr']).toBe('placeholder');
  expect(res.text).toContain(PLACEHOLDER_META);
  expect(res.text).toContain(
    '<div id="root"><main><h1>Server /tienda-demo v1 placeholder</h1></main></div>',
  );
  expect(res.text).toContain('<link rel="preload" as="script"');
  expect(bootOf(res.text)).not.toHaveProperty('ssr');
});

test.each([
  ['throws', {}],
  ['hangs', { deadlineMs: 60_000 }],
])(
  'a placeholder render that %s leaves today’s empty #root, marked client',
  async (kind, options) => {
    const { url } = await shell(kind, options);
    const today = await get(`${url}/tienda-demo/userpanel/cards?ssr=0`);
    const res = await get(`${url}/tienda-demo/userpanel/cards`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    // Today's document with its script hints at low priority (they went out before the render
    // failed) and the client marker.
    const scripts = today.text.match(/(<link rel="preload" as="script"[^>]*>)+/)[0];
    expect(res.text).toBe(
      today.text
        .replace(scripts, scripts.replaceAll('">', '" fetchpriority="low">'))
        .replace('<script type="application/json"', `${CLIENT_META}$&`),
    );
  },
);

test('a splat route passes the render’s 404 through (and its 200)', async () => {
  const { url } = await shell('ok');
  const missing = await get(`${url}/tienda-demo/docs/missing`);
  expect(missing.status).toBe(404);
  expect(missing.headers['x-ssr']).toBe('on');
  expect(missing.text).toContain('<h1>Server /tienda-demo/docs/missing v1</h1>');
  const found = await get(`${url}/tienda-demo/docs/guia`);
  expect(found.status).toBe(200);
  expect(found.text).toContain('<h1>Server /tienda-demo/docs/guia v1</h1>');
});

test('a route with a parameter waits for the render: a missing product is a 404 page, a moved one a bare 302', async () => {
  const { url } = await shell('ok');
  const missing = await get(`${url}/tienda-demo/products/missing`);
  expect(missing.status).toBe(404);
  expect(missing.headers['x-ssr']).toBe('on');
  expect(missing.text).toContain('<h1>Server /tienda-demo/products/missing v1</h1>');
  const moved = await get(`${url}/tienda-demo/products/moved`);
  expect(moved.status).toBe(302);
  expect(moved.headers.location).toBe('/tienda-demo/catalog');
  expect(moved.text).toBe('');
  const found = await get(`${url}/tienda-demo/products/p-1`);
  expect(found.status).toBe(200);
  expect(found.text).toContain('<h1>Server /tienda-demo/products/p-1 v1</h1>');
});

test('which pages wait for the render’s status, and which stream their head at once', () => {
  const on = { active: true };
  const views = { landing: on, catalog: on, info: on, contact: on, checkout: { active: false } };
  const store = { _id: 'st-1', content: { views } };
  const page = (path, name, tenantStore = store) => ({
    route: { path, name },
    bootParts: { tenant: { store: tenantStore } },
  });
  expect(statusWaitsForRender(page('', 'Landing'))).toBe(false);
  // A view a public route does not show (checkout) being off changes nothing here.
  expect(statusWaitsForRender(page('catalog', 'Catalog'))).toBe(false);
  expect(statusWaitsForRender(page('products/:productId', 'Product'))).toBe(true);
  expect(statusWaitsForRender(page('docs/*', 'Docs'))).toBe(true);
  // A service store sends most routes to its charges; a view that is off (or missing, as the
  // shell reads it) sends its own route to the default one.
  expect(statusWaitsForRender(page('info', 'Info', { ...store, serviceType: 'service' }))).toBe(
    true,
  );
  const catalogOff = { ...store, content: { views: { ...views, catalog: { active: false } } } };
  expect(statusWaitsForRender(page('catalog', 'Catalog', catalogOff))).toBe(true);
  expect(statusWaitsForRender(page('', 'Landing', catalogOff))).toBe(false);
  const noContact = { ...store, content: { views: { ...views, contact: undefined } } };
  expect(statusWaitsForRender(page('contact', 'Contact', noContact))).toBe(true);
});

test('a redirect goes only to a path of this site, with what a header cannot carry encoded', () => {
  expect(sameSitePath('/userpanel/charges')).toBe('/userpanel/charges');
  expect(sameSitePath('/login?redirect=%2Fuserpanel%2Fcharges')).toBe(
    '/login?redirect=%2Fuserpanel%2Fcharges',
  );
  expect(sameSitePath('/tienda-demo/catálogo nuevo')).toBe('/tienda-demo/cat%C3%A1logo%20nuevo');
  for (const other of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '', null])
    expect(sameSitePath(other)).toBeNull();
  expect(sameSitePath('/\ud800')).toBeNull();
});

test('the head is streamed before the render finishes', async () => {
  const { url } = await shell('gated', { deadlineMs: 60_000 });
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    http
      .get(`${url}/tienda-demo/catalog`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const body = res.pipe(createGunzip());
        body.setEncoding('utf8');
        body.on('data', (chunk) => {
          chunks.push(chunk);
          // The render waits for this file: writing it only once the head arrived proves the order.
          if (chunks.length === 1) void fs.writeFile(path.join(entryDir, 'release'), '');
        });
        body.on('end', () => resolve(res));
        body.on('error', reject);
      })
      .on('error', reject);
  });
  const res = await done;
  expect(res.headers['x-ssr']).toBe('on');
  const [first, ...rest] = chunks;
  expect(first).toMatch(/^<!doctype html><html lang="es"><head>/);
  // The content's hints go first; the scripts' are not fetched before the page paints.
  expect(first).toContain('<link rel="preconnect"');
  expect(first).not.toContain('as="script"');
  expect(first).toContain('<script defer="defer" src="/main.js"></script>');
  expect(first).not.toContain('</head>');
  expect(first).not.toContain('gated render');
  const after = rest.join('');
  expect(after).toMatch(
    new RegExp(
      `^${SERVER_META}<template id="__STOREFRONT_AFTER_PAINT__">.*?</template><script type="application/json" id="__STOREFRONT_BOOT__">.*?</script><style>\\.gated\\{\\}</style></head>`,
    ),
  );
  expect(after).toContain('<div id="root"><p>gated render</p></div>');
});

test('a shopper who leaves mid-render breaks nothing: the next page is served', async () => {
  const { url } = await shell('gated', { deadlineMs: 60_000 });
  const release = path.join(entryDir, 'release');
  await new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/tienda-demo`,
      { headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        res.once('data', () => {
          req.destroy(); // gone before the render ends
          res.on('close', resolve);
        });
      },
    );
    req.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
  await fs.writeFile(release, ''); // the render ends after the shopper left
  const next = await get(`${url}/tienda-demo`, { gzip: true });
  expect(next.status).toBe(200);
  expect(next.text).toContain('<div id="root"><p>gated render</p></div>');
});

test('warmUpSsr warms the worker with a whole boot document before the first render', async () => {
  const { url, server } = await shell('ok');
  await server.warmUpSsr();
  const { warmInput } = bootOf((await get(`${url}/tienda-demo`)).text).ssr.data;
  expect(warmInput.serverApiBaseUrl).toBe(`${sandboxUp}/v1`);
  const { boot } = warmInput;
  expect(boot).toMatchObject({
    v: 1,
    config: { apiBaseUrl: expect.stringMatching(/\/api\/v1$/) },
    remotes: { remotes: [{ name: 'mfe_catalog' }] },
    // No page yet: any store of the sandbox (the warm-up loads remotes, but parses the document).
    tenant: {
      store: STORE,
      template: { _id: 'tpl-1' },
      prefix: '/tienda-demo',
      mode: 'marketplace',
    },
  });
  expect(Object.keys(boot.manifests)).toEqual([boot.remotes.remotes[0].manifestUrl]);
});

test('the server build is never served', async () => {
  await fs.mkdir(path.join(shellDist, 'static'), { recursive: true });
  const { url } = await shell('ok'); // writes shell/dist-server/main.js
  await fs.writeFile(path.join(shellDist, 'server-marker.txt'), 'served'); // a control
  for (const file of [
    '/dist-server/main.js',
    '/server/main.js',
    '/../dist-server/main.js',
    '/%2e%2e/dist-server/main.js',
    '/static/..%2f..%2fdist-server/main.js',
  ]) {
    const res = await get(`${url}${file}`);
    expect([file, res.status]).toEqual([file, 404]);
    expect(res.text).not.toContain('exports.render');
  }
  expect((await get(`${url}/server-marker.txt`)).text).toBe('served');
});
