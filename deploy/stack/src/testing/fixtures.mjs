// @ts-check
// Test fixtures: a repository root with a fake remote build, a CDN folder, a CDN server on a free port.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCdnServer } from '../cdn-server.mjs';
import { closeRegistryDatabase, promote, publish, useRegistryDatabase } from '../registry.mjs';
import { dropTestRegistry, testRegistryLocation } from './registry-database.mjs';
import { close } from '../static-files.mjs';

export const CATALOG_ROUTES = [
  { path: '', name: 'Landing', access: 'public', title: 'Inicio' },
  { path: 'catalog', name: 'Catalog', access: 'public', title: 'Catálogo' },
];

/**
 * A /remotes.json entry of a live remote, as the shell server writes it (CDN at http://cdn).
 * @param {{ name: string, pkg: string, version: string, routes?: object[] }} entry
 */
export function liveRemoteEntry({ name, pkg, version, routes = [] }) {
  return {
    name,
    package: pkg,
    version,
    manifestUrl: `http://cdn/${pkg}/${version}/mf-manifest.json`,
    lastKnownGood: null,
    routes,
  };
}

/** The live mfe-catalog entry the preview and canary tests start from. */
export const LIVE_CATALOG = liveRemoteEntry({
  name: 'mfe_catalog',
  pkg: 'mfe-catalog',
  version: '0.1.0-aaaaaaaa',
  routes: [{ path: '', name: 'Landing', access: 'public', title: 'Inicio' }],
});

/** A temp folder removed by the returned cleanup. */
export async function tempDir(prefix = 'stack-test-') {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * Write a remote build the way the build preset does (manifest, entry, one chunk, routes.json).
 * @param {string} distDir
 * @param {{ name?: string, marker?: string, routes?: object[], serverBuild?: boolean }} [options] marker changes the content hash
 */
export async function writeFakeBuild(
  distDir,
  { name = 'mfe_catalog', marker = 'a', routes = CATALOG_ROUTES, serverBuild = false } = {},
) {
  await fs.mkdir(distDir, { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['routes.1234abcd.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  await fs.writeFile(path.join(distDir, 'mf-manifest.json'), JSON.stringify(manifest));
  await fs.writeFile(path.join(distDir, 'remoteEntry.js'), `var ${name}; /* ${marker} */`);
  await fs.writeFile(
    path.join(distDir, 'routes.1234abcd.js'),
    `export default {}; /* ${marker} */`,
  );
  await fs.writeFile(path.join(distDir, 'routes.json'), JSON.stringify(routes));
  if (serverBuild) {
    // A remote's `ssr` build (the shell server renders only remotes that publish one).
    await fs.mkdir(path.join(distDir, 'server'), { recursive: true });
    await fs.writeFile(path.join(distDir, 'server/remoteEntry.js'), `/* server ${marker} */`);
  }
}

/**
 * A fake mfe-catalog build (writeFakeBuild options) published to the world's CDN, not made live;
 * returns its version.
 */
export async function publishOnly(world, marker, buildOptions = {}) {
  const from = path.join(world.root, `build-${marker}`);
  await writeFakeBuild(from, { marker, ...buildOptions });
  const { version } = await publish({
    rootDir: world.rootDir,
    cdnDir: world.cdnDir,
    remote: 'mfe-catalog',
    from,
  });
  return version;
}

/** publishOnly, then made live; returns its version. */
export async function publishAndPromote(world, marker, buildOptions = {}) {
  const version = await publishOnly(world, marker, buildOptions);
  await promote({ cdnDir: world.cdnDir, cdnUrl: world.cdnUrl, remote: 'mfe-catalog', version });
  return version;
}

/**
 * A repo root with mfe-catalog (package.json 0.1.0 and a dist/), an empty CDN folder, a CDN server,
 * and an empty registry of its own (`registry`: where, for a process the test starts).
 */
export async function createWorld() {
  const root = await tempDir();
  const rootDir = path.join(root, 'repo');
  const cdnDir = path.join(root, 'cdn');
  await fs.mkdir(path.join(rootDir, 'mfe-catalog'), { recursive: true });
  await fs.writeFile(
    path.join(rootDir, 'mfe-catalog/package.json'),
    JSON.stringify({ name: 'mfe-catalog', version: '0.1.0' }),
  );
  await writeFakeBuild(path.join(rootDir, 'mfe-catalog/dist'));
  await fs.mkdir(cdnDir, { recursive: true });
  const registry = await testRegistryLocation();
  useRegistryDatabase(cdnDir, registry);
  const server = await startCdnServer({ cdnDir, port: 0 });
  const cdnUrl = `http://localhost:${server.address().port}`;
  return {
    root,
    rootDir,
    cdnDir,
    cdnUrl,
    registry,
    async cleanup() {
      await close(server);
      await closeRegistryDatabase(cdnDir);
      await dropTestRegistry(registry);
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
