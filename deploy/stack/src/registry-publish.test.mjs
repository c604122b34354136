// @ts-check
// The registry's publish and promote (with its load check over HTTP); rollback, status, the
// canary and writers at the same time are in registry.test.mjs.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { checkLoads, hashDist, promote, publish, readRegistry } from './registry.mjs';
import { close, listen } from './static-files.mjs';
import { createWorld, writeFakeBuild } from './testing/fixtures.mjs';

let world;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.cleanup();
});

/** Publish mfe-catalog's own build (its dist/). */
const publishBuild = () =>
  publish({ rootDir: world.rootDir, cdnDir: world.cdnDir, remote: 'mfe-catalog' });

/** Publish a build that differs from the default one by `marker`, from a folder of its own. */
async function publishVariant(marker) {
  const from = path.join(world.root, `build-${marker}`);
  await writeFakeBuild(from, { marker });
  return publish({ rootDir: world.rootDir, cdnDir: world.cdnDir, remote: 'mfe-catalog', from });
}

const promoteArgs = (version) => ({
  cdnDir: world.cdnDir,
  cdnUrl: world.cdnUrl,
  remote: 'mfe-catalog',
  version,
});

describe('publish', () => {
  test('copies dist to <cdn>/<remote>/<package version>-<8 hex of the content hash>/', async () => {
    const result = await publishBuild();
    const hash = await hashDist(path.join(world.rootDir, 'mfe-catalog/dist'));
    expect(result.version).toBe(`0.1.0-${hash.slice(0, 8)}`);
    expect(result.created).toBe(true);
    const files = (await fs.readdir(path.join(world.cdnDir, 'mfe-catalog', result.version))).sort();
    expect(files).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'routes.1234abcd.js',
      'routes.json',
    ]);
    const registry = await readRegistry(world.cdnDir);
    expect(registry.published['mfe-catalog']?.[result.version]?.routes).toEqual([
      { path: '', name: 'Landing', access: 'public', title: 'Inicio' },
      { path: 'catalog', name: 'Catalog', access: 'public', title: 'Catálogo' },
    ]);
    expect(registry.environments).toEqual({}); // publishing makes nothing live
  });

  test('is idempotent: the same build gives the same version and the folder is not rewritten', async () => {
    const first = await publishBuild();
    const entry = path.join(first.dir, 'remoteEntry.js');
    const before = (await fs.stat(entry)).mtimeMs;
    const second = await publishBuild();
    expect(second).toMatchObject({ version: first.version, created: false });
    expect((await fs.stat(entry)).mtimeMs).toBe(before);
  });

  test('a changed build gets another version', async () => {
    const first = await publishBuild();
    const second = await publishVariant('b');
    expect(second.version).not.toBe(first.version);
    expect(second.version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
  });

  test('refuses a remote that is not built, saying what to do', async () => {
    await fs.rm(path.join(world.rootDir, 'mfe-catalog/dist'), { recursive: true });
    await expect(publishBuild()).rejects.toThrow(/mf-manifest\.json is missing; build/);
  });

  test('refuses an unknown remote', async () => {
    await expect(
      publish({ rootDir: world.rootDir, cdnDir: world.cdnDir, remote: 'mfe-nope' }),
    ).rejects.toThrow(/Unknown remote "mfe-nope"/);
  });
});

describe('promote', () => {
  test('makes a version live; the old live version becomes the last-known-good', async () => {
    const a = await publishBuild();
    const b = await publishVariant('b');
    await expect(promote(promoteArgs(a.version))).resolves.toMatchObject({
      version: a.version,
      previous: [],
      changed: true,
    });
    await expect(promote(promoteArgs(b.version))).resolves.toMatchObject({
      version: b.version,
      previous: [a.version],
      changed: true,
    });
    const registry = await readRegistry(world.cdnDir);
    expect(registry.environments.local?.['mfe-catalog']).toEqual({
      version: b.version,
      previous: [a.version],
    });
  });

  test('promoting the live version again changes nothing', async () => {
    const a = await publishBuild();
    await promote(promoteArgs(a.version));
    await expect(promote(promoteArgs(a.version))).resolves.toMatchObject({
      changed: false,
      previous: [],
    });
  });

  test('promoting an older version moves it out of previous (no duplicates)', async () => {
    const a = await publishBuild();
    const b = await publishVariant('b');
    await promote(promoteArgs(a.version));
    await promote(promoteArgs(b.version));
    await promote(promoteArgs(a.version));
    expect((await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']).toEqual({
      version: a.version,
      previous: [b.version],
    });
  });

  test('refuses a version whose manifest does not load, and leaves the registry as it was', async () => {
    const a = await publishBuild();
    await promote(promoteArgs(a.version));
    const b = await publishVariant('b');
    await fs.rm(path.join(b.dir, 'mf-manifest.json'));
    await expect(promote(promoteArgs(b.version))).rejects.toThrow(
      `mfe-catalog@${b.version}: the manifest did not load from ${world.cdnUrl}/mfe-catalog/${b.version}/mf-manifest.json (HTTP 404)`,
    );
    expect((await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']).toEqual({
      version: a.version,
      previous: [],
    });
  });

  test('refuses a version whose remote entry or routes chunk does not load', async () => {
    const b = await publishVariant('b');
    await fs.rm(path.join(b.dir, 'routes.1234abcd.js'));
    await expect(promote(promoteArgs(b.version))).rejects.toThrow(
      /chunk routes\.1234abcd\.js did not load .*HTTP 404/,
    );
    await fs.rm(path.join(b.dir, 'remoteEntry.js'));
    await expect(promote(promoteArgs(b.version))).rejects.toThrow(
      /the remote entry did not load .*HTTP 404/,
    );
    expect((await readRegistry(world.cdnDir)).environments).toEqual({});
  });

  test('refuses a manifest that is not JSON or names another container', async () => {
    const b = await publishVariant('b');
    await fs.writeFile(path.join(b.dir, 'mf-manifest.json'), '<html>');
    await expect(promote(promoteArgs(b.version))).rejects.toThrow('mf-manifest.json is not JSON');
    await writeFakeBuild(b.dir, { name: 'mfe_account', marker: 'b' });
    await expect(promote(promoteArgs(b.version))).rejects.toThrow(
      'manifest names container "mfe_account", expected "mfe_catalog"',
    );
  });

  test('refuses when the CDN server does not answer', async () => {
    const a = await publishBuild();
    const closed = await listen(http.createServer(), 0);
    const port = closed.address().port;
    await close(closed); // a port nothing listens on
    await expect(
      promote({ ...promoteArgs(a.version), cdnUrl: `http://localhost:${port}` }),
    ).rejects.toThrow(/the manifest did not load .*ECONNREFUSED/);
  });

  test('refuses a version that was never published', async () => {
    await expect(promote(promoteArgs('0.1.0-deadbeef'))).rejects.toThrow(
      'mfe-catalog@0.1.0-deadbeef is not published',
    );
    await expect(promote(promoteArgs('latest'))).rejects.toThrow('"latest" is not a version');
  });

  test('checkLoads returns the URLs it fetched', async () => {
    const a = await publishBuild();
    await expect(
      checkLoads({ cdnUrl: world.cdnUrl, remote: 'mfe-catalog', version: a.version }),
    ).resolves.toEqual({
      manifestUrl: `${world.cdnUrl}/mfe-catalog/${a.version}/mf-manifest.json`,
      remoteEntryUrl: `${world.cdnUrl}/mfe-catalog/${a.version}/remoteEntry.js`,
    });
  });
});
