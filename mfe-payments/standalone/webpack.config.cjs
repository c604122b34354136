// @ts-check
// Two builds into standalone/dist, served by the stack's payments server (deploy/README.md):
// 1. the standalone host: a Module Federation host of its own (the preset's 'host' kind, no
//    shell) that loads the live payments remote from /remotes.json;
// 2. embed.js: the snippet and the vanilla core, a plain script with no federation and no React,
//    so a foreign page pays nothing for the storefront's runtime.
const path = require('node:path');
const { createWebpackConfig } = require('@storefront/config/webpack');

const host = createWebpackConfig({ dir: __dirname, name: 'payments_standalone', kind: 'host' });

module.exports = (env, argv = {}) => {
  // One build: the preset returns two only for a host with `ssr`.
  const hostConfig = /** @type {import('webpack').Configuration} */ (host(env, argv));
  const production = (argv.mode || process.env.NODE_ENV || 'production') === 'production';
  // embed.js is written by the other build into the same folder: keep it when cleaning.
  hostConfig.output = { ...hostConfig.output, clean: { keep: /^embed\.js$/ } };
  /** @type {import('webpack').Configuration} */
  const embed = {
    name: 'embed',
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: ['web', 'es2017'],
    entry: { embed: path.join(__dirname, '../embed/snippet.ts') },
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false, iife: true },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2017' } },
          },
        },
      ],
    },
    optimization: { minimize: production },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [hostConfig, embed];
};
