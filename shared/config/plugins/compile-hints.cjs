// @ts-check
// Marks each script of a production browser build for eager compilation: V8's explicit compile
// hint `//# allFunctionsCalledOnLoad` (Chrome 136+; other engines read a comment). Without it V8
// compiles a function the first time it is called, on the main thread: on a server-rendered page
// that was about half of the boot's module evaluation (a long task each for the UI kit, the shell's
// code and the Chakra system, issue 15: Total Blocking Time). With it the whole script is compiled
// while it streams in, on a background thread. A webpack chunk is fetched when the page is about
// to run it, so little of what is compiled goes unused.
// Added after minification (which drops comments) and before the real content hashes, as the
// file's first line: V8 only reads the hint there.
const { sources } = require('webpack');
const { rewriteScripts } = require('./rewrite-scripts.cjs');

const PLUGIN = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    rewriteScripts(compiler, PLUGIN, (source) => new sources.ConcatSource(COMPILE_HINT, source));
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
