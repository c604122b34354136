// @ts-check
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './ports.mjs';
import {
  federationStub,
  serveSingleBundle,
  singleBundleConfig,
  singleBundleScripts,
  withSingleBundle,
} from './single-bundle.mjs';
import {
  FEDERATION_MAX_RATIO,
  formatSingleBundle,
  singleBundleRows,
} from './single-bundle-report.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The head of a page the shell server does not render (?ssr=0), as it sends it. */
const SHELL_PAGE =
  '<!doctype html><html lang="es"><head><title>Inicio - Tienda Demo</title>' +
  '<link rel="preconnect" href="http://localhost:8081">' +
  '<link rel="preload" as="script" href="/head-start.fd25268e.js">' +
  '<link rel="preload" as="script" href="http://localhost:8081/mfe-catalog/0.1.0-2a4c1abc/remoteEntry.js">' +
  '<link rel="preload" as="font" type="font/woff2" href="/assets/poppins.woff2" crossorigin>' +
  '<script defer="defer" src="/main.js?1242d0f787f8cdab2021"></script>' +
  '<script async src="/3940.e3ab2a82.js"></script>' +
  '<script type="application/json" id="__STOREFRONT_BOOT__">{"v":1}</script>' +
  '</head><body><div id="root"></div></body></html>';

/** A built single bundle's index.html and preload.json in a temp folder. */
function singleBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'single-bundle-test-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><script defer="defer" src="/main.js?abc"></script></head></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'preload.json'),
    JSON.stringify({ js: ['/7720.ab63f967.js', '/bootstrap.c1733320.js'], groups: {} }),
  );
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log("single")');
  return dir;
}

describe('the single bundle of the same routes (issue 41, P4)', () => {
  it("takes a page's scripts and script preloads out and puts the single build's in", () => {
    const dir = singleBuild();
    const page = withSingleBundle(SHELL_PAGE, singleBundleScripts(dir));
    expect(page).not.toContain('/main.js?1242d0f787f8cdab2021');
    expect(page).not.toContain('3940.e3ab2a82.js');
    expect(page).not.toContain('head-start.fd25268e.js');
    expect(page).not.toContain('remoteEntry.js');
    // The boot data, the font and the CDN's preconnect stay as served.
    expect(page).toContain('<script type="application/json" id="__STOREFRONT_BOOT__">{"v":1}');
    expect(page).toContain('href="/assets/poppins.woff2"');
    expect(page).toContain('<link rel="preconnect" href="http://localhost:8081">');
    expect(page).toContain(
      '<script defer src="/main.js?abc"></script>' +
        '<link rel="preload" as="script" href="/7720.ab63f967.js">' +
        '<link rel="preload" as="script" href="/bootstrap.c1733320.js"></head>',
    );
  });

  it("answers each remote's routes module with its own source, every remote of the stack", () => {
    const stub = federationStub(rootDir);
    for (const { name, package: dir } of REMOTES) {
      const source = path.join(rootDir, dir, 'src/routes.tsx');
      expect(fs.existsSync(source)).toBe(true);
      expect(stub).toContain(`"${name}/routes": () => import(${JSON.stringify(source)})`);
    }
    expect(stub).toMatch(/export function (loadRemote|preloadRemote|registerRemotes)/);
  });

  it("is the shell's own browser config without the federation plugin", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'single-bundle-config-'));
    const config = singleBundleConfig(rootDir, out);
    const names = (config.plugins ?? []).map((p) => p?.constructor?.name);
    expect(names).not.toContain('ModuleFederationPlugin');
    expect(names).toContain('HtmlWebpackPlugin');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.output?.path).toBe(out);
    const alias = /** @type {Record<string, string>} */ (config.resolve?.alias);
    expect(
      fs.readFileSync(String(alias['@module-federation/enhanced/runtime$']), 'utf8'),
    ).toContain('export function loadRemote');
    fs.rmSync(out, { recursive: true, force: true });
  });

  it("serves the build's files, rewrites pages and passes the rest through with the store's host", async () => {
    const dir = singleBuild();
    /** @type {string[]} */
    const hosts = [];
    const shell = http.createServer((req, res) => {
      hosts.push(req.headers.host ?? '');
      const api = `http://localhost:${shellPort}/api/v1`;
      if (req.url === '/config.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(`{"apiBaseUrl":"${api}"}`);
      else if (req.url?.startsWith('/api/'))
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(`<svg>${api}</svg>`);
      else
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(SHELL_PAGE.replace('</head>', `<meta name="api" content="${api}"></head>`));
    });
    await new Promise((resolve) => shell.listen(0, () => resolve(undefined)));
    const address = shell.address();
    const shellPort = typeof address === 'object' && address ? address.port : 0;
    const proxy = await serveSingleBundle({
      outDir: dir,
      shellUrl: `http://127.0.0.1:${shellPort}`,
    });
    try {
      const script = await fetch(`${proxy.url}/main.js?abc`);
      expect(await script.text()).toBe('console.log("single")');
      const page = await (await fetch(`${proxy.url}/tienda-demo?ssr=0`)).text();
      expect(page).toContain('<script defer src="/main.js?abc"></script>');
      expect(page).not.toContain('3940.e3ab2a82.js');
      // The page's calls stay on the proxy's origin (its CSP allows 'self').
      expect(page).toContain(`<meta name="api" content="${proxy.url}/api/v1">`);
      const config = await (await fetch(`${proxy.url}/config.json`)).json();
      expect(config).toEqual({ apiBaseUrl: `${proxy.url}/api/v1` });
      // Anything else passes as it is.
      const other = await (await fetch(`${proxy.url}/api/v1/image`)).text();
      expect(other).toBe(`<svg>http://localhost:${shellPort}/api/v1</svg>`);
      expect(hosts).toEqual([
        `localhost:${shellPort}`,
        `localhost:${shellPort}`,
        `localhost:${shellPort}`,
      ]);
    } finally {
      await proxy.close();
      await new Promise((resolve) => shell.close(() => resolve(undefined)));
    }
  });

  it('compares each route with its single bundle and counts the routes over 1.05×', () => {
    const route = (id, gzip, rendered = true) => ({ id, rendered, error: null, total: { gzip } });
    const rows = singleBundleRows(
      [route('landing', 2100), route('cart', 2000), route('login', 900, false)],
      [route('landing', 2000), route('cart', 1000, false)],
    );
    expect(rows).toEqual([
      { id: 'landing', federated: 2100, single: 2000, ratio: 1.05 },
      { id: 'cart', federated: 2000, single: null, ratio: null, error: 'did not render' },
    ]);
    expect(FEDERATION_MAX_RATIO).toBe(1.05);
    const text = formatSingleBundle([
      ...rows,
      { id: 'product', federated: 2400, single: 2000, ratio: 1.2 },
    ]);
    expect(text).toContain('1.05×');
    expect(text).toContain('1.20×');
    expect(text).toContain('1 of 3 routes over 1.05× (P4).');
    expect(formatSingleBundle(rows, { markdown: true })).toContain(
      '| landing | 2.1 | 2.0 | 1.05× |',
    );
  });
});
