// Marks each script of a production browser build for eager compilation: V8's explicit compile
// hint `//# allFunctionsCalledOnLoad` (Chrome 136+; other engines read a comment). Without it V8
// compiles a function the first time it is called, on the main thread: on a server-rendered page
// that was about half of the boot's module evaluation (a long task each for the UI kit, the shell's
// code and the Chakra system, issue 15: Total Blocking Time). With it the whole script is compiled
// while it streams in, on a background thread. A webpack chunk is fetched when the page is about
// to run it, so little of what is compiled goes unused.
// Not react-dom's chunk: finishing its eager compilation (one script, thousands of functions) was
// itself a 55–60 ms task on a desktop trace, while its lazy compiles fall inside hydration's
// yielding slices.
// Added after minification (which drops comments) and before the real content hashes, as the
// file's first line: V8 only reads the hint there.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const WITHOUT_HINT = /[\\/]node_modules[\\/]react-dom[\\/]/;

class CompileHintsPlugin {
  /** @param {{ exclude?: RegExp }} [options] modules whose chunks keep lazy compilation */
  constructor({ exclude = WITHOUT_HINT } = {}) {
    this.exclude = exclude;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          const skipped = new Set();
          for (const chunk of compilation.chunks) {
            const modules = compilation.chunkGraph.getChunkModulesIterable(chunk);
            if ([...modules].some((m) => this.exclude.test(m.nameForCondition?.() ?? '')))
              for (const file of chunk.files) skipped.add(file);
          }
          for (const name of Object.keys(assets)) {
            if (!/\.m?js$/.test(name) || skipped.has(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
