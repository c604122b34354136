/** @jest-environment node */
// The three policies together inside the real Module Federation runtime (not mocks of it):
// retry → last-known-good → telemetry, with remotes registered by manifest URL as the shell does.
import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { lastKnownGoodPlugin } from './last-known-good-plugin';
import { retryPlugin } from './retry-plugin';
import { telemetryPlugin } from './telemetry-plugin';
import { expectConsoleWarn } from '@storefront/config/jest-console';

// The runtime caches manifests and containers on globalThis: each test uses its own versions.
let run = 0;
const url = (version: string) => `http://cdn.test/mfe-account/${version}/mf-manifest.json`;

const manifest = (version: string) => ({
  id: 'mfe_account',
  name: 'mfe_account',
  metaData: {
    name: 'mfe_account',
    type: 'app',
    buildInfo: { buildVersion: version, buildName: 'mfe-account' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mfe_account',
    pluginVersion: '2.9.2',
    publicPath: `http://cdn.test/mfe-account/${version}/`,
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'mfe_account:routes',
      name: 'routes',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      path: './routes',
    },
  ],
});

/** Serves manifests (or fails them) and hands out fake containers instead of script tags. */
function fakeCdn(down: Set<string>) {
  const fetch = jest.fn(async (url: string) => {
    const version = /mfe-account\/([^/]+)\//.exec(url)?.[1] ?? '';
    if (down.has(version)) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(manifest(version)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const entries: ModuleFederationRuntimePlugin = {
    name: 'fake-entries',
    loadEntry: ({ remoteInfo }) => {
      const version = /mfe-account\/([^/]+)\//.exec(remoteInfo.entry)?.[1] ?? '';
      return {
        init: async () => undefined,
        get: async () => () => ({ default: { version } }),
      } as never;
    },
  };
  return { fetch, entries };
}

function setup(downLive: boolean, downLkg: boolean) {
  run += 1;
  const live = `0.1.0-live${run}`;
  const lkg = `0.1.0-lkg${run}`;
  const cdn = fakeCdn(new Set([...(downLive ? [live] : []), ...(downLkg ? [lkg] : [])]));
  const LIVE = url(live);
  const LKG = url(lkg);
  const sink = { remoteFailed: jest.fn(), remoteRecovered: jest.fn() };
  const instance = createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'mfe_account', entry: LIVE }],
    shared: {},
    plugins: [
      retryPlugin({ fetch: cdn.fetch, sleep: async () => undefined }),
      lastKnownGoodPlugin([{ name: 'mfe_account', live: LIVE, lastKnownGood: LKG }]),
      telemetryPlugin(sink),
      cdn.entries,
    ],
  });
  return { instance, sink, fetch: cdn.fetch, live, lkg, LIVE };
}

test('the live version loads when it is up', async () => {
  const { instance, sink, live } = setup(false, false);
  await expect(instance.loadRemote('mfe_account/routes')).resolves.toEqual({
    default: { version: live },
  });
  expect(sink.remoteFailed).not.toHaveBeenCalled();
});

test('live down: retried three times, then the last-known-good version is loaded and reported as a recovery', async () => {
  // The federation runtime warns of each failed manifest and of the last-known-good version
  // registered in the live one's place.
  expectConsoleWarn('Failed to get manifest');
  expectConsoleWarn('is already registered');
  const { instance, sink, fetch, lkg, LIVE } = setup(true, false);
  await expect(instance.loadRemote('mfe_account/routes')).resolves.toEqual({
    default: { version: lkg },
  });
  expect(fetch.mock.calls.filter(([url]) => url === LIVE)).toHaveLength(3);
  expect(sink.remoteRecovered).toHaveBeenCalledWith({
    remote: 'mfe_account',
    id: 'mfe_account/routes',
  });
  expect(sink.remoteFailed).not.toHaveBeenCalled();
});

test('both versions down: the load fails and the failure is reported once', async () => {
  // The federation runtime warns of each failed manifest and of the last-known-good version
  // registered in the live one's place.
  expectConsoleWarn('Failed to get manifest');
  expectConsoleWarn('is already registered');
  const { instance, sink } = setup(true, true);
  await expect(instance.loadRemote('mfe_account/routes')).rejects.toThrow();
  expect(sink.remoteFailed).toHaveBeenCalledTimes(1);
  expect(sink.remoteFailed.mock.calls[0][0]).toMatchObject({ remote: 'mfe_account' });
});
