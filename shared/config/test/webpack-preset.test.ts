import path from 'node:path';
import { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS } from '../webpack.cjs';

type Plugin = { constructor: { name: string }; _options?: Record<string, unknown> };
const federation = (config: { plugins: Plugin[] }) =>
  config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')?._options ?? {};
const dir = path.resolve(__dirname, '..', '..', '..', 'mfe-account');

test('a remote: hashed chunks, publicPath auto, 120 s chunk time-out, remoteEntry + manifest, ./routes exposed', () => {
  const config = createWebpackConfig({
    dir,
    name: 'mfe_account',
    kind: 'remote',
    exposes: { './routes': './src/routes.tsx' },
  })({}, { mode: 'production' });
  expect(config.output).toMatchObject({
    publicPath: 'auto',
    chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    path: path.join(dir, 'dist'),
  });
  expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  expect(config.entry).toEqual({});
  expect(federation(config)).toMatchObject({
    name: 'mfe_account',
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
    remotes: {},
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json' },
  });
  expect(config.plugins.some((p: Plugin) => p.constructor.name === 'CopyRoutesJsonPlugin')).toBe(
    true,
  );
});

test('the host: index.html, publicPath "/", async-boundary entry, no remote baked in', () => {
  const shellDir = path.resolve(__dirname, '..', '..', '..', 'shell');
  const config = createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host' })(
    {},
    { mode: 'production' },
  );
  expect(config.entry).toEqual({ main: './src/index.ts' });
  expect(config.output).toMatchObject({
    publicPath: '/',
    chunkLoadTimeout: 120000,
    chunkFilename: '[name].[contenthash:8].js',
  });
  expect(federation(config)).toMatchObject({
    name: 'shell',
    remotes: {},
    shareStrategy: 'loaded-first',
  });
  expect(config.plugins.some((p: Plugin) => p.constructor.name === 'HtmlWebpackPlugin')).toBe(true);
});

test('a package without a name or kind is refused', () => {
  expect(() => createWebpackConfig({ dir, name: '', kind: 'remote' })).toThrow(/needs/);
});

test('the host emits preload.json (its critical chunks), a remote page-chunks.json (its pages), for the shell server’s hints', () => {
  const preload = (config: { plugins: Plugin[] }) =>
    config.plugins.find((p) => p.constructor.name === 'PreloadManifestPlugin') as unknown as
      | { fileName: string; chunkGroups: string[]; groupPrefixes: string[]; followShared: boolean }
      | undefined;
  const host = createWebpackConfig({
    dir: path.resolve(dir, '..', 'shell'),
    name: 'shell',
    kind: 'host',
  })({}, { mode: 'production' });
  const remote = createWebpackConfig({ dir, name: 'mfe_account', kind: 'remote' })(
    {},
    { mode: 'production' },
  );
  expect(preload(host)).toMatchObject({ fileName: 'preload.json', followShared: true });
  // A remote's own copies of the shared packages never load under the shell: never hinted.
  expect(preload(remote)).toMatchObject({
    fileName: 'page-chunks.json',
    chunkGroups: [],
    groupPrefixes: ['page-'],
    followShared: false,
  });
});

// Issue 15: the `ssr` option's Node build (deploy/ssr-spike.md says why each setting).
test('ssr remote: [web, server]; server is async-node, commonjs-module, node runtime plugin, no web target, singletons from the host', () => {
  const configs = createWebpackConfig({
    dir,
    name: 'mfe_account',
    kind: 'remote',
    exposes: { './routes': './src/routes.tsx' },
    ssr: true,
  })({}, { mode: 'production' });
  expect(Array.isArray(configs)).toBe(true);
  const [web, server] = configs;
  expect(web.output.clean).toEqual({ keep: /^server\// });
  expect(server).toMatchObject({ name: 'server', target: 'async-node' });
  expect(server.output).toMatchObject({ path: path.join(dir, 'dist', 'server'), publicPath: '' });
  const mf = federation(server);
  expect(mf).toMatchObject({
    library: { type: 'commonjs-module', name: 'mfe_account' },
    remoteType: 'script',
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
  });
  expect(JSON.stringify(mf.experiments ?? {})).not.toContain('web');
  expect(JSON.stringify(mf.experiments ?? {})).not.toContain('externalRuntime');
  const shared = mf.shared as Record<string, { import?: false }>;
  expect(Object.values(shared).every((s) => s.import === false)).toBe(true);
});

test('ssr host: the server entry plus every shared package, commonjs2, singletons provided', () => {
  const shellDir = path.resolve(__dirname, '..', '..', '..', 'shell');
  const [, server] = createWebpackConfig({
    dir: shellDir,
    name: 'shell',
    kind: 'host',
    ssr: { entry: './src/server/entry.ts' },
  })({}, { mode: 'production' });
  expect(server.entry.main).toBe('./src/server/entry.ts');
  // Out of shell/dist, which the shell server serves publicly.
  expect(server.output.path).toBe(path.join(shellDir, 'dist-server'));
  expect(server.output.filename).toBe('[name].js');
  expect(server.entry['shared-provides']).toContain('@storefront/widgets/product-form');
  expect(server.output.library).toEqual({ type: 'commonjs2' });
  const shared = federation(server).shared as Record<string, { import?: false }>;
  expect(Object.values(shared).some((s) => s.import === false)).toBe(false);
});
