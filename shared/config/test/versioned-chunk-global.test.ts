import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createWebpackConfig } from '../webpack.cjs';
import { runBuild } from './support/run-build';
import {
  BUILD_PLACEHOLDER,
  VersionedChunkGlobalPlugin,
  versionedChunkGlobal,
} from '../plugins/versioned-chunk-global.cjs';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-global-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A production build of an entry that loads one chunk, saying `word`; its files by name. */
function build(word: string): Promise<Record<string, string>> {
  const src = path.join(dir, word);
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(path.join(src, 'index.js'), 'export const go = () => import("./page.js");\n');
  fs.writeFileSync(path.join(src, 'page.js'), `export const word = ${JSON.stringify(word)};\n`);
  const out = path.join(src, 'dist');
  return runBuild({
    mode: 'production',
    context: src,
    entry: './index.js',
    output: {
      path: out,
      filename: '[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'mfe_demo',
      chunkLoadingGlobal: versionedChunkGlobal('mfe_demo'),
      clean: true,
    },
    plugins: [new VersionedChunkGlobalPlugin()],
  });
}

const globalsOf = (files: Record<string, string>) => [
  ...new Set(Object.values(files).flatMap((text) => text.match(/webpackChunkmfe_demo\w*/g) ?? [])),
];

test('each build pushes its chunks into its own global, named by its hash; the same build gets the same name', async () => {
  const [a, b, again] = [await build('uno'), await build('dos'), await build('uno')];
  const [globalA] = globalsOf(a);
  expect(globalsOf(a)).toEqual([expect.stringMatching(/^webpackChunkmfe_demo_[0-9a-f]{8}$/)]);
  expect(globalsOf(b)).toHaveLength(1);
  expect(globalsOf(b)[0]).not.toBe(globalA);
  expect(globalsOf(again)).toEqual([globalA]);
  for (const text of Object.values(a)) expect(text).not.toContain(BUILD_PLACEHOLDER);
  // the replacement comes before the content hashes: same build, same file names
  expect(Object.keys(again).sort()).toEqual(Object.keys(a).sort());
  // and the chunk really registers itself under that global
  const chunk = Object.values(a).find((text) => text.includes('"uno"'))!;
  const self: Record<string, unknown[]> = {};
  vm.runInNewContext(chunk, { self });
  expect(Object.keys(self)).toEqual([globalA]);
});

test('the preset gives remotes a versioned global in production, and leaves the shell and dev builds alone', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  type Config = {
    output: { chunkLoadingGlobal?: string };
    plugins: { constructor: { name: string } }[];
  };
  const config = (pkg: string, name: string, kind: string, mode: string) =>
    (
      createWebpackConfig({ dir: path.join(root, pkg), name, kind, ssr: true })(
        {},
        { mode },
      ) as Config[]
    )[0]!;
  const remote = config('mfe-catalog', 'mfe_catalog', 'remote', 'production');
  expect(remote.output.chunkLoadingGlobal).toBe(`webpackChunkmfe_catalog_${BUILD_PLACEHOLDER}`);
  expect(remote.plugins.map((p) => p.constructor.name)).toContain('VersionedChunkGlobalPlugin');
  const shell = config('shell', 'shell', 'host', 'production');
  expect(shell.output.chunkLoadingGlobal).toBeUndefined();
  expect(shell.plugins.map((p) => p.constructor.name)).not.toContain('VersionedChunkGlobalPlugin');
  expect(
    config('mfe-catalog', 'mfe_catalog', 'remote', 'development').output.chunkLoadingGlobal,
  ).toBeUndefined();
});
