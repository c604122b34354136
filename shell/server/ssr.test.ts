// Server rendering in the shell server (issue 15), with the real render pool over fake server
// entries (testing/ssr-harness.ts): a rendered public route, the fallbacks (throw, deadline,
// crash), the switches (?ssr=0, no pool, no entry, HEAD, routes that are not public), which pages
// wait for the render's status, where a redirect may go, and the server build never served.
// ssr-placeholder.test.ts has the placeholder, the statuses passed through and the streaming.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sameSitePath, statusWaitsForRender } from './router';
import { bootOf, CLIENT_META, ctx, get, SERVER_META, shell, setUpSsrWorld } from './testing/ssr-harness';

setUpSsrWorld();

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
    serverApiBaseUrl: `${ctx.sandboxUp}/v1`,
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
    const scripts = today.text.match(/(<link rel="preload" as="script"[^>]*>)+/)![0];
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


test('which pages wait for the render’s status, and which stream their head at once', () => {
  const on = { active: true };
  const views = { landing: on, catalog: on, info: on, contact: on, checkout: { active: false } };
  const store = { _id: 'st-1', content: { views } };
  type StoreLike = { serviceType?: string; content?: { views?: object } };
  const page = (path: string, name: string, tenantStore: StoreLike = store) => ({
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


test('the server build is never served', async () => {
  await fs.mkdir(path.join(ctx.shellDist, 'static'), { recursive: true });
  const { url } = await shell('ok'); // writes shell/dist-server/main.js
  await fs.writeFile(path.join(ctx.shellDist, 'server-marker.txt'), 'served'); // a control
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
