// A remote's page-chunks.json (issue 41): the files of each page its routes.tsx names
// `page-<route name>`, from a real build, so the shell server can hint a route's page with the HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBuild } from './support/run-build';
import { PreloadManifestPlugin } from '../plugins/preload-manifest.cjs';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-chunks-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('lists each page group by name, its files relative to the folder, nothing else', async () => {
  fs.writeFileSync(
    path.join(dir, 'routes.js'),
    [
      'export const pages = {',
      '  Cards: () => import(/* webpackChunkName: "page-Cards" */ "./cards.js"),',
      '  Orders: () => import(/* webpackChunkName: "page-Orders" */ "./orders.js"),',
      '  Dialog: () => import("./dialog.js"),',
      '};',
    ].join('\n'),
  );
  for (const name of ['cards', 'orders', 'dialog'])
    fs.writeFileSync(
      path.join(dir, `${name}.js`),
      `export const page = ${JSON.stringify(name)};\n`,
    );
  const out = path.join(dir, 'dist');
  const files = await runBuild({
    mode: 'production',
    context: dir,
    entry: './routes.js',
    output: { path: out, filename: '[name].[contenthash:8].js', publicPath: 'auto', clean: true },
    plugins: [
      new PreloadManifestPlugin({
        fileName: 'page-chunks.json',
        chunkGroups: [],
        groupPrefixes: ['page-'],
        followShared: false,
      }),
    ],
  });
  const chunks = JSON.parse(fs.readFileSync(path.join(out, 'page-chunks.json'), 'utf8'));
  expect(chunks.js).toEqual([]);
  expect(Object.keys(chunks.groups)).toEqual(['page-Cards', 'page-Orders']);
  const [cards] = chunks.groups['page-Cards'];
  expect(cards).toMatch(/^page-Cards\.[0-9a-f]{8}\.js$/);
  expect(files[cards]).toContain('"cards"');
  expect(chunks.groups['page-Orders']).toEqual([expect.stringMatching(/^page-Orders\./)]);
  // No federation in this build: no shared package taken or provided.
  expect(chunks.shared).toEqual({ 'page-Cards': [], 'page-Orders': [] });
  expect(chunks.provides).toEqual({});
}, 60_000);
