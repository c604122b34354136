// @ts-check
// No skew (issue 16): each build of a remote loads its chunks through its own global array.
// webpack's JSONP chunk loading pushes every chunk into `self[output.chunkLoadingGlobal]`, by
// default `webpackChunk<uniqueName>`: the same name for every version of a remote. When a page
// has version A's container and then loads version B's (the last-known-good fallback, a promote
// during the visit), B's chunks land in A's array and A's runtime takes their modules, whose ids
// may mean other code in A. With the build's own hash in the name, two versions never share one.
// The config sets a placeholder; the hash is known only once the compilation is hashed, so the
// placeholder is replaced in the emitted scripts before their content hashes are computed (the
// same build gives the same name, so a rebuild still publishes as the same version).
const { sources } = require('webpack');
const { rewriteScripts } = require('./rewrite-scripts.cjs');

const PLUGIN = 'VersionedChunkGlobalPlugin';
const BUILD_PLACEHOLDER = '__storefront_build__';

/** output.chunkLoadingGlobal for a remote's production build. */
const versionedChunkGlobal = (uniqueName) => `webpackChunk${uniqueName}_${BUILD_PLACEHOLDER}`;

class VersionedChunkGlobalPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    rewriteScripts(compiler, PLUGIN, (source, compilation) => {
      const text = String(source.source());
      if (!text.includes(BUILD_PLACEHOLDER)) return undefined;
      const build = String(compilation.hash).slice(0, 8);
      return new sources.RawSource(text.split(BUILD_PLACEHOLDER).join(build));
    });
  }
}

module.exports = { VersionedChunkGlobalPlugin, versionedChunkGlobal, BUILD_PLACEHOLDER };
