// @ts-check
// Emits preload.json for the host: the JS files its first render needs after main.js, so the
// shell server can send <link rel=preload> for them with the HTML instead of the browser finding
// them one round trip at a time (issue 15 "No waterfall"). They are
//   - the chunks of the named groups the host starts with (the shell: "head-start", then
//     "bootstrap", src/index.ts and src/boot/head-start-entry.ts),
//   - the chunks of the shared singletons those chunks consume, transitively (the host provides
//     them; under 'loaded-first' its own copy is the one used), found through the share key.
// Shape: { "js": ["/bootstrap.1a2b3c4d.js", ...] } (publicPath applied, main.js left out).
const PLUGIN = 'PreloadManifestPlugin';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} groupName
 * @returns {string[]} output file names, in discovery order
 */
function criticalFiles(compilation, groupName) {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) return [];
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' || module.constructor.name === 'ProvideSharedModule')
      // ProvideSharedModule keeps its share key in `_name` (webpack has no public accessor).
      providers.set(/** @type {{ _name?: string }} */ (module)._name, module);
  }
  const seen = new Set();
  const queue = [...group.chunks];
  const files = [];
  while (queue.length) {
    const chunk = queue.shift();
    if (!chunk || seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // ConsumeSharedModule's options (not in webpack's Module type).
      const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (module).options
        ?.shareKey;
      if (module.type !== 'consume-shared-module' || !shareKey) continue;
      const provider = providers.get(shareKey);
      for (const block of provider?.blocks ?? []) {
        const provided = chunkGraph.getBlockChunkGroup(block);
        if (provided) queue.push(...provided.chunks);
      }
    }
  }
  const entryFiles = new Set();
  for (const entry of compilation.entrypoints.values())
    for (const file of entry.getEntrypointChunk().files) entryFiles.add(file);
  return [...new Set(files)].filter((file) => !entryFiles.has(file));
}

class PreloadManifestPlugin {
  /** @param {{ fileName?: string, chunkGroups?: string[] }} [options] */
  constructor({ fileName = 'preload.json', chunkGroups = ['bootstrap'] } = {}) {
    this.fileName = fileName;
    this.chunkGroups = chunkGroups;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After real content hashing renamed the files.
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
          const files = this.chunkGroups.flatMap((group) => criticalFiles(compilation, group));
          const js = [...new Set(files)].map((file) => prefix + file);
          compilation.emitAsset(
            this.fileName,
            new RawSource(`${JSON.stringify({ js }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { PreloadManifestPlugin, criticalFiles };
