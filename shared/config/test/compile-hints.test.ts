import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import { createWebpackConfig } from '../webpack.cjs';
import { runBuild } from './support/run-build';
import { COMPILE_HINT, CompileHintsPlugin } from '../plugins/compile-hints.cjs';

type Plugin = { constructor: { name: string } };
const names = (config: { plugins: Plugin[] }) => config.plugins.map((p) => p.constructor.name);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    '/* dropped by the minifier */\nexport const go = () => import("./page.js").then((m) => m.page());\ngo();\n',
  );
  fs.writeFileSync(path.join(dir, 'page.js'), 'export function page() { return "página"; }\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(): Promise<Record<string, string>> {
  const out = path.join(dir, 'dist');
  return runBuild({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: out, filename: '[name].[contenthash:8].js', clean: true },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    plugins: [new CompileHintsPlugin()],
  });
}

test('every script of a minified build opens with V8’s compile hint, once, and still runs', async () => {
  const files = await build();
  expect(Object.keys(files)).toHaveLength(2); // the entry and the page's chunk
  for (const text of Object.values(files)) {
    expect(text.startsWith(COMPILE_HINT)).toBe(true);
    expect(text.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    expect(text).not.toContain('dropped by the minifier'); // added after minification
  }
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  const page = Object.entries(files).find(([, text]) => text.includes('página'))?.[1] ?? '';
  expect(() => new Function('self', page)({})).not.toThrow();
});

test('the preset adds it to production browser builds only', () => {
  const shellDir = path.resolve(__dirname, '..', '..', '..', 'shell');
  const host = (mode: string) =>
    createWebpackConfig({ dir: shellDir, name: 'shell', kind: 'host', ssr: true })({}, { mode });
  const [web, server] = host('production');
  expect(names(web)).toContain('CompileHintsPlugin');
  expect(names(server)).not.toContain('CompileHintsPlugin');
  expect(names(host('development')[0])).not.toContain('CompileHintsPlugin');
});
