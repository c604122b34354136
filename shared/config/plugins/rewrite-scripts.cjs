// @ts-check
// The one way the preset's plugins change emitted scripts: every .js/.mjs asset, after
// minification (which would drop or rename what they add) and before the real content hashes (so
// file names still follow the final bytes).
const { Compilation } = require('webpack');

/**
 * @param {import('webpack').Compiler} compiler
 * @param {string} plugin the plugin's name (webpack's hook tap)
 * @param {(source: import('webpack').sources.Source, compilation: import('webpack').Compilation) => import('webpack').sources.Source | undefined} rewrite
 *   the new source, or undefined to leave the script as it is
 */
function rewriteScripts(compiler, plugin, rewrite) {
  compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: plugin, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
      (assets) => {
        for (const name of Object.keys(assets)) {
          if (!/\.m?js$/.test(name)) continue;
          const source = assets[name];
          if (!source) continue;
          const next = rewrite(source, compilation);
          if (next) compilation.updateAsset(name, next);
        }
      },
    );
  });
}

module.exports = { rewriteScripts };
