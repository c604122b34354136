// @ts-check
// Emits preload.json for the host: the JS files its first render needs after main.js, so the
// shell server can send <link rel=preload> for them with the HTML instead of the browser finding
// them one round trip at a time (issue 15 "No waterfall"). They are
//   - the chunks of the named groups the host starts with (the shell: "head-start", then
//     "bootstrap", src/index.ts and src/boot/head-start-entry.ts),
//   - the chunks of the shared singletons those chunks consume, transitively (the host provides
//     them; under 'loaded-first' its own copy is the one used), found through the share key.
// Also, per named chunk group whose name starts with one of `groupPrefixes` (the shell's
// "route-data-<name>" loads, issue 41), the files that group adds to those: the server hints a
// route's declared data's code with its page, so the load does not wait for the head start to ask.
// Shape: { "js": ["/bootstrap.1a2b3c4d.js", ...], "groups": { "route-data-orders": [...] },
// "provides": { "dayjs": ["/5285.217c65ef.js"], ... } } (publicPath applied, main.js left out).
// A remote emits page-chunks.json the same way: per page (`page-<route name>`, its routes.tsx's
// chunk names), its files, so the shell server hints a route's page with the HTML (issue 41), and
// (`shared`) the share keys each page consumes, whose files the server takes from the host's
// `provides` (its preload.json) or, for a package the host does not provide, the remote's own.
const PLUGIN = 'PreloadManifestPlugin';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} groupName
 * @returns {string[]} output file names, in discovery order
 */
function criticalFiles(compilation, groupName, followShared = true) {
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
      if (!followShared || module.type !== 'consume-shared-module' || !shareKey) continue;
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

/**
 * The files that provide each shared package of this build (its provider's chunks): what webpack
 * loads when the page takes that package from this container.
 * @param {import('webpack').Compilation} compilation
 * @param {string} prefix publicPath
 * @returns {Record<string, string[]>} share key → files
 */
function providedFiles(compilation, prefix) {
  /** @type {Record<string, string[]>} */
  const provides = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' && module.constructor.name !== 'ProvideSharedModule')
      continue;
    const key = /** @type {{ _name?: string }} */ (module)._name;
    if (!key) continue;
    const files = new Set();
    for (const block of module.blocks ?? [])
      for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(prefix + file);
    provides[key] = [...files];
  }
  return Object.fromEntries(Object.entries(provides).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The share keys a group's chunks consume (a remote's page: react, @storefront/widgets/cards…).
 * @param {import('webpack').Compilation} compilation
 * @param {string} groupName
 * @returns {string[]} sorted
 */
function consumedShareKeys(compilation, groupName) {
  const group = compilation.namedChunkGroups.get(groupName);
  const keys = new Set();
  for (const chunk of group?.chunks ?? [])
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (module).options
        ?.shareKey;
      if (module.type === 'consume-shared-module' && shareKey) keys.add(shareKey);
    }
  return [...keys].sort();
}

class PreloadManifestPlugin {
  /**
   * followShared: also list the chunks of the shared modules a group consumes (a host's own
   * providers). Off for a remote: the host provides them, and its own copies never load.
   * @param {{ fileName?: string, chunkGroups?: string[], groupPrefixes?: string[],
   *   followShared?: boolean }} [options]
   */
  constructor({
    fileName = 'preload.json',
    chunkGroups = ['bootstrap'],
    groupPrefixes = [],
    followShared = true,
  } = {}) {
    this.fileName = fileName;
    this.chunkGroups = chunkGroups;
    this.groupPrefixes = groupPrefixes;
    this.followShared = followShared;
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
          const files = this.chunkGroups.flatMap((group) =>
            criticalFiles(compilation, group, this.followShared),
          );
          const critical = new Set(files);
          const js = [...critical].map((file) => prefix + file);
          /** @type {Record<string, string[]>} */
          const groups = {};
          /** @type {Record<string, string[]>} */
          const shared = {};
          for (const name of [...compilation.namedChunkGroups.keys()].sort()) {
            if (!this.groupPrefixes.some((start) => name.startsWith(start))) continue;
            groups[name] = criticalFiles(compilation, name, this.followShared)
              .filter((file) => !critical.has(file))
              .map((file) => prefix + file);
            // Not followed here: which copy of each loads is the page's (the host's, or this
            // container's own for a package the host does not provide), the server decides.
            if (!this.followShared) shared[name] = consumedShareKeys(compilation, name);
          }
          // `provides`: which files bring each package this build provides (a page's consumed
          // package comes from the host's, else the remote's own).
          const provides = providedFiles(compilation, prefix);
          const manifest = this.followShared
            ? { js, groups, provides }
            : { js, groups, shared, provides };
          compilation.emitAsset(
            this.fileName,
            new RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { PreloadManifestPlugin, criticalFiles, consumedShareKeys, providedFiles };
