#!/usr/bin/env node
// @ts-check
// `storefront-build`: production build of the package in the current folder, from its
// webpack.config.cjs. Prints errors and warnings; exits non-zero when the build fails.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');

function main() {
  // `storefront-build [folder]`: a package may hold a second build in a folder of its own.
  const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const dir = path.resolve(process.cwd(), folder ?? '.');
  const file = path.join(dir, 'webpack.config.cjs');
  if (!fs.existsSync(file)) {
    console.error(`storefront-build: no webpack.config.cjs in ${dir}`);
    process.exit(1);
  }
  const mode = process.argv.includes('--dev') ? 'development' : 'production';
  process.env.NODE_ENV = process.env.NODE_ENV || mode;
  const exported = require(file);
  const config = typeof exported === 'function' ? exported({}, { mode }) : { ...exported, mode };
  const started = Date.now();

  webpack(config, (err, stats) => {
    if (err || !stats) {
      console.error(err ? err.stack || err : 'storefront-build: webpack returned no stats');
      const details = /** @type {{ details?: string } | null} */ (err)?.details;
      if (details) console.error(details);
      process.exit(1);
    }
    const info = stats.toJson({
      all: false,
      errors: true,
      warnings: true,
      assets: true,
      cachedAssets: true,
    });
    for (const warning of info.warnings || []) console.warn(`warning: ${warning.message}`);
    for (const error of info.errors || []) console.error(`error: ${error.message}`);
    const name =
      require(path.join(process.cwd(), 'package.json')).name + (folder ? `/${folder}` : '');
    if (stats.hasErrors()) {
      console.error(`${name}: build FAILED`);
      process.exit(1);
    }
    // A config file may export several builds (mfe-payments/standalone: host + embed.js).
    const assets = info.children ? info.children.flatMap((c) => c.assets || []) : info.assets;
    const js = (assets || []).filter((a) => a.name.endsWith('.js'));
    const outputPath = (Array.isArray(config) ? config[0] : config).output.path;
    const kb = js.reduce((sum, a) => sum + a.size, 0) / 1024;
    console.log(
      `${name}: built ${js.length} JS files (${kb.toFixed(0)} KB raw) into ${path.relative(process.cwd(), outputPath) || 'dist'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}

main();
