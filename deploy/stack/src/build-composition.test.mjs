// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  attributeChunks,
  browserConfig,
  groupOf,
  packageOfModule,
  sumByGroup,
} from './build-composition.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test("builds the shell's browser config alone, not its server build beside it", () => {
  // The shell's preset makes two configs (browser, then Node): the pair made no `chunks` stats.
  const config = browserConfig(rootDir, 'shell');
  expect(Array.isArray(config)).toBe(false);
  expect(config.entry).toEqual({ main: './src/index.ts' });
  expect(config.target ?? 'web').not.toBe('async-node');
});

test('finds the package of a webpack module name', () => {
  expect(packageOfModule('../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
    'react-dom',
  );
  expect(packageOfModule('../node_modules/@chakra-ui/react/dist/esm/index.js + 212 modules')).toBe(
    '@chakra-ui/react',
  );
  expect(packageOfModule('../shared/ui/src/index.ts')).toBe('@storefront/ui');
  expect(packageOfModule('./src/bootstrap.tsx')).toBe('own code');
  expect(packageOfModule('webpack/runtime/load script')).toBe('webpack runtime');
});

test('counts Chakra and its helpers for @storefront/ui, scheduler for react-dom', () => {
  expect(groupOf('@zag-js/dialog')).toBe('@storefront/ui');
  expect(groupOf('@ark-ui/react')).toBe('@storefront/ui');
  expect(groupOf('scheduler')).toBe('react-dom');
  expect(groupOf('valibot')).toBe('valibot');
});

test('splits a chunk gzipped size over its modules in proportion to their size', () => {
  const stats = {
    chunks: [
      {
        files: ['773.abcd1234.js'],
        modules: [
          {
            name: '../node_modules/@chakra-ui/react/dist/esm/index.js + 2 modules',
            size: 300,
            modules: [
              { name: '../node_modules/@chakra-ui/react/a.js', size: 200 },
              { name: '../node_modules/@zag-js/dialog/b.js', size: 100 },
            ],
          },
          { name: '../shared/ui/src/index.ts', size: 100 },
        ],
      },
      { files: ['main.js'], modules: [{ name: './src/index.ts', size: 10 }] },
    ],
  };
  const files = attributeChunks(stats, (file) => (file === 'main.js' ? 50 : 1000));
  expect(Object.fromEntries(files.get('773.abcd1234.js')?.packages ?? [])).toEqual({
    '@chakra-ui/react': 500,
    '@zag-js/dialog': 250,
    '@storefront/ui': 250,
  });
  const groups = sumByGroup(files, ['773.abcd1234.js', 'main.js', 'not-built.js']);
  expect(groups.get('@storefront/ui').gzip).toBe(1000);
  expect(groups.get('own code').gzip).toBe(50);
});
