import { makeTenant } from '../test/fixtures';
import { BOOT_ELEMENT_ID, parseBootData, readBootData } from './boot-data';
import { expectConsoleWarn } from '@storefront/config/jest-console';

const manifestUrl = 'http://localhost:8081/mfe-catalog/0.1.0-abcdef12/mf-manifest.json';
const manifest = { metaData: { name: 'mfe_catalog' }, exposes: [], shared: [] };

function bootJson(overrides: Record<string, unknown> = {}) {
  return {
    v: 1,
    config: {
      apiBaseUrl: 'http://localhost:8080/api/v1',
      sandboxUrl: 'http://localhost:4000',
      providerHomeUrl: 'http://localhost:4000/sandbox/home',
      marketplaceHosts: ['localhost', '127.0.0.1'],
    },
    remotes: {
      remotes: [
        {
          name: 'mfe_catalog',
          manifestUrl,
          lastKnownGood: null,
          routes: [{ path: '', name: 'Landing', access: 'public', title: 'Inicio' }],
        },
      ],
    },
    tenant: makeTenant(),
    manifests: { [manifestUrl]: manifest },
    ...overrides,
  };
}

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('store');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_ELEMENT_ID;
    script.textContent = text;
    doc.head.appendChild(script);
  }
  return doc;
}

const marketplace = { hostname: 'localhost', pathname: '/tienda-demo/catalog' };

test('parses the whole document: config, remotes, tenant and manifests by URL', () => {
  const boot = parseBootData(bootJson());
  expect(boot?.config.apiBaseUrl).toBe('http://localhost:8080/api/v1');
  expect(boot?.remotes.remotes.map((r) => r.name)).toEqual(['mfe_catalog']);
  expect(boot?.tenant).toEqual(makeTenant());
  expect(boot?.manifests[manifestUrl]).toEqual(manifest);
});

test('another version of the document, or a malformed tenant, is ignored (boot fetches instead)', () => {
  expectConsoleWarn('[shell] ignoring boot data that does not match its schema');
  expect(parseBootData(bootJson({ v: 2 }))).toBeNull();
  expect(
    parseBootData(bootJson({ tenant: { store: {}, prefix: '', mode: 'own-host' } })),
  ).toBeNull();
  expect(parseBootData(bootJson({ manifests: undefined }))).toBeNull();
  expect(parseBootData(null)).toBeNull();
});

test('reads the escaped JSON the shell server writes (</script> and U+2028 inside a string)', () => {
  const json = bootJson();
  (json.tenant.store as { name: string }).name = 'tienda-demo';
  const escaped = JSON.stringify(json)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  const boot = readBootData(pageWith(escaped), marketplace);
  expect(boot?.tenant.store.name).toBe('tienda-demo');
});

test('no element, empty or broken JSON → null', () => {
  expectConsoleWarn('[shell] ignoring boot data that is not JSON');
  expect(readBootData(pageWith(null), marketplace)).toBeNull();
  expect(readBootData(pageWith(''), marketplace)).toBeNull();
  expect(readBootData(pageWith('{"v":1,'), marketplace)).toBeNull();
});

test('boot data for another location (mode or prefix) is ignored', () => {
  expectConsoleWarn('[shell] ignoring boot data for another location');
  const text = JSON.stringify(bootJson());
  expect(readBootData(pageWith(text), marketplace)).not.toBeNull();
  expect(
    readBootData(pageWith(text), { hostname: 'localhost', pathname: '/otra-tienda' }),
  ).toBeNull();
  expect(
    readBootData(pageWith(text), { hostname: 'servicios-demo.localhost', pathname: '/' }),
  ).toBeNull();
  const ownHost = JSON.stringify(bootJson({ tenant: makeTenant({ prefix: '' }) }));
  expect(
    readBootData(pageWith(ownHost), { hostname: 'servicios-demo.localhost', pathname: '/catalog' }),
  ).not.toBeNull();
});

test('a server-rendered page: `ssr` carries the render’s data and the route’s remote', () => {
  const ssr = { data: { '["catalog",1]': { products: [] } }, remote: 'mfe_catalog' };
  expect(parseBootData(bootJson({ ssr }))?.ssr).toEqual(ssr);
  expect(parseBootData(bootJson({ ssr: { data: {}, remote: null } }))?.ssr).toEqual({
    data: {},
    remote: null,
  });
});

test('without `ssr` the document is today’s (no ssr key); a malformed `ssr` is ignored whole', () => {
  expectConsoleWarn('[shell] ignoring boot data that does not match its schema');
  expect(parseBootData(bootJson())).not.toHaveProperty('ssr');
  expect(parseBootData(bootJson({ ssr: { data: [], remote: 1 } }))).toBeNull();
});
