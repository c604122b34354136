// Server rendering in the shell server (issue 15), continued from ssr.test.ts: the placeholder of a
// client-rendered route, a 404 and a 302 passed through, the head streamed before the render
// finishes, a shopper who leaves mid-render, and the warm-up.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { publishAndPromote } from '../../deploy/stack/src/testing/fixtures.mjs';
import {
  bootOf,
  CLIENT_META,
  ctx,
  get,
  PLACEHOLDER_META,
  ROUTES,
  SERVER_META,
  shell,
  STORE,
  setUpSsrWorld,
} from './testing/ssr-harness';

setUpSsrWorld();

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
  const scripts = today.text.match(/(<link rel="preload" as="script"[^>]*>)+/)![0];
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
  await publishAndPromote(ctx.world, 'b', { routes: ROUTES }); // no server build
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
    const scripts = today.text.match(/(<link rel="preload" as="script"[^>]*>)+/)![0];
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


test('the head is streamed before the render finishes', async () => {
  const { url } = await shell('gated', { deadlineMs: 60_000 });
  const chunks: string[] = [];
  const done = new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(`${url}/tienda-demo/catalog`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const body = res.pipe(createGunzip());
        body.setEncoding('utf8');
        body.on('data', (chunk) => {
          chunks.push(chunk);
          // The render waits for this file: writing it only once the head arrived proves the order.
          if (chunks.length === 1) void fs.writeFile(path.join(ctx.entryDir, 'release'), '');
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
  const release = path.join(ctx.entryDir, 'release');
  await new Promise<void>((resolve, reject) => {
    const req = http.get(
      `${url}/tienda-demo`,
      { headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        res.once('data', () => {
          req.destroy(); // gone before the render ends
          res.on('close', () => resolve());
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? undefined : reject(error),
    );
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
  expect(warmInput.serverApiBaseUrl).toBe(`${ctx.sandboxUp}/v1`);
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

