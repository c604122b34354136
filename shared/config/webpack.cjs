// @ts-check
// The one webpack + Module Federation preset. A package's webpack.config.cjs is one call:
//   module.exports = createWebpackConfig({ dir: __dirname, name: 'mfe_account', kind: 'remote',
//                                          exposes: { './routes': './src/routes.tsx' } });
// Host (shell): index.html, publicPath '/', no remote baked in (remotes come from /remotes.json).
// Remote: remoteEntry.js + mf-manifest.json + routes.json, publicPath 'auto' so the same build
// works from any CDN folder (immutable versioned folders, see deploy/README.md).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SINGLETON_PACKAGES, sharedAliases, sharedDeps } = require('./shared-deps.cjs');
const { CompileHintsPlugin } = require('./plugins/compile-hints.cjs');
const { PreloadManifestPlugin } = require('./plugins/preload-manifest.cjs');
const {
  VersionedChunkGlobalPlugin,
  versionedChunkGlobal,
} = require('./plugins/versioned-chunk-global.cjs');

/** Spec 000 §8/§9: a chunk that has not arrived after 120 s counts as failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * The host's own chunk groups, beside webpack's defaults. emotionHelpers: Chakra (inside the shared
 * @storefront/ui) imports emotion's helpers directly, and so does the shared @emotion/react. Under
 * webpack's minSize (20 KB of source) they got no chunk of their own for both, so they were in
 * @emotion/react's chunk group and again in Chakra's vendor chunk: 1.4 KB gzipped twice on every
 * route. One chunk for both, whatever its size.
 */
const HOST_CACHE_GROUPS = {
  emotionHelpers: {
    test: /[\\/]node_modules[\\/]@emotion[\\/](serialize|utils|hash|unitless|memoize|use-insertion-effect-with-fallbacks)[\\/]/,
    minSize: 0,
    priority: -5,
  },
};

/** swc options shared by the loader; TypeScript + automatic JSX runtime, modern browsers. */
const swcOptions = (production) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: !production } },
    target: 'es2020',
  },
});

/**
 * How both builds (browser and server) compile scripts: ours with swc, Chakra's theme pure, and a
 * remote's routes.json reduced to what its routes module reads.
 */
const scriptRules = (production) => [
  {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: { loader: 'swc-loader', options: swcOptions(production) },
  },
  {
    test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
    use: path.join(__dirname, 'loaders', 'chakra-pure-theme.cjs'),
  },
  {
    test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
    use: path.join(__dirname, 'loaders', 'chakra-pure-anatomy.cjs'),
  },
  {
    test: /[\\/]routes\.json$/,
    exclude: /node_modules/,
    use: path.join(__dirname, 'loaders', 'route-names.cjs'),
  },
];

/** Emits the remote's routes.json next to its manifest, so the registry can read what it claims. */
class CopyRoutesJsonPlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyRoutesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyRoutesJsonPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const text = fs.readFileSync(this.file, 'utf8');
          JSON.parse(text); // fail the build on a malformed routes.json
          compilation.fileDependencies.add(this.file);
          compilation.emitAsset('routes.json', new RawSource(text));
        },
      );
    });
  }
}

/**
 * @typedef {object} PresetOptions
 * @property {string} dir the package folder (use __dirname)
 * @property {string} name container name: 'shell', 'mfe_account', ...
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes] remotes: { './routes': './src/routes.tsx' }
 * @property {number} [port] dev server port, for whoever adds one
 * @property {true | { entry?: string }} [ssr] also a Node build (issue 15): remote → dist/server/,
 *   host → dist-server/main.js from `entry`
 */
/**
 * @param {PresetOptions} options
 * @returns {(env: unknown, argv?: { mode?: 'production' | 'development' }) =>
 *   import('webpack').Configuration | import('webpack').Configuration[]} one build, or the browser
 *   and the server build with `ssr`
 */
