// @ts-check
// What a container's JS is made of, by package, gzipped. The MF manifest names only each shared
// module's own chunk, not the chunks it pulls in (Chakra comes in with @storefront/ui), so the
// bundle report builds the shell once more into a temp folder with webpack stats and attributes
// every chunk's gzipped size to its modules in proportion to their (unminified) size: an estimate
// inside a chunk that mixes packages, exact for a chunk of one package.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Which singleton (or group) a package's bytes count for. */
/** @type {Array<[RegExp, string]>} */
const GROUPS = [
  [/^(react-dom|scheduler)$/, 'react-dom'],
  [/^react$/, 'react'],
  [/^(react-router|react-router-dom|cookie|set-cookie-parser)$/, 'react-router-dom'],
  [/^jotai$/, 'jotai'],
  [/^(@emotion\/.*|stylis|hoist-non-react-statics)$/, '@emotion/react'],
  [
    /^(@chakra-ui\/.*|@ark-ui\/.*|@zag-js\/.*|@floating-ui\/.*|@internationalized\/.*|@pandacss\/.*|proxy-compare|proxy-memoize|@swc\/helpers)$/,
    '@storefront/ui',
  ],
  [/^(@module-federation\/.*|\.federation)$/, 'module federation runtime'],
];

/** The npm package (or workspace) a webpack module name belongs to. */
export function packageOfModule(name) {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const shared = /(?:^|\/)shared\/([^/]+)\//.exec(clean);
  if (shared) return `@storefront/${shared[1]}`;
  if (/^(webpack|\(webpack\))/.test(clean) || clean.startsWith('webpack/'))
    return 'webpack runtime';
  return 'own code';
}

/** @param {string} pkg */
export function groupOf(pkg) {
  for (const [pattern, group] of GROUPS) if (pattern.test(pkg)) return group;
  return pkg;
}

function leafModules(module) {
  if (module.modules?.length) return module.modules.flatMap(leafModules);
  return [{ name: module.name ?? module.identifier ?? '', size: module.size ?? 0 }];
}

/**
 * Attribute each JS asset's gzipped size to packages.
 * @param {{ chunks: Array<{ files: string[], modules?: object[] }> }} stats webpack stats JSON
 * @param {(file: string) => number} gzipOf gzipped size of an emitted file
 * @returns {Map<string, { gzip: number, packages: Map<string, number> }>} file → size by package
 */
export function attributeChunks(stats, gzipOf) {
  const files = new Map();
  for (const chunk of stats.chunks ?? []) {
    const leaves = (chunk.modules ?? []).flatMap(leafModules);
    const total = leaves.reduce((sum, m) => sum + m.size, 0);
    for (const file of chunk.files ?? []) {
      if (!file.endsWith('.js')) continue;
      const gzip = gzipOf(file);
      const packages = new Map();
      for (const m of leaves) {
        const pkg = packageOfModule(m.name);
        packages.set(pkg, (packages.get(pkg) ?? 0) + (total ? (gzip * m.size) / total : 0));
      }
      if (leaves.length === 0) packages.set('webpack runtime', gzip);
      files.set(file, { gzip, packages });
    }
  }
  return files;
}

/**
 * A package's production browser config. With a server build (`ssr`) the preset returns two
 * configs, browser first: built as they came, the pair ran as one multi-compiler into the package's
 * own dist/ and its stats had no `chunks` (the report's "by package" table was empty).
 * @param {string} rootDir
 * @param {string} packageDir e.g. "shell"
 * @returns {import('webpack').Configuration}
 */
export function browserConfig(rootDir, packageDir) {
  const require = createRequire(path.join(rootDir, 'package.json'));
  const exported = require(path.join(rootDir, packageDir, 'webpack.config.cjs'));
  const made = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  return Array.isArray(made) ? made[0] : made;
}

/**
 * Build a package's webpack config into a temp folder and return its composition.
 * @param {string} rootDir repository root
 * @param {string} packageDir e.g. "shell"
 */
export async function buildComposition(rootDir, packageDir) {
  const require = createRequire(path.join(rootDir, 'package.json'));
  const webpack = require('webpack');
  const config = browserConfig(rootDir, packageDir);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `composition-${packageDir}-`));
  config.output = { ...config.output, path: out };
  config.stats = 'none';
  try {
    const stats = await new Promise((resolve, reject) => {
      webpack(config, (error, result) => {
        if (error || !result) reject(error ?? new Error('webpack returned no stats'));
        else if (result.hasErrors())
          reject(new Error(result.toString({ all: false, errors: true })));
        else {
          // `all: false` would drop the names of concatenated modules' inner modules.
          resolve(
            result.toJson({
              chunks: true,
              chunkModules: true,
              nestedModules: true,
              modules: false,
              assets: false,
              reasons: false,
              source: false,
              usedExports: false,
              providedExports: false,
              optimizationBailout: false,
              children: false,
            }),
          );
        }
      });
    });
    const files = attributeChunks(
      stats,
      (file) => gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length,
    );
    return files;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Sum a composition over the files a page really loaded.
 * @param {Map<string, { gzip: number, packages: Map<string, number> }>} files
 * @param {Iterable<string>} loadedFiles file names (no folder) the page loaded from this container
 */
export function sumByGroup(files, loadedFiles) {
  const groups = new Map();
  for (const file of loadedFiles) {
    const entry = files.get(file);
    if (!entry) continue;
    for (const [pkg, bytes] of entry.packages) {
      const group = groupOf(pkg);
      const g = groups.get(group) ?? { gzip: 0, packages: new Map() };
      g.gzip += bytes;
      g.packages.set(pkg, (g.packages.get(pkg) ?? 0) + bytes);
      groups.set(group, g);
    }
  }
  return groups;
}
