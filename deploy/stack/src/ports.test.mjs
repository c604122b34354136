// @ts-check
import { remoteByPackage, stackConfig } from './ports.mjs';

test('defaults: shell 8080, CDN 8081, sandbox 4000, folders under the repository', () => {
  const config = stackConfig({}, '/repo');
  expect(config).toMatchObject({
    shellPort: 8080,
    cdnPort: 8081,
    sandboxPort: 4000,
    shellUrl: 'http://localhost:8080',
    cdnUrl: 'http://localhost:8081',
    sandboxUrl: 'http://localhost:4000',
    apiBaseUrl: 'http://localhost:4000/v1',
    providerHomeUrl: 'http://localhost:4000/sandbox/home',
    cdnDir: '/repo/.cdn',
    dataDir: '/repo/.data/sandbox',
    databaseUrl: undefined,
    environment: 'local',
    ssr: true,
    ssrDeadlineMs: 3000,
    canaryMinBrowsers: 5,
    canaryMaxErrorRate: 0.25,
    cdnFaultScenes: false,
  });
});

test("the CDN's fault scenes only with CDN_FAULT_SCENES=1 (npm test's stack)", () => {
  expect(stackConfig({ CDN_FAULT_SCENES: '1' }, '/repo').cdnFaultScenes).toBe(true);
  expect(stackConfig({ CDN_FAULT_SCENES: 'yes' }, '/repo').cdnFaultScenes).toBe(false);
});

test('the canary watch: CANARY_MIN_BROWSERS and CANARY_MAX_ERROR_RATE, checked', () => {
  expect(
    stackConfig({ CANARY_MIN_BROWSERS: '3', CANARY_MAX_ERROR_RATE: '0.5' }, '/repo'),
  ).toMatchObject({ canaryMinBrowsers: 3, canaryMaxErrorRate: 0.5 });
  expect(() => stackConfig({ CANARY_MIN_BROWSERS: '0' }, '/repo')).toThrow(/CANARY_MIN_BROWSERS/);
  expect(() => stackConfig({ CANARY_MAX_ERROR_RATE: '1' }, '/repo')).toThrow(
    /CANARY_MAX_ERROR_RATE/,
  );
});

test('server rendering: SSR=0 turns it off, SSR_DEADLINE_MS sets the deadline', () => {
  expect(stackConfig({ SSR: '0', SSR_DEADLINE_MS: '1500' }, '/repo')).toMatchObject({
    ssr: false,
    ssrDeadlineMs: 1500,
  });
  expect(stackConfig({ SSR: '1' }, '/repo').ssr).toBe(true);
  expect(() => stackConfig({ SSR_DEADLINE_MS: 'soon' }, '/repo')).toThrow(/SSR_DEADLINE_MS/);
});

test('each port and folder is overridable by its env variable', () => {
  const config = stackConfig(
    {
      SHELL_PORT: '18080',
      CDN_PORT: '18081',
      SANDBOX_PORT: '14000',
      CDN_DIR: '/tmp/cdn',
      SANDBOX_DATA_DIR: 'tmp/data',
      DATABASE_URL: 'postgres://x',
    },
    '/repo',
  );
  expect(config).toMatchObject({
    shellUrl: 'http://localhost:18080',
    cdnUrl: 'http://localhost:18081',
    apiBaseUrl: 'http://localhost:14000/v1',
    cdnDir: '/tmp/cdn',
    dataDir: '/repo/tmp/data',
    databaseUrl: 'postgres://x',
  });
});

test('public URLs can be set apart from ports', () => {
  expect(stackConfig({ SANDBOX_PUBLIC_URL: 'https://api.example.cl/' }, '/repo').apiBaseUrl).toBe(
    'https://api.example.cl/v1',
  );
});

test('refuses a port that is not a number', () => {
  expect(() => stackConfig({ SHELL_PORT: 'abc' })).toThrow(
    'SHELL_PORT must be a port number, got "abc"',
  );
});

test('knows the four remotes by package or container name', () => {
  expect(remoteByPackage('mfe_account')).toEqual({ package: 'mfe-account', name: 'mfe_account' });
  expect(() => remoteByPackage('shell')).toThrow('Unknown remote "shell"');
});

test('third-party services: the sandbox stand-ins by default, real services from the environment', () => {
  expect(stackConfig({}, '/repo').thirdParties).toEqual({
    holidaysUrl: 'http://localhost:4000/sandbox/holidays',
    googleAuthorizeUrl: 'http://localhost:4000/sandbox/google/authorize',
    mapsApiKey: null,
    analytics: { url: 'http://localhost:4000/sandbox/segment/v1', writeKey: 'sandbox' },
  });
  const real = stackConfig(
    {
      HOLIDAYS_URL: 'https://date.nager.at/',
      GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_MAPS_API_KEY: 'AIza-key',
      ANALYTICS_URL: 'https://api.segment.io/v1',
      ANALYTICS_WRITE_KEY: 'wk-1',
    },
    '/repo',
  );
  expect(real.thirdParties).toEqual({
    holidaysUrl: 'https://date.nager.at',
    googleAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    mapsApiKey: 'AIza-key',
    analytics: { url: 'https://api.segment.io/v1', writeKey: 'wk-1' },
  });
  expect(() => stackConfig({ HOLIDAYS_URL: 'date.nager.at' }, '/repo')).toThrow(
    'HOLIDAYS_URL must be an http(s) URL, got "date.nager.at"',
  );
});