function createWebpackConfig(options) {
  const { dir, name, kind, exposes = {}, port, ssr } = options;
  if (!dir || !name || (kind !== 'host' && kind !== 'remote')) {
    throw new Error('createWebpackConfig needs { dir, name, kind: "host" | "remote" }');
  }
  const isHost = kind === 'host';

  return (_env, argv = {}) => {
    const mode = /** @type {'production' | 'development'} */ (
      argv.mode || process.env.NODE_ENV || 'production'
    );
    const production = mode === 'production';
    const routesJson = path.join(dir, 'routes.json');
    const htmlTemplate = path.join(dir, 'public', 'index.html');

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: dir,
      target: 'web',
      // Host: src/index.ts holds only `import('./bootstrap')`, the async boundary that lets the
      // shared scope initialise before React is touched (no `eager`). A remote has no page entry:
      // its entry is the container (remoteEntry.js) the federation plugin adds.
      entry: isHost ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        // The host's entry keeps a fixed name: federation's runtime module needs the entry file
        // name while hashes are computed ([contenthash] fails there). index.html references it
        // with ?<build hash> (html-webpack-plugin `hash`), and every other chunk is hashed.
        filename: production && !isHost ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // A remote build's own chunk array, so two versions on one page never mix their chunks.
        ...(production && !isHost ? { chunkLoadingGlobal: versionedChunkGlobal(name) } : {}),
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // A remote's `ssr` build also writes dist/server (published with the version folder):
        // neither build of the MultiCompiler may wipe the other. The host's goes to dist-server/.
        clean: ssr && !isHost ? { keep: /^server\// } : true,
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: sharedAliases(),
      },
      module: {
        rules: [
          ...scriptRules(production),
          { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // NO_MINIFY=1 keeps a production build's names, for reading a CPU profile of the boot.
        minimize: production && !process.env.NO_MINIFY,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
        // (and names its modules, so the profile says which package a module belongs to)
        moduleIds: production && !process.env.NO_MINIFY ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        // A remote's page is one chunk: without webpack's default group, modules two lazy pages
        // share are copied into each page's chunk instead of a chunk of their own. Measured per
        // page (gzip): 0.4 to 1.9 KB less on most pages and one request fewer, since a shared
        // module is neither concatenated nor tree-shaken, and the split depended on comment
        // length (minSize counts source). Libraries keep their vendor group: the remote's own
        // copies of shared SDK entries (loaded on some routes) share one valibot chunk; without
        // it each carried its own (single payment +2.3 KB). Shared singletons are federation's.
        splitChunks: { cacheGroups: isHost ? HOST_CACHE_GROUPS : { default: false } },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        ...(production ? [new CompileHintsPlugin()] : []),
        ...(production && !isHost ? [new VersionedChunkGlobalPlugin()] : []),
        new ModuleFederationPlugin({
          name,
          // The host is a container too (federation always emits one); a fixed name keeps the
          // [contenthash] pattern away from it.
          filename: 'remoteEntry.js',
          ...(isHost ? {} : { exposes }),
          // Never bake a remote URL into a build: the shell registers them from /remotes.json.
          remotes: {},
          shared: sharedDeps(),
          // 'version-first' would fetch every registered remote's entry at start-up.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          experiments: {
            // A remote's entry uses the federation runtime the page already has (the shell
            // provides it, see shell/src/federation/provide-runtime-core.ts) instead of carrying
            // its own copy. A remote therefore loads under a host that provides it.
            ...(isHost ? {} : { externalRuntime: true }),
            optimization: {
              target: 'web',
              // A remote consumes no other remote: its entry leaves out the runtime's remote
              // loading and manifest (snapshot) code, which only the shell needs.
              ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }),
            },
          },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                ...(fs.existsSync(htmlTemplate) ? { template: htmlTemplate } : { title: 'Tienda' }),
                scriptLoading: 'defer',
                hash: production,
                minify: production,
              }),
              new PreloadManifestPlugin({
                chunkGroups: ['head-start', 'bootstrap'],
                groupPrefixes: ['route-data-'],
              }),
            ]
          : [
              ...(fs.existsSync(routesJson) ? [new CopyRoutesJsonPlugin(routesJson)] : []),
              // page-chunks.json: each page's files (routes.tsx names them `page-<route name>`).
              new PreloadManifestPlugin({
                fileName: 'page-chunks.json',
                chunkGroups: [],
                groupPrefixes: ['page-'],
                followShared: false,
              }),
            ]),
      ],
      ...(port
        ? {
            devServer: {
              port,
              historyApiFallback: isHost,
              headers: { 'Access-Control-Allow-Origin': '*' },
            },
          }
        : {}),
    };
    if (!ssr) return config;
    return [config, serverConfig({ dir, name, isHost, exposes, ssr, mode, production })];
  };
}

/**
 * The Node build (issue 15 server rendering): same sources, `async-node`. A remote's goes to
 * dist/server/ (`deploy publish` copies it into the same immutable version folder as the browser
 * build); the host's to dist-server/main.js, which the shell server's render worker requires.
 * - target async-node + the node runtime plugin: chunks and remote entries load over http.
 * - NOT experiments.optimization.target 'web' (it defines ENV_TARGET='web', which turns the
 *   sdk's node script loader into a throwing stub) and NOT externalRuntime (no page provides
 *   globalThis._FEDERATION_RUNTIME_CORE in Node).
 * - A remote takes every singleton from the host (`import: false`): one React, one jotai store
 *   context, one emotion cache, one atom registry in the server process.
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ dir, name, isHost, exposes, ssr, mode, production }) {
  /** @type {Record<string, { singleton: true, requiredVersion: false, version: string, import?: false }>} */
  const shared = sharedDeps();
  if (!isHost)
    for (const [key, value] of Object.entries(shared)) shared[key] = { ...value, import: false };
  /** @type {import('webpack').Configuration} */
  return {
    name: 'server',
    mode,
    context: dir,
    target: 'async-node',
    // The host server provides EVERY shared package (a remote's server build has none of its
    // own). Federation only provides what the compilation requests, and the shell alone never
    // imports e.g. @storefront/widgets/product-form: the product page then got `undefined`. The
    // `shared-provides` entry (never loaded) makes each of them part of the compilation.
    entry: isHost
      ? { main: ssr.entry ?? './src/server/entry.ts', 'shared-provides': SINGLETON_PACKAGES }
      : {},
    output: {
      // The host's Node build stays out of dist/ (the shell server serves dist/ publicly); a
      // remote's sits in dist/server/ so `deploy publish` puts it in the same CDN version folder.
      path: isHost ? path.join(dir, 'dist-server') : path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // '' (not a URL): the node runtime plugin then fetches chunks from the entry's own folder.
      publicPath: '',
      uniqueName: `${name}_server`,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: sharedAliases({ browser: false }),
    },
    module: {
      rules: [
        ...scriptRules(production),
        // Asset URLs must equal the browser build's: same names, emitted by the browser build only.
        {
          test: /\.(woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)$/i,
          type: 'asset/resource',
          // The host's assets are under '/'. A remote's would need its CDN version folder (not
          // done: mfe-catalog's pages import no asset; one that does would mismatch on hydration).
          generator: { emit: false, ...(isHost ? { publicPath: '/' } : {}) },
        },
      ],
    },
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        ...(isHost ? {} : { exposes }),
        remotes: {},
        remoteType: 'script',
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        dev: false,
      }),
    ],
  };
}

module.exports = { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS, CopyRoutesJsonPlugin };
