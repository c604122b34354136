// No skew (issue 16), two different real builds of one remote on one page: the last-known-good
// version loaded into a page whose live version's runtime already runs (or a promote during a
// visit). Both runtimes run in one global scope (a vm context whose <script> tags run the builds'
// own files), each loads its page chunk, and each must get its own code. The same two builds on
// webpack's default global show what the versioned global prevents: the second runtime takes the
// first one's chunk for its own, and runs the other version's code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { runBuild } from './support/run-build';
import {
  VersionedChunkGlobalPlugin,
  versionedChunkGlobal,
} from '../plugins/versioned-chunk-global.cjs';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-builds-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Files = Record<string, string>;

/**
 * A production build of remote "mfe_demo" whose entry exposes `go_<word>()`, which loads a page
 * chunk saying `word`. `versioned`: the preset's chunk global per build, else webpack's default.
 */
function build(word: string, versioned: boolean): Promise<Files> {
  const src = path.join(dir, `${word}-${versioned ? 'versioned' : 'shared'}`);
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(
    path.join(src, 'index.js'),
    `self.go_${word} = () => import("./page.js").then((page) => page.word);\n`,
  );
  fs.writeFileSync(path.join(src, 'page.js'), `export const word = ${JSON.stringify(word)};\n`);
  return runBuild({
    mode: 'production',
    context: src,
    entry: './index.js',
    output: {
      path: path.join(src, 'dist'),
      filename: '[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'mfe_demo',
      ...(versioned ? { chunkLoadingGlobal: versionedChunkGlobal('mfe_demo') } : {}),
      clean: true,
    },
    plugins: versioned ? [new VersionedChunkGlobalPlugin()] : [],
  });
}

interface Page {
  [key: string]: unknown;
}

/** A page (one global scope) whose <script src="/<file>"> runs that file of `files`. */
function pageServing(files: Files): Page {
  const page: Page = { setTimeout, clearTimeout, Promise };
  page.self = page;
  page.window = page;
  page.document = {
    baseURI: 'http://cdn.test/',
    getElementsByTagName: () => [],
    createElement: () => ({ setAttribute: () => undefined }),
    head: {
      appendChild(script: { src: string; onload?: (event: object) => void; onerror?: unknown }) {
        const file = files[path.posix.basename(new URL(script.src, 'http://cdn.test/').pathname)];
        setTimeout(() => {
          if (file === undefined) throw new Error(`no file for ${script.src}`);
          vm.runInContext(file, page);
          script.onload?.({ type: 'load', target: script });
        });
      },
    },
  };
  vm.createContext(page);
  return page;
}

/** Runs each build's entry on one page, in order, then asks each for its page's word. */
async function wordsOnOnePage(...builds: Files[]): Promise<string[]> {
  const files: Files = Object.assign({}, ...builds);
  const page = pageServing(files);
  for (const build of builds)
    for (const [name, text] of Object.entries(build))
      if (name.startsWith('main.')) vm.runInContext(text, page);
  const words: string[] = [];
  for (const word of ['uno', 'dos'])
    words.push(await (page[`go_${word}`] as () => Promise<string>)());
  return words;
}

test('two different builds on one page, each with its own chunk global: each runs its own page', async () => {
  const [uno, dos] = [await build('uno', true), await build('dos', true)];
  expect(await wordsOnOnePage(uno, dos)).toEqual(['uno', 'dos']);
});

test("the same two builds sharing webpack's default global clash: one runs the other's page", async () => {
  const [uno, dos] = [await build('uno', false), await build('dos', false)];
  // What the versioned global prevents (this is webpack's behaviour, not the preset's).
  expect(await wordsOnOnePage(uno, dos)).toEqual(['uno', 'uno']);
});
